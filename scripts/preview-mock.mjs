// `npm run preview:mock`: the built app (vite preview) plus the Prism mock, for screenshots and
// manual checks of the production build.
import { spawn } from 'node:child_process';
import { ports } from './ports.mjs';
import { startPrism } from './prism.mjs';

const prism = await startPrism(ports.mock);
const preview = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1'], {
  stdio: 'inherit',
});
const stop = () => {
  prism.stop();
  if (preview.exitCode === null) preview.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
preview.on('exit', (code) => {
  prism.stop();
  process.exit(code ?? 0);
});
