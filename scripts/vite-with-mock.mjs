// Runs Vite (dev server or preview) next to the Prism mock, and stops both together.
import { spawn } from 'node:child_process';
import { ports } from './ports.mjs';
import { startPrism } from './prism.mjs';

export async function viteWithMock(viteArgs) {
  const prism = await startPrism(ports.mock);
  console.log(`Mock API (Prism) on http://127.0.0.1:${ports.mock}`);
  const vite = spawn('node_modules/.bin/vite', [...viteArgs, '--host', '127.0.0.1'], {
    stdio: 'inherit',
  });
  const stop = () => {
    prism.stop();
    if (vite.exitCode === null) vite.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  vite.on('exit', (code) => {
    prism.stop();
    process.exit(code ?? 0);
  });
}
