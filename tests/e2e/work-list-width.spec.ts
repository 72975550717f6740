// «Фоновые задачи» stays on screen, whatever the width: its popover is placed under its button
// and shifted into view, never cut at the window's edge.
import { expect, signInAs, test } from './backend';
import { LOADED } from './support';

for (const width of [412, 1440]) {
  test(`at ${width} px the background work list is inside the window`, async ({
    page,
    backend,
  }) => {
    await backend.reset({ jobStartMs: 0, jobEndMs: 200 });
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, 'orlov.v');
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
