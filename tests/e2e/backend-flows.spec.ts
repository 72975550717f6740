// What a write leaves behind, on the backend with memory: each test starts from the seed in a
// store of its own, the page signed in as ME, and reads back through the API what the screens
// wrote, as a colleague would see it. No answer here is faked. The tests tagged @nginx run on the
// build behind nginx, as it is deployed (the project `nginx`), and not again on `vite preview`.
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './a11y-support';
import { expect, signInAs, test, type Backend, type RouteRead } from './backend';
import { fillPercentChange, selectRows } from './bulk-support';
import { LOADED, notice, pickOption } from './support';

/** The page's user: not one of the seed's authors, so a history row by them is ours. */
const ME = 'orlov.v';
const COLLEAGUE = 'petrov.s';

/** Staff's note on a route, as the seed's routes carry them. */
const NOTE = 'Две точки выгрузки';

/** +10 %, to the whole rouble, half away from zero (PRODUCT §4); the seed's НМЦ are positive. */
const plusTenPercent = (nmc: number) => Math.round(nmc * 1.1);

const money = (value: number) => `${value.toLocaleString('ru-RU')}\u00a0₽`;

/** The two routes that start in Самара (288 and 84 in the seed), each with an НМЦ. */
const SAMARA = 'firstWaypoint=Самара';

const run = (page: Page) => page.getByRole('region', { name: /^Изменение НМЦ/ });

const history = (page: Page) => page.getByRole('region', { name: 'История изменений НМЦ' });

const newestHistoryRow = (page: Page) => history(page).locator('tbody tr[data-row-key]').first();

/** The filtered route list with both Самара routes ticked; their ids, newest first. */
async function selectSamaraRoutes(page: Page, backend: Backend) {
  const ids = (await backend.routes('first_waypoint=Самара&limit=1000')).map(({ id }) => id);
  expect(ids).toHaveLength(2);
  await page.goto(`/routes?${SAMARA}`);
  await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
  await selectRows(page, ids);
  await expect(page.getByText('Выбрано маршрутов: 2')).toBeVisible();
  return ids;
}

/** Types a route into the calculator «Вручную» and asks for its price. */
async function priceRoute(page: Page, cities: string[], category: string) {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Вручную' }).check();
  await page.getByLabel('Откуда', { exact: true }).fill(cities[0]!);
  for (const city of cities.slice(1, -1)) {
    await page.getByRole('button', { name: 'Добавить точку' }).click();
    await page.getByLabel('Через', { exact: true }).last().fill(city);
  }
  await page.getByLabel('Куда', { exact: true }).fill(cities.at(-1)!);
  await page.getByLabel('Категория ТС').click();
  await pickOption(page, category);
  await page.getByRole('button', { name: 'Рассчитать' }).click();
}

