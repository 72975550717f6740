// `npm run bench:bulk [-- --keys=N] [--total=N] [--throttle=N] [--against=DIR[,DIR…]]
// [--trace=DIR]`:
// How long a key typed in «Комментарий» of «Изменение НМЦ» takes to show, with 5 000 routes
// selected and the CPU slowed (4× by default, as Lighthouse's mobile preset does). Needs
// `npm run bundle` first: it measures dist/ as `vite preview` serves it, with Prism answering every
// call but the route list, which a `page.route` fake answers from `--total` generated routes
// (5 000 by default, the most a selection holds). Not part of `npm test`: it takes minutes and
// varies with the machine's load.
//
// Each tab opens the route list, «Выбрать все найденные», «Изменить НМЦ», «На процент» 10, so the
// preview plans every route; then the CPU is slowed and one key is timed from its first event
// (`keydown`, or `beforeinput` for a letter typed as text) until the frame after it has been
// drawn (a task posted from `requestAnimationFrame` runs once it is). --against=DIR measures
// other builds too (e.g. `vite build --outDir DIR` of another commit): the keys alternate between
// the builds, so that all see the same load on a shared machine. The first key of each tab warms
// up and is not counted. Prints each build's median, quartiles and range, and the ratio of its
// median to dist/'s. --trace=DIR saves a trace of the last key of each build.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  count,
  launchBrowser,
  option,
  quantile,
  runBenchmark,
  startBuilds,
} from './bench-support.mjs';
import { benchmarkTab } from './fake-route-list.mjs';

const KEYS = count('keys', 40);
const TOTAL = count('total', 5000);
const THROTTLE = count('throttle', 4);
const againstDirs = option('against')?.split(',') ?? [];
const traceDir = option('trace');
// A comment as staff write it; typed again from its start once it is all in.
const TEXT = 'Индексация тарифов 2027 года по служебной записке ';

/** In the page: `window.benchKey` resolves with the ms from the next key until it is painted. */
const armTimer = (page) =>
  page.evaluate(() => {
    window.benchKey = new Promise((done) => {
      let typedAt;
      const typed = (event) => {
        if (typedAt !== undefined) return;
        typedAt = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done(performance.now() - typedAt);
          channel.port2.postMessage(null);
        });
      };
      for (const type of ['keydown', 'beforeinput'])
        document.addEventListener(type, typed, { capture: true, once: true });
    });
  });

/** A tab with 5 000 routes in «Изменение НМЦ», +10 %; `key()` times one key in «Комментарий». */
async function openForm(browser, build) {
  const { context, page, cdp } = await benchmarkTab(browser, TOTAL);
  await page.goto(`${build.origin}/routes`);
  await page.getByRole('button', { name: /^Выбрать все найденные/ }).click({ timeout: 60_000 });
  await page.getByText(/^Выбрано маршрутов: [1-9]/).waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Изменить НМЦ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
  await dialog.getByLabel('Изменение, %').fill('10');
  await dialog.getByRole('region', { name: 'Предпросмотр' }).waitFor({ timeout: 60_000 });
  const selected = await dialog.getByText(/^Выбрано маршрутов:/).textContent();
  if (Number(selected.replace(/\D/g, '')) !== Math.min(TOTAL, 5000))
    throw new Error(`Not every route is in the form: «${selected}».`);
  const comment = dialog.getByLabel('Комментарий');
  await comment.click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  let typed = 0;

  const key = async (tracePath) => {
    const char = TEXT[typed % TEXT.length];
    typed += 1;
    await armTimer(page);
    if (tracePath) await browser.startTracing(page, { path: tracePath });
    await page.keyboard.type(char);
    const ms = await page.evaluate(() => window.benchKey);
    if (tracePath) await browser.stopTracing();
    return ms;
  };

  await key(); // compiles and warms what the timed keys reuse
  return { key, close: () => context.close() };
}

/** Median, quartiles and range of a build's keys, and its median against dist/'s. */
function summary(build, base) {
  const ms = (value) => Math.round(value);
  const all = build.times;
  const median = quantile(all, 0.5);
  return {
    build: build.name,
    'median, ms': ms(median),
    'quartiles, ms': `${ms(quantile(all, 0.25))}–${ms(quantile(all, 0.75))}`,
    'range, ms': `${ms(Math.min(...all))}–${ms(Math.max(...all))}`,
    'ratio to dist': (median / quantile(base.times, 0.5)).toFixed(2),
    keys: all.length,
  };
}

async function main() {
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const builds = await startBuilds(againstDirs, 'npm run bundle');
  const browser = await launchBrowser();

  for (const build of builds) {
    console.error(`${build.name}: selecting ${TOTAL} routes and opening «Изменение НМЦ»…`);
    build.form = await openForm(browser, build);
    build.times = [];
  }
  for (let n = 1; n <= KEYS; n += 1) {
    if (n % 10 === 0) console.error(`key ${n}/${KEYS}`);
    // The builds take turns going first, so that none always follows the same one.
    const order = n % 2 === 1 ? builds : [...builds].reverse();
    for (const build of order) {
      const trace = traceDir && n === KEYS ? join(traceDir, `${build.name}-key.json`) : '';
      build.times.push(await build.form.key(trace));
    }
  }
  console.log(
    `A key in «Комментарий» with ${TOTAL} routes selected, +10 %, key to paint, CPU slowed ${THROTTLE}×:`,
  );
  console.table(builds.map((build) => summary(build, builds[0])));
}

await runBenchmark(main);
