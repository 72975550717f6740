import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** The first load includes a lazy screen and may be slow on a busy machine. */
const LOADED = { timeout: 15_000 };

// A phone-sized screen: tables scroll sideways in their own box, nothing else does.
test.use({ viewport: { width: 360, height: 740 } });

const SCREENS = [
  { path: '/', ready: 'Рассчитать' },
  { path: '/routes/1', ready: 'Редактировать' },
  { path: '/notifications', ready: 'Удалить все' },
];

for (const { path, ready } of SCREENS) {
  test(`${path} fits a 360 px screen; its tables scroll sideways with readable columns`, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready })).toBeVisible(LOADED);
    await expect(page.getByRole('table').first()).toBeVisible(LOADED);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, LOADED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    for (const header of await page.getByRole('columnheader').all()) {
      // One or two lines, not a column one letter wide.
      expect((await header.boundingBox())?.height ?? 0).toBeLessThan(80);
    }
  });
}
