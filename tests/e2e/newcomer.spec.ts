// The README's first command as a newcomer meets it: `npm start` (the dev server on the backend
// with memory), then the first work a person tries. Its own ports, so it runs beside the rest.
import { spawn, type ChildProcess } from 'node:child_process';
import ExcelJS from 'exceljs';
import { ports } from '../../scripts/ports.mjs';
import { LOADED, pickOption } from './support';
import { expect, test } from './test';

// Beside the ports of the run's own servers, and moved with them (scripts/ports.mjs).
const DEV_PORT = ports.dev + 17;
const BACKEND_PORT = ports.backend + 17;
const APP = `http://127.0.0.1:${DEV_PORT}`;

let start: ChildProcess | undefined;

async function listening(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    const up = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer at ${url}`);
}

test.beforeAll(async () => {
  start = spawn('npm', ['start'], {
    env: { ...process.env, DEV_PORT: String(DEV_PORT), BACKEND_PORT: String(BACKEND_PORT) },
    stdio: 'ignore',
    // Its own process group: stopping it stops the backend and Vite it started.
    detached: true,
  });
  await listening(`${APP}/login`, Date.now() + 30_000);
});

test.afterAll(() => {
  if (start?.pid) process.kill(-start.pid, 'SIGTERM');
});

test('a newcomer prices a typed route, confirms it, edits it, finds it and exports it', async ({
  page,
}) => {
  // The dev server compiles each module on its first request: the first screens take longer.
  test.setTimeout(90_000);
  await page.goto(`${APP}/login`);
  await page.getByLabel('Имя пользователя').fill('novikov.p');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('banner')).toContainText('novikov.p', LOADED);

  await page.getByLabel('Откуда', { exact: true }).fill('Казань');
  await page.getByLabel('Куда', { exact: true }).fill('Самара');
  await page.getByLabel('Категория ТС').click();
  await pickOption(page, 'до 0,8 т');
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  const result = page.getByRole('region', { name: 'Результат расчёта' });
  await expect(result.getByRole('button', { name: 'Подтвердить' })).toBeVisible(LOADED);
  await expect(result).toContainText('Казань');
  await expect(result).toContainText('Самара');
  await expect(result).toContainText('до 0,8 т');
  await expect(result).not.toContainText('Такой маршрут уже есть');

  await result.getByRole('button', { name: 'Подтвердить' }).click();
  await page.waitForURL(/\/routes\/\d+$/, LOADED);
  const id = /\/routes\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Казань — Самара' })).toBeVisible(LOADED);

  await page.getByRole('button', { name: 'Редактировать' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('НМЦ').fill('123456');
  await form.getByLabel('Комментарий').fill('Первая правка');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  await page.reload();
  const newest = page.locator('tbody tr[data-row-key]').first();
  await expect(newest).toContainText('123 456 ₽', LOADED);
  await expect(newest).toContainText('Первая правка');
  await expect(newest).toContainText('novikov.p');

  await page.goto(`${APP}/routes?firstWaypoint=Казань&lastWaypoint=Самара`);
  const row = page.getByRole('row').filter({ hasText: '123 456 ₽' });
  await expect(row).toContainText('до 0,8 т', LOADED);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows = book.worksheets[0]!.getSheetValues().filter(Boolean);
  const routeRow = rows.find((values) => Array.isArray(values) && values.includes(Number(id)));
  expect(routeRow).toEqual(expect.arrayContaining(['Казань — Самара', 123_456]));
});
