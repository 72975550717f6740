// Runs Vite (dev server or preview) next to an API mock, and stops both together: the backend
// with memory (tests/backend) by default, or Prism answering with the contract's examples.
import { spawn } from 'node:child_process';
import { startBackend } from './backend.mjs';
import { ports } from './ports.mjs';
import { startPrism } from './prism.mjs';
import { withLongRequests } from './request-size.mjs';

async function startApi(api) {
  if (api === 'prism') {
    const prism = await startPrism(ports.mock);
    console.log(`Mock API (Prism, contract examples) on http://127.0.0.1:${ports.mock}`);
    return { port: ports.mock, stop: prism.stop };
  }
  const stop = await startBackend(ports.backend);
  console.log(
    `Backend with memory on http://127.0.0.1:${ports.backend}: any name, password «demo»`,
  );
  return { port: ports.backend, stop };
}

export async function viteWithMock(viteArgs, { api = 'backend' } = {}) {
  const mock = await startApi(api);
  const vite = spawn('node_modules/.bin/vite', [...viteArgs, '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: withLongRequests({ ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${mock.port}` }),
  });
  const stop = () => {
    void mock.stop();
    if (vite.exitCode === null) vite.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  vite.on('exit', (code) => {
    void mock.stop();
    process.exit(code ?? 0);
  });
}
