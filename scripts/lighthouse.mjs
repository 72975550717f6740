// `npm run lighthouse [-- --strict] [--runs=N] [--save=DIR] [--pages=/routes] [--presets=mobile]
// [--against=DIR]`:
// Lighthouse 12 (mobile and desktop presets) on every screen of src/app/screens.json (signed in
// where the screen needs it; a path with a parameter at its `example`) of the built app. Needs
// `npm run build` first: it measures dist/ as `vite preview` serves it, with Prism answering the
// API, both on their usual ports.
// --against=DIR measures a second build (e.g. `vite build --outDir DIR` of another commit) too,
// run for run in turn with dist/, so that both see the same load on the machine.
// Prints the four category scores and LCP/TBT per page and preset; with --strict, exits 1 when
// a page misses the target (performance ≥ 0.9 on mobile, 1.0 on desktop). Exits 1 whenever a
// run fails. Not part of `npm test`: a Lighthouse run takes a while and varies with the load.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs as CHROMIUM_FLAGS, chromiumPath as CHROMIUM } from './chromium.mjs';
import { root } from './codegen.mjs';
import { ports } from './ports.mjs';
import { atStop, freePort, start, stopAll, waitFor } from './processes.mjs';
import { startPrism } from './prism.mjs';
import { screenPages } from './screens.mjs';

const TARGET = { mobile: 0.9, desktop: 1 };

/**
 * Lighthouse, pinned with its own lock in scripts/lighthouse-cli and installed there on the first
 * run: its 170 packages were a sixth of the project's install, and `npm test` never runs it. Its
 * `overrides` pin two packages that one of Lighthouse's own asks for as `latest`: `npm ci` refuses
 * such a lock once a newer version is out. LIGHTHOUSE_BIN may point at another build of the CLI.
 */
function installedLighthouse() {
  const dir = join(root, 'scripts', 'lighthouse-cli');
  const bin = join(dir, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  return bin;
}
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? installedLighthouse();
const ALL_PAGES = screenPages();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
/** The values of `--name=a,b`, or null when the option is absent. */
const listOption = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    .split(',') ?? null;
const onlyPages = listOption('pages');
const PAGES = ALL_PAGES.filter(({ path }) => !onlyPages || onlyPages.includes(path));
const PRESETS = (listOption('presets') ?? ['mobile', 'desktop']).filter(
  (preset) => preset in TARGET,
);
const strict = args.includes('--strict');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1));
const saveDir = args.find((a) => a.startsWith('--save='))?.split('=')[1];
const againstDir = args.find((a) => a.startsWith('--against='))?.split('=')[1];
const work = mkdtempSync(join(tmpdir(), 'nmc-lighthouse-'));

async function stopAndClean() {
  await stopAll();
  try {
    rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.error(`Could not remove ${work}: ${error instanceof Error ? error.message : error}`);
  }
}

/** Empties the HTTP cache and puts (or removes) the tokens of a signed-in user. */
async function prepareBrowser(debugPort, origin, signedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // The icon is a same-origin document that loads none of the app: storage without a warm cache.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (tokens) => {
        localStorage.clear();
        sessionStorage.clear();
        if (tokens) {
          localStorage.setItem('access', tokens.access);
          localStorage.setItem('refresh', tokens.refresh);
        }
      },
      signedIn && { access: 'lighthouse-access', refresh: 'lighthouse-refresh' },
    );
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser keeps running for Lighthouse.
    await browser.close();
  }
}

