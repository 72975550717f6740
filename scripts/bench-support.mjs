// What the benchmarks share: their command-line options, a `vite preview` of a build, quartiles.
import { join } from 'node:path';
import { root } from './codegen.mjs';
import { start, waitFor } from './processes.mjs';

const args = process.argv.slice(2);

/** `--name=value` of the command line, or undefined. */
export const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** A count option, at least 1. */
export const count = (name, fallback) => Math.max(1, Number(option(name) ?? fallback));

/** Serves `build.dir` with `vite preview` on `build.port`; sets `build.origin`. */
export async function startPreview(build) {
  build.origin = `http://127.0.0.1:${build.port}`;
  const bin = join(root, 'node_modules', '.bin', 'vite');
  const previewArgs = ['preview', '--host', '127.0.0.1', '--port', String(build.port)];
  const preview = start(bin, [...previewArgs, '--strictPort', '--outDir', build.dir], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitFor(`${build.origin}/login`, 'vite preview', preview);
}

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
