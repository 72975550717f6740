// `npm run bench:list [-- --reps=N] [--total=N] [--throttle=N] [--against=DIR[,DIR…]]
// [--trace=DIR]`:
// How long the route list takes to show the next page at 10 and at 100 rows a page, with the CPU
// slowed (4× by default, as Lighthouse's mobile preset does). Needs `npm run build` first: it
// measures dist/ as `vite preview` serves it, with Prism answering every call but the route list,
// which a `page.route` fake answers from `--total` generated routes (5 025 by default), honouring
// `page` and `limit`. Not part of `npm test`: it takes minutes and varies with the machine's load.
//
// One change is timed from the click on «Следующая страница» (the click event's timestamp) until
// the new page is painted: its first and its last route are in the DOM, and the frame after that
// has been drawn (a task posted from `requestAnimationFrame` runs once it is). This includes the
// request, which the fake answers at once.
//
// The list is open at both sizes, each in its own tab, and the changes alternate between them
// (the first size alternating by repetition), so that both sizes see the same load on a shared
// machine. The first change of each tab warms up and is not counted. Prints each size's median,
// quartiles and range, the ratio of the medians and the quartiles of the ratios within each
// repetition. --against=DIR measures other builds too (e.g. `vite build --outDir DIR` of another
// commit), repetition by repetition in turn with dist/. --trace=DIR saves a trace of the last
// change of each tab (open it in the Performance panel of Chromium's DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  count,
  launchBrowser,
  option,
  quantile,
  runBenchmark,
  startBuilds,
} from './bench-support.mjs';
import { benchmarkTab, firstIdOf as firstIdOfFake } from './fake-route-list.mjs';

const REPS = count('reps', 15);
const TOTAL = count('total', 5025);
const THROTTLE = count('throttle', 4);
const SIZES = [10, 100];
const againstDirs = option('against')?.split(',') ?? [];
const traceDir = option('trace');
const profileDir = option('profile');
const FIRST_PAGE = 2;

/** The first route of a page of the fake list. */
const firstIdOf = (page, limit) => firstIdOfFake(TOTAL, page, limit);

/**
 * In the page: resolves `window.benchPainted` with the ms from the next click until the new page
 * is painted, `{ screen, all }`: `screen` once its rows fill the screen (down to the window's
 * bottom edge, or all of them if they end above it), `all` once every row is in.
 */
const armTimer = (page, firstId, lastId) =>
  page.evaluate(
    ([first, last]) => {
      const shown = (id) => document.querySelector(`a[href="/routes/${id}"]`) !== null;
      const fillsScreen = () => {
        const rows = document.querySelectorAll('tbody tr[data-row-key]');
        const bottom = rows[rows.length - 1]?.getBoundingClientRect().bottom ?? 0;
        return bottom >= window.innerHeight;
      };
      window.benchPainted = new Promise((done) => {
        let clickedAt;
        const times = {};
        // Called in a frame: a message posted there is handled once the frame is painted.
        const afterPaint = (name) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            times[name] = performance.now() - clickedAt;
            if (times.screen !== undefined && times.all !== undefined) done(times);
          };
          channel.port2.postMessage(null);
        };
        const painted = (name) => requestAnimationFrame(() => afterPaint(name));
        document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        let screenSeen = false;
        let fillAsked = false;
        const observer = new MutationObserver(() => {
          if (clickedAt === undefined || !shown(first)) return;
          if (!screenSeen && !fillAsked) {
            // Whether the rows fill the screen is asked in the next frame, which lays the page
            // out anyway: asked here, amid the rows' insertion, it would lay it out once more.
            fillAsked = true;
            requestAnimationFrame(() => {
              fillAsked = false;
              if (screenSeen || !(shown(last) || fillsScreen())) return;
              screenSeen = true;
              afterPaint('screen');
            });
          }
          if (!shown(last)) return;
          observer.disconnect();
          painted('all');
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    [firstId, lastId],
  );

/** A tab with the list at `size` rows a page, the CPU slowed; `change()` times one next page. */
async function openList(browser, build, size) {
  const { context, page, cdp } = await benchmarkTab(browser, TOTAL);
  const lastPage = Math.ceil(TOTAL / size);
  let pageNo;

  const open = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    pageNo = FIRST_PAGE;
    await page.goto(`${build.origin}/routes?page=${pageNo}&limit=${size}`);
    await page.locator(`a[href="/routes/${firstIdOf(pageNo, size)}"]`).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  };

  const change = async (tracePath, profilePath) => {
    // The fake's last page may be short: start again from the first one instead.
    if (pageNo + 1 >= lastPage) await open();
    pageNo += 1;
    const first = firstIdOf(pageNo, size);
    await armTimer(page, first, first - size + 1);
    // Playwright finds the button before the timer starts: its own scripts are not measured.
    const next = page.getByRole('button', { name: 'Следующая страница', exact: true });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    if (tracePath) await browser.startTracing(page, { path: tracePath });
    if (profilePath) await cdp.send('Profiler.enable');
    if (profilePath) await cdp.send('Profiler.start');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const painted = await page.evaluate(() => window.benchPainted);
    if (tracePath) await browser.stopTracing();
    if (profilePath) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profilePath, JSON.stringify(profile));
    }
    return painted;
  };

  await open();
  await change(); // compiles and warms what the timed changes reuse
  return { change, close: () => context.close() };
}