test.describe('what a write leaves behind, on the backend with memory', () => {
  test.beforeEach(async ({ page, backend }) => {
    // Jobs end in 0.3 s instead of 2 s: the calculator and the export wait for one poll only.
    await backend.reset({ jobStartMs: 0, jobEndMs: 300 });
    await signInAs(page, backend, ME);
  });

  test('a new route priced and confirmed opens as route 301 and heads the route list', async ({
    page,
    backend,
  }) => {
    await priceRoute(page, ['Казань', 'Самара'], 'до 0,8 т');
    const result = page.getByRole('region', { name: 'Результат расчёта' });
    await expect(result.getByRole('heading', { name: 'Казань → Самара' })).toBeVisible(LOADED);
    await expect(result).toContainText('Категория ТСдо 0,8 т');
    // The warning comes with the card's own data (its existing_route_id), so it is there by now.
    await expect(result.getByText('Такой маршрут уже есть')).toHaveCount(0);

    await result.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/routes\/301$/, LOADED);
    await expect(notice(page, 'В расчет добавлен маршрут').last()).toContainText('Казань - Самара');
    expect(await backend.route(301)).toMatchObject({ id: 301, category: 'lte08' });

    await page.goto('/routes');
    await expect(page.getByText('Найдено маршрутов: 301')).toBeVisible(LOADED);
    const first = page.getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: '301', exact: true })).toBeVisible();
    await expect(first).toContainText('Казань - Самара');
    await expect(first).toContainText('до 0,8 т');
  });

  test('pricing a route that is saved already says so and links to it', async ({ page }) => {
    await priceRoute(page, ['Москва', 'Нижний Новгород', 'Казань'], 'до 20 т');
    const result = page.getByRole('region', { name: 'Результат расчёта' });
    await expect(
      result.getByRole('heading', { name: 'Москва → Нижний Новгород → Казань' }),
    ).toBeVisible(LOADED);
    const warning = result.getByRole('alert').filter({ hasText: 'Такой маршрут уже есть' });
    await expect(warning).toBeVisible(LOADED);
    await expect(warning.getByRole('link', { name: '№ 1', exact: true })).toHaveAttribute(
      'href',
      '/routes/1',
    );
  });

  test('an edit on the route page stays after a reload, on top of the history with its author @nginx', async ({
    page,
    backend,
  }) => {
    await page.goto('/routes/5');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await dialog.getByLabel('НМЦ').fill('123456');
    await dialog.getByLabel('Комментарий').fill('Пересчёт по новой ставке');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    const shownNmc = page.getByRole('strong').filter({ hasText: '₽' });
    await expect(shownNmc).toHaveText('123 456 ₽');

    await page.reload();
    await expect(shownNmc).toHaveText('123 456 ₽', LOADED);
    const newest = newestHistoryRow(page);
    await expect(newest).toContainText('123 456 ₽', LOADED);
    await expect(newest).toContainText('Пересчёт по новой ставке');
    await expect(newest).toContainText(ME);
    expect(await backend.route(5)).toMatchObject({
      nmc: 123_456,
      comment: 'Пересчёт по новой ставке',
    });
  });

  test('a colleague’s save while the form is open: the conflict shows theirs, nothing of ours is written until the user decides', async ({
    page,
    backend,
  }) => {
    const before = await backend.route(5);
    await page.goto('/routes/5');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await dialog.getByLabel('НМЦ').fill('99999');

    const theirs = await backend.call('PATCH', '/api/routes/v1/5/', {
      as: COLLEAGUE,
      data: { comment: 'Согласовано с заказчиком' },
    });
    expect(theirs.status).toBe(200);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();

    const conflict = dialog
      .getByRole('alert')
      .filter({ hasText: 'Маршрут уже изменён другим пользователем' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Согласовано с заказчиком');
    await expect(conflict).toContainText(money(before.nmc!));
    await expect(dialog.getByLabel('НМЦ')).toHaveValue('99 999');
    expect(await backend.route(5)).toMatchObject({
      nmc: before.nmc,
      comment: 'Согласовано с заказчиком',
    });

    // The user decides: their НМЦ goes over the colleague's version, the comment stays theirs.
    await conflict.getByRole('button', { name: 'Записать мои значения' }).click();
    await expect(dialog).toBeHidden();
    expect(await backend.route(5)).toMatchObject({
      nmc: 99_999,
      comment: 'Согласовано с заказчиком',
    });
  });

  test('a bulk +10 % writes each route, and the list, the API and the history show it after a reload', async ({
    page,
    backend,
  }) => {
    test.slow(); // three screens: the list, the list reloaded, a route page (20 s on CPU ×4)
    const ids = await selectSamaraRoutes(page, backend);
    const before = await Promise.all(ids.map((id) => backend.route(id)));
    const after = before.map((route) => plusTenPercent(route.nmc!));
    const dialog = await fillPercentChange(page, '10', 'Индексация 2027');
    await expect(dialog.getByText('Изменится: 2 из 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);

    const written = await Promise.all(ids.map((id) => backend.route(id)));
    expect(written.map(({ nmc, comment }) => ({ nmc, comment }))).toEqual(
      after.map((nmc) => ({ nmc, comment: 'Индексация 2027' })),
    );

    await page.reload();
    await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
    for (const [index, id] of ids.entries()) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
      await expect(row).toContainText(money(after[index]!));
    }

    await page.goto(`/routes/${ids[0]}`);
    const newest = newestHistoryRow(page);
    await expect(newest).toContainText(money(after[0]!), LOADED);
    await expect(newest).toContainText('Индексация 2027');
    await expect(newest).toContainText(ME);
  });

  test('a colleague’s write after the preview is a conflict, and their value stays', async ({
    page,
    backend,
  }, info) => {
    test.slow(); // a run, an axe scan of its result and a second preview
    const [mine, theirs] = await selectSamaraRoutes(page, backend);
    const mineBefore = await backend.route(mine!);
    const dialog = await fillPercentChange(page, '10', 'Индексация 2027');
    await expect(dialog.getByText('Изменится: 2 из 2')).toBeVisible();

    const patched = await backend.call('PATCH', `/api/routes/v1/${theirs}/`, {
      as: COLLEAGUE,
      data: { nmc: 200_000 },
    });
    expect(patched.status).toBe(200);
    await dialog.getByRole('button', { name: 'Применить' }).click();

    await expect(run(page).getByText('Конфликтов: 1')).toBeVisible(LOADED);
    await expect(run(page).getByText('Изменено: 1')).toBeVisible();
    await expect(
      run(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(theirs), exact: true }) }),
    ).toContainText('Маршрут уже изменён другим пользователем: НМЦ 200 000 ₽');
    expect((await backend.route(theirs!)).nmc).toBe(200_000);
    expect((await backend.route(mine!)).nmc).toBe(plusTenPercent(mineBefore.nmc!));
    await expectAccessible(page, info, 'bulk change: a result with conflicts');

    // The conflicted route links to its page; «Выбрать конфликтные» selects it alone, as it is
    // now, for another run over the colleague's НМЦ.
    const conflicted = run(page)
      .getByRole('link')
      .filter({ hasText: /Самара/ });
    await expect(conflicted).toHaveAttribute('href', `/routes/${theirs}`);
    await run(page).getByRole('button', { name: 'Выбрать конфликтные' }).click();
    await expect(page.getByText('Выбрано маршрутов: 1')).toBeVisible(LOADED);
    const again = await fillPercentChange(page, '10', 'Индексация 2027, повторно');
    await expect(again.getByText('Изменится: 1 из 1')).toBeVisible();
    await expect(again.getByRole('row').filter({ hasText: String(theirs) })).toContainText(
      money(200_000),
    );
  });

  test('«Отменить изменения» puts each route back as it was, its note in the history by the undoing user @nginx', async ({
    page,
    backend,
  }) => {
    const ids = await selectSamaraRoutes(page, backend);
    // Staff's own note on the first route, which the run's comment replaces for a while.
    const noted = await backend.call('PATCH', `/api/routes/v1/${ids[0]}/`, {
      as: COLLEAGUE,
      data: { comment: NOTE },
    });
    expect(noted.status).toBe(200);
    const before = await Promise.all(ids.map((id) => backend.route(id)));
    expect(before[0]!.comment).toBe(NOTE);
    const dialog = await fillPercentChange(page, '10', 'Индексация 2027');
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    expect(await backend.route(ids[0]!)).toMatchObject({
      nmc: plusTenPercent(before[0]!.nmc!),
      comment: 'Индексация 2027',
    });

    await run(page).getByRole('button', { name: 'Отменить изменения' }).click();
    await page
      .getByRole('dialog', { name: 'Вернуть прежнюю НМЦ 2 маршрутам?' })
      .getByRole('button', { name: 'Отменить изменения' })
      .click();
    const undo = run(page).getByRole('region', { name: 'Отмена изменений' });
    await expect(undo.getByText('Отменено: 2')).toBeVisible(LOADED);
    // The button asked from is gone with the undo: the focus is on the undo's heading.
    await expect(undo.getByRole('heading', { name: 'Отмена изменений' })).toBeFocused();

    // Exactly as before the run: the НМЦ and the comment, the other route's (null or not) too.
    const restored = await Promise.all(ids.map((id) => backend.route(id)));
    const held = ({ nmc, comment }: RouteRead) => ({ nmc, comment });
    expect(restored.map(held)).toEqual(before.map(held));
    // The result says what went back.
    await expect(undo).toContainText(`Возвращено: ${money(before[0]!.nmc!)}, «${NOTE}»`);

    await page.goto(`/routes/${ids[0]}`);
    const newest = newestHistoryRow(page);
    await expect(newest).toContainText(NOTE, LOADED);
    await expect(newest).toContainText(money(before[0]!.nmc!));
    await expect(newest).toContainText(ME);
  });

  test('the Excel export of a filtered list holds exactly the routes of that filter @nginx', async ({
    page,
    backend,
  }) => {
    const expected = (await backend.routes('first_waypoint=Казань&limit=1000')).map(({ id }) => id);
    await page.goto('/routes?firstWaypoint=Казань');
    await expect(page.getByText(`Найдено маршрутов: ${expected.length}`)).toBeVisible(LOADED);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    const file = await (await download).path();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Маршруты')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.getRow(1).getCell(2).value).toBe('Маршрут');
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const ids = rows.map((row) => Number(row.getCell(1).value));
    const byNumber = (a: number, b: number) => a - b;
    expect(ids.sort(byNumber)).toEqual(expected.sort(byNumber));
    for (const row of rows) expect(row.getCell(2).text).toMatch(/^Казань — /);
  });

  test('«Обоснование НМЦ лота» of two selected routes: an .xlsx with formulas, and an A4 page to sign', async ({
    page,
    backend,
  }) => {
    const ids = await selectSamaraRoutes(page, backend);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Обоснование НМЦ лота' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Обоснование НМЦ лота.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const lot = workbook.getWorksheet('Лот')!;
    const table = lot.getRows(15, 2) ?? [];
    expect(table.map((row) => Number(row.getCell('B').value)).sort()).toEqual([...ids].sort());
    for (const row of table) expect(row.getCell('F').formula).toMatch(/^COUNT\('Наблюдения'!D/);

    // «Печать» shows the document alone, on A4 landscape, with the lines to sign.
    await page.evaluate(() => (window.print = () => undefined));
    await page.getByRole('dialog').getByRole('button', { name: 'Печать' }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('[data-print-sheet]');
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(sheet.locator('tbody tr')).toHaveCount(4 + 2);
    await expect(sheet).toContainText(`Подготовил${ME}`);
    await expect(sheet).toContainText('Должность');
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    // A4 landscape: 297 × 210 mm in points, as Chromium rounds them.
    expect(pdf).toMatch(/\/MediaBox \[0 0 84[12]\.\d+ 59[45]\.\d+\]/);
  });
});
