// `npm run bench:import [-- --rows=N] [--runs=N]`:
// An import of N rows (5 000 by default, the most a file may hold) through the calculator, on
// dist/ as `vite preview` serves it and the built-in backend (tests/backend) with its jobs ending
// at once (`BACKEND_JOB_*_MS=0`), so that only the app and the backend's own work are timed.
// Needs `npm run bundle` first. Not part of `npm test`: it varies with the machine's load.
//
// Each run uploads a fresh .xlsx of N distinct routes (a few of them saved routes, so that the
// registry НМЦ is read too) and times, from the click on «Загрузить»: the answer of the upload,
// the first page of rows on screen, and the totals above them (every row read).
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { count, quantile, runBenchmark, startBackendApp } from './bench-support.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root } from './codegen.mjs';
import { atStop } from './processes.mjs';

const ROWS = count('rows', 5000);
const RUNS = count('runs', 3);
const LONG = { timeout: 5 * 60_000 };

/** N distinct routes: pairs of the backend's cities in every category, route 1 of the seed first. */
async function importFile(rows) {
  const load = (path) => runnerImport(path, { root, configFile: false, logLevel: 'error' });
  const [{ module: files }, { module: cities }] = await Promise.all([
    load('/tests/backend/files/route-import.ts'),
    load('/tests/backend/data/cities.ts'),
  ]);
  const names = cities.CITIES.map((city) => city.name);
  const categories = ['до 0,8 т', 'до 1,5 т', 'до 3 т', 'до 5 т', 'до 10 т', 'до 20 т', 'до 40 т'];
  const file = [
    { Откуда: 'Москва', Через: 'Нижний Новгород', Куда: 'Казань', 'Категория ТС': 'до 20 т' },
  ];
  for (let i = 0; file.length < rows; i += 1) {
    const from = names[i % names.length];
    const to = names[(i + 1 + Math.floor(i / names.length)) % names.length];
    const category = categories[Math.floor(i / names.length ** 2) % categories.length];
    if (from !== to) file.push({ Откуда: from, Куда: to, 'Категория ТС': category });
  }
  return Buffer.from(await files.routeImportTemplate(file));
}

async function main() {
  const origin = await startBackendApp({ BACKEND_JOB_START_MS: '0', BACKEND_JOB_END_MS: '0' });
  const buffer = await importFile(ROWS);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  atStop(() => browser.close());
  const times = { upload: [], firstPage: [], totals: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    await page.goto(`${origin}/login`);
    await page.getByLabel('Имя пользователя').fill(`bench.${run}`);
    await page.getByLabel('Пароль').fill('demo');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('radio', { name: 'Из файла' }).check(LONG);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Выбрать файл' }).click(),
    ]);
    await chooser.setFiles({
      name: 'tariffs-2027.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/calculator-editor/import/'),
      LONG,
    );
    const started = Date.now();
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await uploaded;
    times.upload.push(Date.now() - started);
    const rows = page.getByRole('table', { name: 'Строки файла' });
    await rows.getByRole('cell', { name: '2', exact: true }).waitFor(LONG);
    times.firstPage.push(Date.now() - started);
    await page.getByText(/^Новых: \d+ · Изменит: /).waitFor(LONG);
    times.totals.push(Date.now() - started);
    console.log(
      `run ${run}: upload ${times.upload.at(-1)} ms, first page ${times.firstPage.at(-1)} ms, totals ${times.totals.at(-1)} ms`,
    );
    await page.close();
  }
  const line = (name, values) =>
    `${name.padEnd(11)} median ${quantile(values, 0.5)} ms, range ${Math.min(...values)}–${Math.max(...values)} ms`;
  console.log(`\n${ROWS} rows, ${RUNS} runs:`);
  console.log(line('upload', times.upload));
  console.log(line('first page', times.firstPage));
  console.log(line('totals', times.totals));
}

await runBenchmark(main);
