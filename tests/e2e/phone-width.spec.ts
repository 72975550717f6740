import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible } from './a11y-support';
import { busy, fulfillJson, LOADED, signIn } from './support';

const WIDTH = 360;

// A phone-sized screen: tables scroll sideways in their own box, nothing else does.
test.use({ viewport: { width: WIDTH, height: 740 } });

/** Only tables scroll sideways, and each of their columns keeps a readable width. */
async function expectFitsScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
  for (const header of await page.getByRole('columnheader').all()) {
    // One or two lines, not a column one letter wide.
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(80);
  }
}

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
    await expect(busy(page)).toHaveCount(0, LOADED);
    await expectFitsScreen(page);
  });
}

/** Down the page to `table`, and only down: a table scrolled sideways stays where it is. */
const scrollDownTo = (table: Locator) =>
  table.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));

test('a table without rows says «Нет данных» where it can be read, scrolled sideways too', async ({
  page,
}) => {
  await signIn(page);
  await page.route('**/api/routes/v1/?*', (route) =>
    fulfillJson(route, 200, { total: 0, results: [] }),
  );
  await page.goto('/routes');
  const table = page.getByRole('table');
  await expect(table.getByText('Нет данных')).toBeVisible(LOADED);
  await scrollDownTo(table);
  await expect(table.getByText('Нет данных')).toBeInViewport({ ratio: 1 });
  // The list's rows scroll sideways in its body, under a header that stays in view.
  await table.locator('tbody').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table.getByText('Нет данных')).toBeInViewport({ ratio: 1 });
  // The calculator's session routes, none yet in a fresh session.
  await page.goto('/');
  const session = page.getByRole('table');
  await expect(session.getByText('Нет данных')).toBeVisible(LOADED);
  await scrollDownTo(session);
  await expect(session.getByText('Нет данных')).toBeInViewport({ ratio: 1 });
});

test('/routes: the table scrolls sideways, the page, title and pager stay put', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/routes');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(11, LOADED);
  // The rows scroll sideways in the table's body, the header with them (src/components/plain-table.tsx).
  const scroller = table.locator('tbody');
  const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [
    el.scrollWidth,
    el.clientWidth,
  ]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await expectFitsScreen(page);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeInViewport({ ratio: 1 });
  const title = page.getByRole('heading', { name: 'Маршруты', level: 1 });
  await expect(title).toBeInViewport({ ratio: 1 });
  // One line: the title is not broken inside the word to make room for «Выгрузить в Excel».
  expect((await title.boundingBox())?.height).toBeLessThan(45);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await page.getByRole('columnheader', { name: 'Комментарий' }).scrollIntoViewIfNeeded();
  const comment = await page.getByRole('columnheader', { name: 'Комментарий' }).boundingBox();
  expect((comment?.x ?? 0) + (comment?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  // The pager is outside the scrolled area: within the screen's width, whatever the table does.
  const pager = await page.getByRole('listitem', { name: '2' }).boundingBox();
  expect(pager?.x).toBeGreaterThanOrEqual(0);
  expect((pager?.x ?? 0) + (pager?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
});

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

test('the header menu scrolls its row to show the current screen’s entry', async ({ page }) => {
  await signIn(page);
  await page.goto('/notifications');
  const menu = page.getByRole('menu', { name: 'Главное меню' });
  const current = menu.locator('[aria-current="page"]');
  await expect(current).toHaveText(/Центр уведомлений/, LOADED);
  // The row is wider than the screen, and the entry at its end is scrolled into view.
  expect(await menu.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect
    .poll(async () => {
      const [row, entry] = [await menu.boundingBox(), await current.boundingBox()];
      return !!row && !!entry && entry.x >= row.x && entry.x + entry.width <= row.x + row.width;
    })
    .toBe(true);
});
