// The README's first command as a newcomer meets it: `npm start` (the Vite dev server, React in
// StrictMode, on the backend with memory), then the work a person tries first. Its own ports, so
// it runs beside the rest. One long test: the dev server compiles each module on its first
// request, and a second test would pay again for the screens the first one has opened.
import { spawn, type ChildProcess } from 'node:child_process';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ports } from '../../scripts/ports.mjs';
import { fillPercentChange } from './bulk-support';
import { expectSettled, LARGE_IMPORT_LIST, LOADED, notice, pickOption } from './support';
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

/**
 * Every error and warning of the page's console, and every uncaught exception: the development
 * builds of React and antd say there what is wrong (a missing key, a deprecated prop, an effect
 * that does not survive StrictMode), and none of it is expected.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  const where = (message: ConsoleMessage) => {
    const { url, lineNumber } = message.location();
    return url ? ` (${url}:${lineNumber})` : '';
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}${where(message)}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The digits of a money text or field: «69 408 ₽» and «69 408» are the same amount. */
const digits = async (where: Locator, read: 'text' | 'value') =>
  (read === 'text' ? await where.innerText() : await where.inputValue()).replace(/\D/g, '');

test('a newcomer on npm start prices, confirms, edits, accepts, exports, changes in bulk and clears a notification', async ({
  page,
}) => {
  // The dev server compiles each module on its first request: every first screen takes longer.
  test.setTimeout(240_000);
  const problems = consoleProblems(page);

  await test.step('sign in', async () => {
    await page.goto(`${APP}/login`);
    await page.getByLabel('Имя пользователя').fill('novikov.p');
    await page.getByLabel('Пароль').fill('demo');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('banner')).toContainText('novikov.p', LOADED);
  });

  const priced = await test.step('price a typed route and confirm it', async () => {
    await page.getByRole('radio', { name: 'Вручную' }).check();
    await page.getByLabel('Откуда', { exact: true }).fill('Казань');
    await page.getByLabel('Куда', { exact: true }).fill('Самара');
    await page.getByLabel('Категория ТС').click();
    await pickOption(page, 'до 0,8 т');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const result = page.getByRole('region', { name: 'Результат расчёта' });
    await expect(result.getByRole('button', { name: 'Подтвердить' })).toBeVisible(LOADED);
    await expect(result.getByRole('heading', { name: 'Казань → Самара' })).toBeVisible();
    await expect(result).toContainText('до 0,8 т');
    await expect(result).not.toContainText('Такой маршрут уже есть');
    const nmc = await digits(result.getByRole('textbox', { name: 'НМЦ' }), 'value');
    expect(nmc).not.toBe('');

    await result.getByRole('button', { name: 'Подтвердить' }).click();
    await page.waitForURL(/\/routes\/\d+$/, LOADED);
    await expect(page.getByRole('heading', { name: 'Казань — Самара' })).toBeVisible(LOADED);
    return { id: Number(/\/routes\/(\d+)$/.exec(page.url())?.[1]), nmc };
  });

  const form = page.getByRole('dialog', { name: 'Редактирование маршрута' });
  const newestChange = page
    .getByRole('region', { name: 'История изменений НМЦ' })
    .locator('tbody tr[data-row-key]')
    .first();
  const nmcField = form.getByLabel('НМЦ');
  const commentField = form.getByLabel('Комментарий');

  await test.step('edit it: the form opens filled, a comment alone is saved', async () => {
    await page.getByRole('button', { name: 'Редактировать' }).click();
    await expectSettled(form);
    await expect.poll(() => digits(nmcField, 'value')).toBe(priced.nmc);
    // A typed comment is not dropped without asking.
    await commentField.fill('Первая правка');
    await form.getByRole('button', { name: 'Отмена' }).click();
    const unsaved = page.getByRole('dialog', { name: 'Изменения не сохранены' });
    await expectSettled(unsaved);
    await unsaved.getByRole('button', { name: 'Вернуться' }).click();
    await expect(unsaved).toBeHidden();
    await expect(commentField).toHaveValue('Первая правка');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form).toBeHidden();
    await expect(notice(page, 'Маршрут сохранён').last()).toBeVisible();
    await expect(newestChange).toContainText('Первая правка', LOADED);
    await expect(newestChange).toContainText('novikov.p');
  });

  const justified =
    await test.step('«Принять как НМЦ» fills the form with the justified price', async () => {
      const panel = page.getByRole('region', { name: 'Обоснование НМЦ' });
      await panel.scrollIntoViewIfNeeded();
      const accept = panel.getByRole('button', { name: 'Принять как НМЦ' });
      await expect(accept).toBeEnabled(LOADED);
      const price = await digits(
        panel
          .getByText('Обоснованная НМЦ', { exact: true })
          .locator('xpath=following-sibling::*[1]'),
        'text',
      );
      await accept.click();
      await expectSettled(form);
      await expect.poll(() => digits(nmcField, 'value')).toBe(price);
      await expect(commentField).toHaveValue(/^Обоснование: среднее \d+ цен/);
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await expect(form).toBeHidden();
      await expect(newestChange).toContainText('Обоснование', LOADED);
      return Number(price);
    });

  await test.step('filter the list and export it', async () => {
    await page.goto(`${APP}/routes?firstWaypoint=Казань&lastWaypoint=Самара`);
    await expect(page.getByRole('link', { name: String(priced.id), exact: true })).toBeVisible(
      LOADED,
    );
    const download = page.waitForEvent('download', LOADED);
    await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await download).path());
    const rows = book.worksheets[0]?.getSheetValues() ?? [];
    const routeRow = rows.find((values) => Array.isArray(values) && values.includes(priced.id));
    expect(routeRow).toEqual(expect.arrayContaining(['Казань — Самара', justified]));
  });

  await test.step('change two routes by 10 %, then undo it', async () => {
    await page.goto(`${APP}/routes?firstWaypoint=Самара`);
    await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
    for (const row of [1, 2]) await page.getByRole('row').nth(row).getByRole('checkbox').check();
    await expect(page.getByText('Выбрано маршрутов: 2')).toBeVisible();
    const dialog = await fillPercentChange(page, '10', 'Индексация');
    await expect(dialog.getByText('Изменится: 2 из 2')).toBeVisible(LOADED);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    const run = page.getByRole('region', { name: /^Изменение НМЦ/ });
    await expect(run.getByText('Изменено: 2')).toBeVisible(LOADED);

    await run.getByRole('button', { name: 'Отменить изменения' }).click();
    const ask = page.getByRole('dialog', { name: 'Вернуть прежнюю НМЦ 2 маршрутам?' });
    await expectSettled(ask);
    await ask.getByRole('button', { name: 'Отменить изменения' }).click();
    await expect(
      run.getByRole('region', { name: 'Отмена изменений' }).getByText('Отменено: 2'),
    ).toBeVisible(LOADED);
  });

  await test.step('open the notification centre and delete one', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Центр уведомлений/ })
      .click();
    const first = page.locator('tbody tr[data-row-key]').first();
    await expect(first).toBeVisible(LOADED);
    const key = await first.getAttribute('data-row-key');
    await first.getByRole('button', { name: 'Удалить' }).click();
    const yes = page
      .getByRole('dialog', { name: 'Удалить уведомление?' })
      .getByRole('button', { name: 'Удалить', exact: true });
    await expectSettled(yes);
    await yes.click();
    await expect(notice(page, 'Уведомление удалено').last()).toBeVisible(LOADED);
    await expect(page.locator(`tbody tr[data-row-key="${key}"]`)).toHaveCount(0);
  });

  await test.step('the list of an import of 5 000 routes opens, and again after a reload', async () => {
    await page.goto(`${APP}${LARGE_IMPORT_LIST}`);
    await expect(page.getByText('Найдено маршрутов: 300')).toBeVisible(LOADED);
    await page.reload();
    await expect(page.getByText('Найдено маршрутов: 300')).toBeVisible(LOADED);
  });

  expect(problems).toEqual([]);
});
