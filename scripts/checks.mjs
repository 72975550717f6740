// `npm run checks`: the checks of `npm test` that need no browser, side by side. Each is
// single-threaded for most of its time, and the machine has two cores. A check's output is
// printed whole when it ends, so two never interleave; the run fails if any check fails.
// Scripts named as arguments run along with them, first: `npm test` adds the unit tests, whose
// one worker leaves the second core free for the checks.
import { spawn } from 'node:child_process';

// The scripts named as arguments (the unit tests) take longest; the checks run beside them at a
// lower priority, so the longest script keeps a core of its own and the checks take the rest.
const FIRST = process.argv.slice(2);
const CHECKS = ['check:generated', 'typecheck', 'lint', 'format:check', 'lint:api', 'bundle'];

function run(script, { low = false } = {}) {
  const started = Date.now();
  const command = ['npm', 'run', '--silent', script];
  return new Promise((resolve) => {
    const [file, ...args] = low ? ['nice', '-n', '10', ...command] : command;
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

const results = await Promise.all([
  ...FIRST.map((script) => run(script)),
  ...CHECKS.map((script) => run(script, { low: FIRST.length > 0 })),
]);
process.exitCode = results.every(Boolean) ? 0 : 1;
