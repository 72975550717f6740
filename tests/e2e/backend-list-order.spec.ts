// The route list as a working tool (PRODUCT §8), on the backend with memory: a header sorts, the
// order survives a reload, the deviation filter takes a decimal comma, and «Выбрать все
// найденные» and the export read the routes in the order on screen.
import ExcelJS from 'exceljs';
import { expect, signInAs, test } from './backend';
import { expectSettled, LOADED } from './support';

test('a header sorts by the distance from the market, kept over a reload; the filter, «Выбрать все найденные» and the export follow', async ({
  page,
  backend,
}) => {
  await backend.reset({ jobEndMs: 300 });
  await signInAs(page, backend, 'orlov.v');
  await page.goto('/routes');
  const header = page.getByRole('columnheader', { name: 'Отклонение' });
  await header.getByRole('button', { name: 'Отклонение' }).click(LOADED);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button', { name: 'Отклонение' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]ordering=-market_deviation(&|$)/);

  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending', LOADED);
  const bounds = page.getByRole('group', { name: 'Отклонение от рынка, %' });
  await bounds.getByRole('spinbutton', { name: /от$/ }).fill('8,5');
  await bounds.getByRole('spinbutton', { name: /от$/ }).press('Enter');
  await expect(page).toHaveURL(/[?&]marketDeviationMin=8\.5(&|$)/);

  const expected = await backend.routes(
    'market_deviation_min=8.5&ordering=-market_deviation&limit=1000',
  );
  expect(expected.length).toBeGreaterThan(10);
  const ids = expected.map(({ id }) => id);
  await expect(page.getByText(`Найдено маршрутов: ${ids.length}`)).toBeVisible(LOADED);
  const firstLink = page.getByRole('row').nth(1).getByRole('link');
  await expect(firstLink).toHaveText(String(ids[0]));

  const readAll = page.waitForRequest((request) => request.url().includes('limit=1000'));
  await page.getByRole('button', { name: `Выбрать все найденные (${ids.length})` }).click();
  expect(new URL((await readAll).url()).searchParams.get('ordering')).toBe('-market_deviation');
  await expect(page.getByText(`Выбрано маршрутов: ${ids.length}`)).toBeVisible(LOADED);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.getWorksheet('Маршруты')!;
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  expect(rows.map((row) => Number(row.getCell(1).value))).toEqual(ids);
});

test('a view saved for colleagues is picked back from «Виды» with the keyboard, and a route opened from it goes back to it; a colleague sees it and may not change it', async ({
  page,
  backend,
}) => {
  await backend.reset();
  await signInAs(page, backend, 'orlov.v');
  await page.goto('/routes?category=lte10&ordering=-nmc&limit=20');
  await page.getByRole('button', { name: 'Сохранить вид' }).click(LOADED);
  const dialog = page.getByRole('dialog');
  await expectSettled(dialog);
  await dialog.getByLabel('Название вида').fill('Десятитонники');
  await dialog.getByLabel('Показывать коллегам').check();
  await dialog.getByLabel('Название вида').press('Enter');
  await expect(page.getByText('Вид «Десятитонники»', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Маршруты' }).click();
  await expect(page).toHaveURL(/\/routes$/);
  // The address changes before the list renders without the view, whose menu offers to delete it.
  await expect(page.getByText('Вид «Десятитонники»', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Виды' }).press('Enter');
  const item = page.getByRole('menuitem', { name: 'Десятитонники', exact: true });
  await expectSettled(item);
  await item.press('Enter');
  await expect(page).toHaveURL(/\/routes\?category=lte10&ordering=-nmc&limit=20$/);
  await expect(page.getByRole('combobox', { name: 'Категория ТС' })).toBeVisible();
  // The address changes before the list renders the view: a row clicked in between is the
  // former list's, and its page leads back there.
  await expect(page.getByText('Вид «Десятитонники»', { exact: true })).toBeVisible(LOADED);

  // A route opened from the view goes back to it: its page's «Маршруты» shows the view again.
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/routes\/\d+$/);
  await page.getByRole('main').getByRole('link', { name: 'Маршруты', exact: true }).click();
  await expect(page).toHaveURL(/\/routes\?category=lte10&ordering=-nmc&limit=20$/);
  await expect(page.getByText('Вид «Десятитонники»', { exact: true })).toBeVisible(LOADED);

  const { body } = await backend.call('GET', '/api/route-views/v1/?limit=100', { as: 'petrov.s' });
  const saved = JSON.stringify(body).match(/"id":(\d+),"name":"Десятитонники"/);
  expect(saved).not.toBeNull();
  const refused = await backend.call('PATCH', `/api/route-views/v1/${saved?.[1]}/`, {
    as: 'petrov.s',
    data: { name: 'Моё' },
  });
  expect(refused.status).toBe(403);
});
