// The backend with memory (tests/backend, PRODUCT §5) on 127.0.0.1:port, in the foreground.
// Vite's module runner loads its TypeScript as the dev server would.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { ports } from './ports.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Starts the backend in this process; resolves with a function that stops it. */
export async function startBackend(port) {
  const { module } = await runnerImport('/tests/backend/server.ts', {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module.serve(port);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? ports.backend);
  const stop = await startBackend(port);
  console.log(`Backend with memory on http://127.0.0.1:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void stop().then(() => process.exit(0)));
}
