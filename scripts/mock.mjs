// Runs the Prism mock of openapi.yaml in the foreground (used by the e2e web server).
import { ports } from './ports.mjs';
import { startPrism } from './prism.mjs';

const port = Number(process.argv[2] ?? ports.mock);
const { stop, child } = await startPrism(port, { quiet: false, extraArgs: process.argv.slice(3) });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
child.on('exit', (code) => process.exit(code ?? 0));
