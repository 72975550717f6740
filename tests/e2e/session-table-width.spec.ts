// The calculator's session table on a tablet: НМЦ and the comment are in view whole, not cut at
// the table's edge; distance, tariff and job move under the route.
import { expect, signInAs, test } from './backend';
import { LOADED, pickOption } from './support';

test('at 768 px a session row shows its НМЦ whole, with distance and tariff under the route', async ({
  page,
  backend,
}) => {
  await backend.reset({ jobStartMs: 0, jobEndMs: 300 });
  await page.setViewportSize({ width: 768, height: 1000 });
  await signInAs(page, backend, 'orlov.v');
  await page.goto('/');
  await page.getByLabel('Откуда', { exact: true }).fill('Калининград');
  await page.getByLabel('Куда', { exact: true }).fill('Новосибирск');
  await page.getByLabel('Категория ТС').click();
  await pickOption(page, 'свыше 40 т');
  await page.getByRole('button', { name: 'Рассчитать' }).click();

  const session = page.getByRole('table').filter({ hasText: 'Калининград - Новосибирск' });
  const nmc = session.getByRole('cell', { name: '618 100 ₽' });
  await expect(nmc).toBeVisible(LOADED);
  await expect(session.getByRole('cell', { name: /4 829 км · 128 ₽\/км/ })).toBeVisible();
  // The table's own box may be wider than its frame and scroll: the window is what is in view,
  // less the page's 24 px margin.
  const cell = await nmc.boundingBox();
  expect(cell!.x + cell!.width).toBeLessThanOrEqual(768 - 24);
});
