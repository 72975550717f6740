import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  bulkRoute,
  fillPercentChange,
  selectRows,
  serveCityCharts,
  serveVersionedRoutes,
  type Write,
} from './bulk-support';
import { expectAccessible } from './a11y-support';
import { expectSettled, LOADED, signIn } from './support';

const WORK_LIST = '[role="dialog"][aria-label="Фоновые задачи"]';

const byId = (writes: Write[]) => [...writes].sort((a, b) => a.id - b.id);

const run = (page: Page) => page.getByRole('region', { name: /^Изменение НМЦ/ });

/** The route list with `count` routes found, and these rows ticked. */
async function openList(page: Page, count: number, ids: number[]) {
  await page.goto('/routes');
  await expect(page.getByText(`Найдено маршрутов: ${count}`)).toBeVisible(LOADED);
  await selectRows(page, ids);
  await expect(page.getByText(`Выбрано маршрутов: ${ids.length}`)).toBeVisible();
}

test.describe('bulk change of НМЦ', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('two routes +10 %: the preview, then one PATCH each with If-Match and the comment', async ({
    page,
  }, info) => {
    const backend = await serveVersionedRoutes(page, [
      bulkRoute(1, 69_700),
      bulkRoute(2, 48_250),
      bulkRoute(3, 51_000),
    ]);
    await openList(page, 3, [1, 2]);
    const dialog = await fillPercentChange(page, '10', 'Индексация 2027');
    const row = (text: string) => dialog.getByRole('row').filter({ hasText: text });
    await expect(row('69 700 ₽')).toContainText('76 670 ₽+6 970 ₽');
    await expect(row('48 250 ₽')).toContainText('53 075 ₽+4 825 ₽');
    expect(backend.writes).toEqual([]);
    await expectSettled(dialog);
    await expectAccessible(page, info, 'bulk change: selected rows, the form and its preview');

    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    expect(byId(backend.writes)).toEqual([
      { id: 1, ifMatch: '"v1"', body: { nmc: 76_670, comment: 'Индексация 2027' } },
      { id: 2, ifMatch: '"v1"', body: { nmc: 53_075, comment: 'Индексация 2027' } },
    ]);
    // The list shows what was written.
    await expect(page.getByRole('row').filter({ hasText: '76 670 ₽' })).toBeVisible();
  });

  test('a colleague’s change between the preview and the write stays, and shows as a conflict', async ({
    page,
  }, info) => {
    const backend = await serveVersionedRoutes(page, [bulkRoute(1, 1_000), bulkRoute(2, 2_000)]);
    await openList(page, 2, [1, 2]);
    const dialog = await fillPercentChange(page, '10', 'Индексация');
    await expect(dialog.getByText('Изменится: 2 из 2')).toBeVisible();
    // Route 1 changes after the preview; route 2 between the app's read and its write.
    backend.colleague(1, 1_500);
    backend.colleagueAfterRead(2, 2_500);
    await dialog.getByRole('button', { name: 'Применить' }).click();

    await expect(run(page).getByText('Конфликтов: 2')).toBeVisible(LOADED);
    await expect(run(page).getByText('Изменено: 0')).toBeVisible();
    await expect(run(page).getByRole('row').filter({ hasText: 'Москва - Тверь 1' })).toContainText(
      'Маршрут уже изменён другим пользователем: НМЦ 1 500 ₽',
    );
    await expect(run(page).getByRole('row').filter({ hasText: 'Москва - Самара 2' })).toContainText(
      'НМЦ 2 500 ₽',
    );
    // Route 1 is not written at all; route 2's write names the version read and gets 412.
    expect(backend.writes).toEqual([
      { id: 2, ifMatch: '"v1"', body: { nmc: 2_200, comment: 'Индексация' } },
    ]);
    expect([backend.nmcOf(1), backend.nmcOf(2)]).toEqual([1_500, 2_500]);
    await expectAccessible(page, info, 'bulk change: a result with conflicts');
  });

  test('«Выбрать все найденные» over several pages writes every route, never more than 4 at once', async ({
    page,
  }) => {
    const ids = Array.from({ length: 23 }, (_, index) => index + 1);
    const backend = await serveVersionedRoutes(
      page,
      ids.map((id) => bulkRoute(id, 10_000)),
    );
    const lists: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/routes\/v1\/\?/.test(request.url())) lists.push(new URL(request.url()).search);
    });
    await openList(page, 23, []);
    await page.getByRole('button', { name: 'Выбрать все найденные (23)' }).click();
    await expect(page.getByText('Выбрано маршрутов: 23')).toBeVisible();
    expect(lists).toContain('?page=1&limit=1000');

    backend.hold();
    const dialog = await fillPercentChange(page, '5', 'Топливо');
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect.poll(() => backend.inFlight()).toBe(4);
    backend.release();
    await expect(run(page).getByText('Изменено: 23')).toBeVisible(LOADED);
    expect(backend.writes.map((write) => write.id).sort((a, b) => a - b)).toEqual(ids);
    expect(backend.maxInFlight()).toBe(4);
  });

  test('«Отменить изменения» puts the old values back where the run’s value still stands', async ({
    page,
  }) => {
    const backend = await serveVersionedRoutes(page, [bulkRoute(1, 1_000), bulkRoute(2, 2_000)]);
    await openList(page, 2, [1, 2]);
    const dialog = await fillPercentChange(page, '10', 'Индексация');
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    backend.colleague(2, 2_500);

    await run(page).getByRole('button', { name: 'Отменить изменения' }).click();
    const ask = page.getByRole('dialog', { name: 'Вернуть прежнюю НМЦ 2 маршрутам?' });
    await ask.getByRole('button', { name: 'Отменить изменения' }).click();
    const undo = run(page).getByRole('region', { name: 'Отмена изменений' });
    await expect(undo.getByText('Отменено: 1')).toBeVisible(LOADED);
    await expect(undo.getByText('Не удалось отменить: 1')).toBeVisible();
    await expect(undo.getByRole('row').filter({ hasText: 'Москва - Самара 2' })).toContainText(
      'Маршрут уже изменён другим пользователем: НМЦ 2 500 ₽',
    );
    // Undo by version: each write names the version the run's own write left; route 2's is stale.
    // What goes back is the route's own НМЦ and comment from before the run.
    const note = 'Согласовано с отделом закупок';
    expect(backend.writes.slice(2).sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, ifMatch: '"v2"', body: { nmc: 1_000, comment: note } },
      { id: 2, ifMatch: '"v2"', body: { nmc: 2_000, comment: note } },
    ]);
    expect([backend.nmcOf(1), backend.nmcOf(2)]).toEqual([1_000, 2_500]);
  });

  test('«По рынку» writes each route’s justified НМЦ and skips an inhomogeneous sample', async ({
    page,
  }) => {
    const backend = await serveVersionedRoutes(page, [bulkRoute(1, 69_700), bulkRoute(2, 48_000)]);
    const charts = await serveCityCharts(page, {
      1: [70_000, 71_000, 72_000, 71_000],
      2: [20_000, 90_000, 40_000, 75_000],
    });
    await openList(page, 2, [1, 2]);
    await page.getByRole('button', { name: 'Изменить НМЦ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
    await dialog.getByRole('radio', { name: 'По рынку' }).check();
    await dialog.getByLabel('Комментарий').fill('Цены рынка');
    await expect(dialog.getByRole('row').filter({ hasText: 'Москва - Тверь 1' })).toContainText(
      '71 000 ₽',
    );
    await expect(dialog.getByRole('row').filter({ hasText: 'Москва - Самара 2' })).toContainText(
      'Цены рынка неоднородны (V > 33 %)',
    );
    await dialog.getByRole('button', { name: 'Применить' }).click();

    await expect(run(page).getByText('Пропущено: 1')).toBeVisible(LOADED);
    await expect(run(page).getByText('Изменено: 1')).toBeVisible();
    expect(backend.writes).toEqual([
      { id: 1, ifMatch: '"v1"', body: { nmc: 71_000, comment: 'Цены рынка' } },
    ]);
    expect(charts.sort()).toEqual([1, 2]);
  });

  test('the run keeps going after leaving the screen, and its result shows in the header', async ({
    page,
  }, info) => {
    const backend = await serveVersionedRoutes(page, [bulkRoute(1, 1_000), bulkRoute(2, 2_000)]);
    await openList(page, 2, [1, 2]);
    backend.hold();
    const dialog = await fillPercentChange(page, '10', 'Индексация');
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено 0 из 2')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Калькулятор' }).click();
    await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible(LOADED);
    backend.release();
    await page.getByRole('button', { name: /^Фоновые задачи/ }).click();
    const work = page.getByRole('dialog', { name: 'Фоновые задачи' });
    await expect(work.getByText('Изменено: 2')).toBeVisible(LOADED);
    expect(backend.writes).toHaveLength(2);
    await expectSettled(work);
    await expectAccessible(page, info, 'background work', WORK_LIST);
  });
});