function runLighthouse(debugPort, url, preset, out) {
  const lhArgs = [
    url,
    `--port=${debugPort}`,
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    // Storage is prepared above: a reset would drop the tokens of the signed-in page.
    '--disable-storage-reset',
    '--no-enable-error-reporting',
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = start(LIGHTHOUSE, lhArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(out)) {
        if (saveDir) copyFileSync(out, join(saveDir, basename(out)));
        resolve(JSON.parse(readFileSync(out, 'utf8')));
      } else reject(new Error(`Lighthouse failed on ${url} (${preset}), code ${code}\n${stderr}`));
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The longest main-thread task of a load (Lighthouse's `long-tasks` audit, ms, 0 when none is
 * over 50 ms) and the longest one attributed to the app's own scripts rather than to the browser
 * (`Unattributable`) or to Lighthouse.
 */
function longestTasks(report, origin) {
  const items = report.audits['long-tasks']?.details?.items ?? [];
  const longest = (tasks) => Math.max(0, ...tasks.map((item) => Math.round(item.duration)));
  return {
    all: longest(items),
    app: longest(items.filter((item) => String(item.url).startsWith(origin))),
  };
}

function summarise(build, origin, path, preset, reports) {
  for (const report of reports) {
    if (report.runtimeError) {
      throw new Error(`Lighthouse on ${path} (${preset}): ${report.runtimeError.message}`);
    }
    if (new URL(report.finalDisplayedUrl).pathname !== path) {
      throw new Error(`${path} (${preset}) ended on ${report.finalDisplayedUrl}: not signed in?`);
    }
  }
  const score = (id) => median(reports.map((r) => r.categories[id]?.score ?? Number.NaN));
  const audit = (id) => median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  return {
    ...(againstDir ? { build } : {}),
    page: path,
    preset,
    ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id).toFixed(2)])),
    'LCP, s': (audit('largest-contentful-paint') / 1000).toFixed(2),
    'TBT, ms': Math.round(audit('total-blocking-time')),
    'longest task, ms': median(reports.map((r) => longestTasks(r, origin).all)),
    "app's longest, ms": median(reports.map((r) => longestTasks(r, origin).app)),
    CLS: audit('cumulative-layout-shift').toFixed(3),
    target: score('performance') >= TARGET[preset] ? 'ok' : `below ${TARGET[preset]}`,
  };
}

async function main() {
  if (PAGES.length === 0 || PRESETS.length === 0) throw new Error('No page or preset to measure.');
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('No build in dist/: run `npm run build` first.');
  }
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const builds = [{ name: 'dist', dir: join(root, 'dist'), port: ports.app }];
  if (againstDir) {
    const dir = resolve(againstDir);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}.`);
    builds.push({ name: basename(dir), dir, port: await freePort() });
  }
  const prism = await startPrism(ports.mock);
  atStop(prism.stop);
  for (const build of builds) {
    build.origin = `http://127.0.0.1:${build.port}`;
    const preview = start(
      join(root, 'node_modules', '.bin', 'vite'),
      [
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(build.port),
        '--strictPort',
        '--outDir',
        build.dir,
      ],
      { cwd: root, stdio: 'ignore' },
    );
    await waitFor(`${build.origin}/login`, 'vite preview', preview);
  }

  const debugPort = await freePort();
  const browser = start(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${join(work, 'profile')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 'Chromium', browser);

  const rows = [];
  const missed = [];
  for (const preset of PRESETS) {
    for (const { path, signedIn } of PAGES) {
      const reports = new Map(builds.map((build) => [build, []]));
      // One unmeasured load of each page per build first: Prism answers an endpoint slower the
      // first time (its own code warming up), and only the build measured first would pay for it.
      if (preset === PRESETS[0]) {
        for (const build of builds) {
          console.error(`Lighthouse ${build.name} ${path}: warm-up, not counted…`);
          await prepareBrowser(debugPort, build.origin, signedIn);
          await runLighthouse(debugPort, build.origin + path, preset, join(work, 'warm-up.json'));
        }
      }
      for (let run = 1; run <= runs; run += 1) {
        for (const build of builds) {
          console.error(`Lighthouse ${build.name} ${preset} ${path} (run ${run}/${runs})…`);
          await prepareBrowser(debugPort, build.origin, signedIn);
          const out = join(work, `${build.name}-${preset}${path.replaceAll('/', '-')}-${run}.json`);
          reports.get(build).push(await runLighthouse(debugPort, build.origin + path, preset, out));
        }
      }
      for (const build of builds) {
        const row = summarise(build.name, build.origin, path, preset, reports.get(build));
        rows.push(row);
        // The target is for the build in dist/; the one measured against it only compares.
        if (build === builds[0] && row.target !== 'ok') missed.push(row);
      }
    }
  }
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on vite preview + Prism:`);
  console.table(rows);
  if (strict && missed.length > 0) {
    console.error(`Below target: ${missed.map((r) => `${r.page} ${r.preset}`).join(', ')}`);
    return 1;
  }
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAndClean().then(() => process.exit(130));
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAndClean();
}
process.exit(code);
