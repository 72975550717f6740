// The servers of the browser tests, started side by side. Playwright starts the entries of its
// `webServer` one after another, and the first test waited 12 s for these five; side by side they
// take as long as the slowest one. Prints `e2e servers ready` once every one answers; a server that
// stops early stops the run. Playwright's SIGTERM reaches the whole process group, so every server
// stops with it (nginx removes its directory first).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './codegen.mjs';
import { ports } from './ports.mjs';
import { hasExited, waitFor } from './processes.mjs';
import { withLongRequests } from './request-size.mjs';

const local = (port) => `http://127.0.0.1:${port}`;
const vite = join(root, 'node_modules', '.bin', 'vite');
/** The previews send the app's files uncompressed: gzip was half their CPU (preview-plain.mjs). */
const preview = (port, api) => ({
  command: [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  env: { API_PROXY_TARGET: api, PREVIEW_COMPRESSION: 'off' },
  ready: `${local(port)}/login`,
});

// Each answers at `ready` once it listens; an API without a token answers 401 (`anyStatus`).
const SERVERS = {
  // Prism, for how a screen shows any answer of the contract.
  prism: {
    command: ['node', 'scripts/mock.mjs', String(ports.mock)],
    ready: `${local(ports.mock)}/api/routes/v1/filters/choices/`,
    anyStatus: true,
  },
  preview: preview(ports.app, local(ports.mock)),
  // The backend with memory.
  backend: {
    command: ['node', 'scripts/backend.mjs', String(ports.testBackend)],
    ready: `${local(ports.testBackend)}/api/routes/v1/filters/choices/`,
    anyStatus: true,
  },
  'backend preview': preview(ports.backendApp, local(ports.testBackend)),
  // The documented deployment: dist/ behind nginx through docs/nginx.conf, on that backend.
  nginx: {
    command: [
      'node',
      'scripts/nginx.mjs',
      ...['--port', String(ports.nginx), '--backend', `127.0.0.1:${ports.testBackend}`],
    ],
    ready: `https://127.0.0.1:${ports.nginx}/login`,
  },
};

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
  });

/** Stops the run: every server that still runs is stopped too. */
function fail(message) {
  console.error(`e2e servers: ${message}`);
  stopping = true;
  for (const { child } of children) if (!hasExited(child)) child.kill('SIGTERM');
  process.exitCode = 1;
}

const children = Object.entries(SERVERS).map(([name, server]) => {
  const [file, ...args] = server.command;
  const child = spawn(file, args, {
    cwd: root,
    env: withLongRequests({ ...process.env, ...server.env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping) fail(`${name} stopped (${signal ?? code})`);
  });
  return { name, server, child };
});

try {
  await Promise.all(
    children.map(({ name, server, child }) =>
      waitFor(server.ready, name, child, 60_000, { anyStatus: server.anyStatus }),
    ),
  );
  console.log('e2e servers ready');
} catch (error) {
  if (!stopping) fail(error.message);
}

// Runs until Playwright stops the group; exits once every server has.
await Promise.all(
  children.map(({ child }) =>
    hasExited(child) ? undefined : new Promise((resolve) => child.once('exit', resolve)),
  ),
);
