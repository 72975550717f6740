// The route list and «Фоновые задачи» at a phone's, a tablet's and a desktop's width.
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './backend';
import { busy, LOADED } from './support';

/** The left and right edge of a column's header. */
async function edges(page: Page, name: string) {
  const box = await page.getByRole('columnheader', { name, exact: true }).boundingBox();
  return { left: box?.x ?? Number.NaN, right: (box?.x ?? Number.NaN) + (box?.width ?? 0) };
}

test('the list at 412, 768 and 1440 px: НМЦ beside the route, the filters folded on a phone, the header in view down a page of 100', async ({
  page,
  backend,
}) => {
  await page.setViewportSize({ width: 412, height: 800 });
  await signInAs(page, backend, 'orlov.v');
  await page.goto('/routes?routeType=simple&limit=100');
  await expect(page.getByRole('row')).toHaveCount(101, LOADED);
  await expect(busy(page)).toHaveCount(0, LOADED);
  // One line for ten filters: «Фильтры» with the number set, the fields under their names once open.
  const toggle = page.getByRole('button', { name: 'Фильтры', exact: true });
  await expect(toggle).toHaveText(/^Фильтры\s*1$/);
  await expect(page.getByLabel('Тип маршрута')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['Первая точка', 'Тип маршрута', 'Категория ТС'])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'НМЦ, ₽ до', exact: true })).toBeVisible();

  for (const width of [412, 768, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('tbody').evaluate((body) => body.scrollTo({ left: 0 }));
    // The header follows the rows on their scroll event, a frame later.
    const firstRouteCell = page.getByRole('row').nth(1).getByRole('cell').nth(2);
    await expect
      .poll(async () => (await edges(page, 'Маршрут')).left)
      .toBeCloseTo((await firstRouteCell.boundingBox())?.x ?? 0, 0);
    // НМЦ whole in the window, not behind the table's sideways scroll: on a phone and a tablet
    // right after the route, on a desktop in its own place.
    const [route, nmc] = [await edges(page, 'Маршрут'), await edges(page, 'НМЦ, ₽')];
    if (width < 1440) expect(Math.abs(nmc.left - route.right)).toBeLessThan(2);
    expect(nmc.right).toBeLessThanOrEqual(width);
    // Far down the page, the header is at the window's top, over its columns.
    const row = page.getByRole('row').nth(80);
    await row.scrollIntoViewIfNeeded();
    // Less a fraction of a pixel that the header's box, cut to its visible part, may miss.
    await expect(page.getByRole('columnheader', { name: 'НМЦ, ₽', exact: true })).toBeInViewport({
      ratio: 0.95,
    });
    const routeCell = row.getByRole('cell').nth(2);
    if (width === 412) {
      // Sideways, the header goes with the rows.
      await page.locator('tbody').evaluate((body) => body.scrollBy({ left: 300 }));
      await expect.poll(async () => (await routeCell.boundingBox())?.x).toBeLessThan(route.left);
    }
    await expect
      .poll(async () => (await edges(page, 'Маршрут')).left)
      .toBeCloseTo((await routeCell.boundingBox())?.x ?? 0, 0);
  }
  // A desktop has no «Фильтры»: the panel is as it was.
  await expect(toggle).toBeHidden();
  await expect(page.getByLabel('Тип маршрута')).toBeVisible();
});

// «Фоновые задачи» stays on screen, whatever the width: its popover is placed under its button
// and shifted into view, never cut at the window's edge.

for (const width of [412, 1440]) {
  test(`at ${width} px the background work list is inside the window`, async ({
    page,
    backend,
  }) => {
    await backend.reset({ jobStartMs: 0, jobEndMs: 200 });
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, backend, 'orlov.v');
    await page.goto('/routes?firstWaypoint=Самара');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
    await download;
    await page.getByRole('button', { name: /^Фоновые задачи/ }).click(LOADED);
    const list = page.getByRole('dialog', { name: 'Фоновые задачи' });
    await expect(list).toContainText('Файл выгружен');
    await expect
      .poll(async () => {
        const box = await list.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
  });
}
