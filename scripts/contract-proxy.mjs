// `npm run contract:proxy -- <backend-url> [--strict] [--proxy-only]`
// Puts Prism in proxy mode, validating against openapi.yaml, in front of a real backend on the
// mock port, and starts the Vite dev server, whose /api/ and /users/ proxy goes there as it does
// to the mock. Each request or response that breaks the contract is printed as one line.
// --strict: a violation becomes an error response (422 for a request, 500 for a response), so
// the mismatch shows in the browser at once. --proxy-only: do not start the dev server.
import { spawn } from 'node:child_process';
import { ports } from './ports.mjs';
import { startValidatingProxy } from './validating-proxy.mjs';
import { withLongRequests } from './request-size.mjs';

const args = process.argv.slice(2);
const [target] = args.filter((arg) => !arg.startsWith('--'));
const strict = args.includes('--strict');
const proxyOnly = args.includes('--proxy-only');

if (!target || !URL.canParse(target) || !/^https?:$/.test(new URL(target).protocol)) {
  console.error('Usage: npm run contract:proxy -- <backend-url> [--strict] [--proxy-only]');
  console.error('  e.g. npm run contract:proxy -- http://127.0.0.1:8000 --strict');
  process.exit(2);
}

const proxy = await startValidatingProxy({ target, port: ports.mock, strict }).catch((error) => {
  const busy = error?.code === 'EADDRINUSE';
  console.error(
    busy
      ? `Port ${ports.mock} is busy: stop \`npm start\` / \`npm run mock\` or set MOCK_PORT.`
      : String(error?.message ?? error),
  );
  process.exit(1);
});
console.log(`Contract proxy on ${proxy.url} → ${target}, validating against openapi.yaml`);
console.log(
  strict
    ? 'Strict: a violation is answered with an error (422 for a request, 500 for a response).'
    : 'Violations are reported here; responses pass through unchanged (add --strict to fail them).',
);

let vite = null;
const stop = async (code) => {
  if (vite && vite.exitCode === null) vite.kill('SIGTERM');
  await proxy.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
proxy.prism.on('exit', (code) => {
  console.error(`Prism stopped (code ${code}).`);
  void stop(1);
});

if (!proxyOnly) {
  // The dev server must send API calls here, not straight to the backend.
  vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: withLongRequests({ ...process.env, API_PROXY_TARGET: proxy.url }),
  });
  vite.on('exit', (code) => void stop(code ?? 0));
}
