// The preview of a bulk change on a phone (PRODUCT §4): what a route becomes is what the user
// checks before «Применить», so «Станет» and «Разница» are in view, not behind sideways scrolling.
import { expect, signInAs, test } from './backend';
import { fillPercentChange } from './bulk-support';
import { LOADED } from './support';

const WIDTH = 412;

/** «76 670 ₽» or «+6 970 ₽» as the app writes it, whatever space groups the digits. */
const money = (value: number) =>
  new RegExp(`^\\+?${String(value).replace(/\B(?=(\d{3})+$)/g, '\\s')}\\s₽$`);

test(`at ${WIDTH} px a preview row shows «Станет» and «Разница» in view, nothing scrolls sideways`, async ({
  page,
  backend,
}) => {
  await backend.reset();
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await signInAs(page, backend, 'orlov.v');
  const [route] = await backend.routes('first_waypoint=Самара');
  const before = route!.nmc!;
  const after = Math.round(before * 1.1);
  await page.goto('/routes?firstWaypoint=Самара');
  await page.getByRole('button', { name: 'Выбрать все найденные (2)' }).click(LOADED);
  // The routes are read first: «Изменить НМЦ» before that finds nothing selected.
  await expect(page.getByText('Выбрано маршрутов: 2')).toBeVisible(LOADED);
  const dialog = await fillPercentChange(page, '10', 'Индексация');

  const table = dialog.getByRole('region', { name: 'Предпросмотр' }).getByRole('table');
  const row = table.getByRole('row').filter({ has: page.getByText(money(before)) });
  const figures = [row.getByText(money(after)), row.getByText(money(after - before))];
  for (const figure of figures) {
    await expect(figure).toBeVisible(LOADED);
    const box = await figure.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
  }
  // The box the table scrolls in is the one around it (src/components/wide-table.ts).
  const [scrollWidth, clientWidth] = await table
    .locator('..')
    .evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
