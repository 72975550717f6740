// `npm run bench:slow [-- --routes=N] [--latency=MS]`:
// «По рынку» then «Применить» on N routes (500 by default) with every API call taking MS ms
// (100 by default), as a real backend far from the office answers. Needs `npm run bundle` first:
// it measures dist/ as `vite preview` serves it, on the built-in backend (tests/backend) started
// with `BACKEND_LATENCY_MS` and `BACKEND_ROUTE_COUNT`. Not part of `npm test`: it takes minutes.
//
// Prints the time from «По рынку» until the preview is whole, the time from «Применить» until
// the run's result, the API requests sent in each phase by kind, and the most that were in
// flight at once (the app allows 4 route requests a tab).
import { chromium } from '@playwright/test';
import { count, runBenchmark, startBackendApp } from './bench-support.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { atStop } from './processes.mjs';

const ROUTES = count('routes', 500);
const LATENCY = count('latency', 100);
const LONG = { timeout: 30 * 60_000 };

/** Counts the page's API requests by kind, and the most in flight at once. */
function watchRequests(page) {
  const stats = { inFlight: 0, peak: 0, kinds: new Map() };
  const kindOf = (request) => {
    const { pathname } = new URL(request.url());
    const path = pathname.replace(/\/\d+\//g, '/{id}/');
    return `${request.method()} ${path}`;
  };
  const done = () => (stats.inFlight -= 1);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    stats.inFlight += 1;
    stats.peak = Math.max(stats.peak, stats.inFlight);
    const kind = kindOf(request);
    stats.kinds.set(kind, (stats.kinds.get(kind) ?? 0) + 1);
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) done();
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) done();
  });
  /** The phase so far, and a fresh count for the next one. */
  return () => {
    const phase = { peak: stats.peak, kinds: Object.fromEntries(stats.kinds) };
    stats.peak = stats.inFlight;
    stats.kinds = new Map();
    return phase;
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const origin = await startBackendApp({
    BACKEND_LATENCY_MS: String(LATENCY),
    BACKEND_ROUTE_COUNT: String(ROUTES),
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  atStop(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${origin}/login`);
  await page.getByLabel('Имя пользователя').fill('bench.user');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(`${origin}/`, LONG);

  await page.goto(`${origin}/routes`);
  await page.getByRole('button', { name: /^Выбрать все найденные/ }).click(LONG);
  await page.getByText(`Выбрано маршрутов: ${ROUTES}`).first().waitFor(LONG);
  await page.getByRole('button', { name: 'Изменить НМЦ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
  await dialog.getByText(`Выбрано маршрутов: ${ROUTES}`).waitFor(LONG);
  const phase = watchRequests(page);

  console.error(`«По рынку» on ${ROUTES} routes, ${LATENCY} ms a call…`);
  const marketAt = Date.now();
  await dialog.getByText('По рынку', { exact: true }).click();
  const preview = dialog.getByRole('region', { name: 'Предпросмотр' });
  await preview.getByText(/^Изменится: \d+ из/).waitFor(LONG);
  const toPreview = Date.now() - marketAt;
  const previewText = (await preview.textContent()) ?? '';
  const writes = Number(/Изменится: (\d+)/.exec(previewText)?.[1] ?? NaN);
  const market = phase();

  console.error(`«Применить»: ${writes} routes to write…`);
  await dialog.getByLabel('Комментарий').fill('Переоценка по рынку');
  const applyAt = Date.now();
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await page
    .getByText(/^Изменено: \d+/)
    .first()
    .waitFor(LONG);
  const toEnd = Date.now() - applyAt;
  const run = phase();

  console.log(`${ROUTES} routes, ${LATENCY} ms a call, «По рынку» then «Применить»:`);
  console.table([
    {
      phase: '«По рынку» → preview whole',
      time: seconds(toPreview),
      requests: Object.values(market.kinds).reduce((sum, n) => sum + n, 0),
      'peak in flight': market.peak,
    },
    {
      phase: `«Применить» → result (${writes} to write)`,
      time: seconds(toEnd),
      requests: Object.values(run.kinds).reduce((sum, n) => sum + n, 0),
      'peak in flight': run.peak,
    },
  ]);
  console.log('Requests by kind, «По рынку»:', market.kinds);
  console.log('Requests by kind, «Применить»:', run.kinds);
}

await runBenchmark(main);
