// `npm run bench:main-thread [-- --reps=N] [--throttle=N] [--pages=/routes,/] [--against=DIR[,DIR…]]
// [--inspector]`:
// the main thread of every screen's first load on a phone: the page at 412 × 823 px with the CPU
// slowed (4× by default, as Lighthouse's mobile preset), signed in where the screen needs it (a
// path with a parameter at its `example`). Needs `npm run build` first: it measures dist/ as
// `vite preview` serves it, with Prism answering the API.
//
// A load is counted from the navigation until the page has had no long task for 2 s (10 s at
// most): the browser's own long tasks (over 50 ms, `PerformanceObserver`), their longest, and
// the blocking time, each task's part over 50 ms summed as Lighthouse sums it (here from the
// navigation on, not from the first paint). Lighthouse's simulated TBT varies by hundreds of
// milliseconds from run to run on a shared machine; these are measured, repeated and compared
// load for load with --against builds, so a change of a few tens of milliseconds shows. Prints
// per screen and build the medians and quartiles, and each --against build's ratio to dist/.
// Not part of `npm test`: it takes minutes and varies with the machine's load.
//
// The pages run as in a user's browser, with no DevTools domain enabled but `Page`
// (plain-browser.mjs). `--inspector` loads them through Playwright instead, with `Runtime` enabled
// as Lighthouse and the e2e tests have it: V8 then does work no user's browser does (at the app's
// start, 100–170 ms at CPU ×4).
import {
  count,
  launchBrowser,
  option,
  quantile,
  runBenchmark,
  SIGN_IN,
  signInEveryPage,
  startBuilds,
} from './bench-support.mjs';
import { launchPlainBrowser, plainPage } from './plain-browser.mjs';
import { sleep } from './processes.mjs';
import { screenPages } from './screens.mjs';

const REPS = count('reps', 7);
const THROTTLE = count('throttle', 4);
const QUIET_MS = 2000;
const MOST_MS = 10_000;
const onlyPages = option('pages')?.split(',');
const PAGES = screenPages().filter(({ path }) => !onlyPages || onlyPages.includes(path));
const againstDirs = option('against')?.split(',') ?? [];
const INSPECTOR = process.argv.includes('--inspector');
/** A phone's screen, as Lighthouse's mobile preset has it. */
const PHONE = { width: 412, height: 823 };

/** Collects the page's long tasks in `window.benchTasks`, from before its first script. */
const OBSERVE_TASKS =
  'window.benchTasks = [];' +
  'new PerformanceObserver((list) => {' +
  '  for (const entry of list.getEntries()) window.benchTasks.push(entry.duration);' +
  "}).observe({ type: 'longtask', buffered: true });";

/**
 * Waits until the page has loaded and had no long task for QUIET_MS (MOST_MS at most); resolves
 * to its long tasks, in ms. `evaluate` reads a value in the page; a page that ended elsewhere than
 * on `path` (sent to /login) is an error.
 */
async function quietTasks(evaluate, started, path) {
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() - started < MOST_MS) {
    await sleep(250);
    const now = await evaluate(
      "document.readyState === 'complete' ? window.benchTasks.length : -1",
    );
    if (now !== seen) [seen, quietSince] = [now, Date.now()];
  }
  const at = await evaluate('location.pathname');
  if (at !== path) throw new Error(`${path} ended on ${at}: not signed in?`);
  return evaluate('window.benchTasks');
}

/** One first load of `path` in Playwright's page: its long tasks, in ms. */
async function inspectedLoad(browser, origin, { path, signedIn }) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
  });
  try {
    if (signedIn) await signInEveryPage(context);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const started = Date.now();
    await page.goto(origin + path, { waitUntil: 'load' });
    return await quietTasks((expression) => page.evaluate(expression), started, path);
  } finally {
    await context.close();
  }
}

/** The same load in a page with no DevTools domain but `Page` (plain-browser.mjs). */
async function plainLoad(send, origin, { path, signedIn }) {
  const page = await plainPage(send, (signedIn ? SIGN_IN : '') + OBSERVE_TASKS);
  try {
    await page.send('Emulation.setDeviceMetricsOverride', {
      ...PHONE,
      deviceScaleFactor: 1,
      mobile: true,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page.send('Emulation.setLocaleOverride', { locale: 'ru-RU' });
    await page.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const started = Date.now();
    await page.send('Page.navigate', { url: origin + path });
    return await quietTasks(page.evaluate, started, path);
  } finally {
    await page.close();
  }
}

const blocking = (tasks) => tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
const longest = (tasks) => Math.max(0, ...tasks);
const spread = (values) =>
  `${Math.round(quantile(values, 0.5))} (${Math.round(quantile(values, 0.25))}–${Math.round(quantile(values, 0.75))})`;

async function main() {
  if (PAGES.length === 0) throw new Error('No screen to measure.');
  const builds = await startBuilds(againstDirs, 'npm run build');
  // Playwright's browser with --inspector, else Chromium over its pipe (its `send`).
  const measureIn = INSPECTOR ? await launchBrowser() : launchPlainBrowser();
  const load = (origin, screen) =>
    (INSPECTOR ? inspectedLoad : plainLoad)(measureIn, origin, screen);
  // build name → path → { tbt: [], longest: [] }
  const results = new Map(builds.map((build) => [build.name, new Map()]));
  for (const screen of PAGES) {
    // One unmeasured load per build first: Prism answers a path faster once it has been called.
    for (const build of builds) await load(build.origin, screen);
  }
  for (let rep = 1; rep <= REPS; rep += 1) {
    for (const screen of PAGES) {
      for (const build of builds) {
        console.error(`${build.name} ${screen.path} (${rep}/${REPS})…`);
        const tasks = await load(build.origin, screen);
        const byPath = results.get(build.name);
        const row = byPath.get(screen.path) ?? { tbt: [], longest: [] };
        row.tbt.push(blocking(tasks));
        row.longest.push(longest(tasks));
        byPath.set(screen.path, row);
      }
    }
  }
  const rows = [];
  for (const { path } of PAGES) {
    const base = results.get('dist').get(path);
    for (const build of builds) {
      const { tbt, longest: tasks } = results.get(build.name).get(path);
      rows.push({
        ...(builds.length > 1 ? { build: build.name } : {}),
        page: path,
        'blocking, ms: median (quartiles)': spread(tbt),
        'longest task, ms': spread(tasks),
        ...(builds.length > 1
          ? {
              'blocking / dist': (
                quantile(tbt, 0.5) / Math.max(1, quantile(base.tbt, 0.5))
              ).toFixed(2),
            }
          : {}),
      });
    }
  }
  const how = INSPECTOR ? ', DevTools Runtime on' : '';
  console.log(`First loads at 412 px, CPU ×${THROTTLE}${how}, ${REPS} loads each:`);
  console.table(rows);
}

await runBenchmark(main);
