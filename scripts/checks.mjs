// `npm run checks`: the checks of `npm test` that need no browser, side by side. Each is
// single-threaded for most of its time, and the machine has two cores. A check's output is
// printed whole when it ends, so two never interleave; the run fails if any check fails.
// Scripts named as arguments run along with them, first: `npm test` adds the unit tests, whose
// one worker leaves the second core free for the checks.
import { spawn } from 'node:child_process';

const CHECKS = [
  ...process.argv.slice(2),
  'check:generated',
  'typecheck',
  'lint',
  'format:check',
  'lint:api',
  'bundle',
];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n── ${script}: ${code === 0 ? 'ok' : `failed (${code})`}, ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