/** Median, quartiles and range of one measure of each size, and the ratio of 100 rows to 10. */
function summary(build, times, measure) {
  const values = (size) => times.get(size).map((change) => change[measure]);
  const [small, large] = SIZES.map(values);
  const ratios = large.map((ms, i) => ms / small[i]);
  const ms = (value) => Math.round(value);
  return SIZES.map((size) => {
    const all = values(size);
    const isLarge = size === SIZES[1];
    return {
      build: build.name,
      until: measure,
      rows: size,
      'median, ms': ms(quantile(all, 0.5)),
      'quartiles, ms': `${ms(quantile(all, 0.25))}–${ms(quantile(all, 0.75))}`,
      'range, ms': `${ms(Math.min(...all))}–${ms(Math.max(...all))}`,
      ratio: isLarge ? (quantile(large, 0.5) / quantile(small, 0.5)).toFixed(2) : '',
      'ratio quartiles': isLarge
        ? `${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}`
        : '',
      samples: all.length,
    };
  });
}

async function main() {
  for (const dir of [traceDir, profileDir]) if (dir) mkdirSync(dir, { recursive: true });
  const builds = await startBuilds(againstDirs, 'npm run build');
  const browser = await launchBrowser();

  for (const build of builds) {
    build.lists = new Map();
    build.times = new Map();
    for (const size of SIZES) {
      console.error(`${build.name}: opening the list at ${size} rows a page…`);
      build.lists.set(size, await openList(browser, build, size));
      build.times.set(size, []);
    }
  }
  for (let rep = 1; rep <= REPS; rep += 1) {
    console.error(`repetition ${rep}/${REPS}`);
    const sizes = rep % 2 === 1 ? SIZES : [...SIZES].reverse();
    for (const build of builds) {
      for (const size of sizes) {
        const last = rep === REPS;
        const trace = traceDir && last ? join(traceDir, `${build.name}-${size}.json`) : '';
        const profile =
          profileDir && last ? join(profileDir, `${build.name}-${size}.cpuprofile`) : '';
        build.times.get(size).push(await build.lists.get(size).change(trace, profile));
      }
    }
  }
  console.log(
    `Next page of the route list (${TOTAL} routes), click to paint, CPU slowed ${THROTTLE}×;`,
    'until the screen is filled (screen) and until every row is in (all):',
  );
  console.table(
    ['screen', 'all'].flatMap((measure) =>
      builds.flatMap((build) => summary(build, build.times, measure)),
    ),
  );
}

await runBenchmark(main);
