import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { finishedCalculation } from './calculator-support';
import { scrollToCharts } from './charts-support';
import { ROUTE_1 } from './route-fixture';
import { fulfillJson, LOADED, signIn } from './support';

/** Route 1 with a zero НМЦ and no corrections. */
const ROUTE = { ...ROUTE_1, nmc: 0, nmc_adjustments: null, comment: 'Бесплатная перевозка' };

const change = (id: number, approved_nmc: number | null, comment: string) => ({
  id,
  date: '2026-06-18T14:30:00+03:00',
  approved_nmc,
  comment,
  username: 'ivanova.a',
});

/** The route with its version; a save over it gets 412 with a colleague's zero НМЦ. */
async function serveZeroRoute(page: Page) {
  await page.route('**/api/routes/v1/1/', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: ROUTE, headers: { ETag: '"v1"' } })
      : route.fulfill({
          status: 412,
          json: { ...ROUTE, comment: 'Коллега' },
          headers: { ETag: '"v2"' },
        }),
  );
  await page.route('**/api/nmc-changes-history/v1/?*', (route) =>
    fulfillJson(route, 200, {
      total: 3,
      results: [
        change(3, 72500, 'Пересчёт по тендеру'),
        change(2, 0, 'Обнулена'),
        change(1, null, 'Без цены'),
      ],
    }),
  );
}

test.describe('money: zero is an amount, no amount is «—»', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await serveZeroRoute(page);
  });

  test('the route card and its justification show a zero НМЦ as «0 ₽»; the history leaves it empty', async ({
    page,
  }) => {
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const justification = page.getByRole('region', { name: 'Обоснование НМЦ' });
    await expect(justification.getByText('Текущая НМЦ маршрута')).toBeVisible(LOADED);
    await expect(justification.getByText('0 ₽', { exact: true })).toBeVisible();

    const history = page.getByRole('table').filter({ hasText: 'Дата изменения НМЦ' });
    const nmcOf = (comment: string) =>
      history.getByRole('row').filter({ hasText: comment }).getByRole('cell').nth(1);
    await expect(nmcOf('Пересчёт по тендеру')).toHaveText('72 500 ₽', LOADED);
    await expect(nmcOf('Обнулена')).toHaveText('');
    await expect(nmcOf('Без цены')).toHaveText('');
  });

  test('a colleague’s zero НМЦ in the conflict reads «0 ₽»', async ({ page }) => {
    await page.goto('/routes/1');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await dialog.getByLabel('Комментарий').fill('Мой комментарий');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Маршрут уже изменён другим пользователем')).toBeVisible();
    await expect(dialog.getByText('0 ₽', { exact: true })).toBeVisible();
  });
});

test('a calculated zero НМЦ reads «0 ₽» in the result and in the session list', async ({
  page,
}) => {
  await signIn(page);
  await finishedCalculation(page, 108, { nmc: 0 });
  await page.goto('/');
  // The result card and the route's row of the session list.
  await expect(page.getByText('0 ₽', { exact: true })).toHaveCount(2, LOADED);
  await expect(page.getByRole('cell', { name: '0 ₽', exact: true })).toBeVisible();
});
