// What the benchmarks share: their command-line options, a `vite preview` of a build, quartiles.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root } from './codegen.mjs';
import { ports } from './ports.mjs';
import { atStop, freePort, start, stopAll, waitFor } from './processes.mjs';
import { startPrism } from './prism.mjs';

const args = process.argv.slice(2);

/** `--name=value` of the command line, or undefined. */
export const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** A count option, at least 1. */
export const count = (name, fallback) => Math.max(1, Number(option(name) ?? fallback));

/** Serves `build.dir` with `vite preview` on `build.port`; sets `build.origin`. */
export async function startPreview(build, env = {}) {
  build.origin = `http://127.0.0.1:${build.port}`;
  const bin = join(root, 'node_modules', '.bin', 'vite');
  const previewArgs = ['preview', '--host', '127.0.0.1', '--port', String(build.port)];
  const preview = start(bin, [...previewArgs, '--strictPort', '--outDir', build.dir], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  await waitFor(`${build.origin}/login`, 'vite preview', preview);
}

/**
 * The backend with memory, with the settings `backendEnv` gives it, and a `vite preview` of dist/
 * in front of it; resolves to the app's origin.
 */
export async function startBackendApp(backendEnv) {
  const dir = join(root, 'dist');
  if (!existsSync(join(dir, 'index.html')))
    throw new Error('No build in dist/: run `npm run bundle` first.');
  const [backendPort, port] = [await freePort(), await freePort()];
  const backend = start('node', ['scripts/backend.mjs', String(backendPort)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...backendEnv },
  });
  await waitFor(
    `http://127.0.0.1:${backendPort}/api/routes/v1/filters/choices/`,
    'the backend',
    backend,
    60_000,
    { anyStatus: true },
  );
  const build = { dir, port };
  await startPreview(build, { API_PROXY_TARGET: `http://127.0.0.1:${backendPort}` });
  return build.origin;
}

/**
 * Signs every page of `context` in before its scripts run: Prism takes any tokens, so the screens
 * behind sign-in open as for a signed-in user.
 */
export const signInEveryPage = (context) => context.addInitScript(SIGN_IN);

/** The script that signs a page in, for a browser driven without Playwright. */
export const SIGN_IN =
  "localStorage.setItem('access', 'benchmark-access');" +
  "localStorage.setItem('refresh', 'benchmark-refresh');";

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * dist/ and each `--against` build, each served by its own `vite preview` on one Prism; they
 * stop with the process (processes.mjs).
 */
export async function startBuilds(againstDirs, buildCommand) {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error(`No build in dist/: run \`${buildCommand}\` first.`);
  }
  const builds = [{ name: 'dist', dir: join(root, 'dist'), port: ports.app }];
  for (const other of againstDirs) {
    const dir = resolve(other);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}.`);
    builds.push({ name: basename(dir), dir, port: await freePort() });
  }
  const prism = await startPrism(ports.mock);
  atStop(prism.stop);
  for (const build of builds) await startPreview(build);
  return builds;
}

/** Playwright's browser to measure the builds in; it closes with the process. */
export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  atStop(() => browser.close());
  return browser;
}

/** Runs a benchmark's `main`, then stops every process it started; exits 1 if it failed. */
export async function runBenchmark(main) {
  let code = 0;
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await stopAll();
  }
  process.exit(code);
}
