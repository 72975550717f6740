import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withLongRequests } from './request-size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the Prism mock of openapi.yaml (or of `document`, a variant of it) on 127.0.0.1:port and
 * resolves once it answers.
 * Prism is started from node_modules/.bin directly: killing an `npx` wrapper would leave it running.
 */
export async function startPrism(
  port,
  { quiet = true, extraArgs = [], document = join(root, 'openapi.yaml') } = {},
) {
  const bin = join(root, 'node_modules', '.bin', 'prism');
  const child = spawn(
    bin,
    ['mock', document, '-h', '127.0.0.1', '-p', String(port), ...extraArgs],
    {
      cwd: root,
      env: withLongRequests(process.env),
      stdio: quiet ? 'ignore' : 'inherit',
    },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const url = `http://127.0.0.1:${port}/api/routes/v1/filters/choices/`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers: { Authorization: 'Bearer ready-check' } });
      if (res.status < 500) return { stop, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`Prism did not start on port ${port}`);
}
