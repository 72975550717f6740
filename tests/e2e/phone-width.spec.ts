import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-support';
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

test('the header keeps every menu entry reachable, none hidden behind «…»', async ({
  page,
}, info) => {
  await signIn(page);
  await page.goto('/routes');
  await expect(page.getByRole('table')).toBeVisible(LOADED);
  const menu = page.getByRole('menu', { name: 'Главное меню' });
  for (const name of ['Калькулятор', 'Маршруты', 'Центр уведомлений']) {
    await expect(menu.getByRole('link', { name, exact: false }).first()).toBeAttached();
  }
  // antd's «…» overflow hides entries under aria-hidden while their links stay focusable.
  await expect(page.locator('[aria-hidden="true"] a[href]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, info, 'route list at 360 px');
});

test('on a phone the menu row shows the current screen’s entry', async ({ page }) => {
  await signIn(page);
  await page.goto('/notifications');
  const entry = page.getByRole('link', { name: /Центр уведомлений/ });
  await expect(entry).toBeVisible(LOADED);
  await expect(entry).toBeInViewport({ ratio: 1 });
  // Back to the first entry: the row scrolls back with it.
  await page.getByRole('link', { name: 'Калькулятор' }).click();
  await expect(page.getByRole('link', { name: 'Калькулятор' })).toBeInViewport({ ratio: 1 });
});
