// The app against a deployment as staff run it, on the backend with memory: behind nginx with
// `gzip on`, whose ETags reach the app weak while the backend compares `If-Match` strongly; a
// colleague who deletes a notification, which moves the route's version; lists capped to a few
// rows a page. What was written is read back through the API, as a colleague would see it.
import type { Page, Request } from '@playwright/test';
import { expect, signInAs, test, type Backend } from './backend';
import { fillPercentChange, selectRows } from './bulk-support';
import { scrollToCharts } from './charts-support';
import { LOADED } from './support';

const ME = 'orlov.v';
const COLLEAGUE = 'petrov.s';
const OUTDATED = 'nmc_outdated';

const run = (page: Page) => page.getByRole('region', { name: /^Изменение НМЦ/ });

/** +10 % of the selected routes, and «Изменено: N» of the run. */
async function plusTenPercent(page: Page, count: number) {
  const dialog = await fillPercentChange(page, '10', 'Индексация 2027');
  await expect(dialog.getByText(`Изменится: ${count} из ${count}`)).toBeVisible(LOADED);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(run(page).getByText(`Изменено: ${count}`)).toBeVisible(LOADED);
}

/** «Отменить изменения» of the run on screen, and «Отменено: N» of the undo. */
async function undo(page: Page, count: number) {
  await run(page).getByRole('button', { name: 'Отменить изменения' }).click();
  await page
    .getByRole('dialog', { name: `Вернуть прежнюю НМЦ ${count} маршрутам?` })
    .getByRole('button', { name: 'Отменить изменения' })
    .click();
  const undone = run(page).getByRole('region', { name: 'Отмена изменений' });
  await expect(undone.getByText(`Отменено: ${count}`)).toBeVisible(LOADED);
  await expect(undone.getByText(/Конфликтов/)).toHaveCount(0);
}

/** НМЦ and comment of routes `ids`, as a colleague reads them. */
const held = (backend: Backend, ids: readonly number[]) =>
  Promise.all(
    ids.map(async (id) => {
      const { nmc, comment } = await backend.route(id);
      return { nmc, comment };
    }),
  );

test.describe('behind a compressing proxy: every ETag weak, If-Match compared strongly', () => {
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset({ weakEtags: true });
    await signInAs(page, backend, ME);
  });

  test('a save on the route page goes through', async ({ page, backend }) => {
    const read = await backend.call('GET', '/api/routes/v1/5/');
    expect(read.headers.etag).toMatch(/^W\//);
    await page.goto('/routes/5');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await dialog.getByLabel('НМЦ').fill('123456');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Маршрут уже изменён другим пользователем')).toHaveCount(0);
    expect((await backend.route(5)).nmc).toBe(123_456);
  });

  test('a bulk +10 % on two routes and its undo go through', async ({ page, backend }) => {
    const ids = (await backend.routes('first_waypoint=Самара')).map(({ id }) => id);
    expect(ids).toHaveLength(2);
    const before = await held(backend, ids);
    await page.goto('/routes?firstWaypoint=Самара');
    await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
    await selectRows(page, ids);
    await plusTenPercent(page, 2);
    expect((await held(backend, ids)).map(({ comment }) => comment)).toEqual([
      'Индексация 2027',
      'Индексация 2027',
    ]);

    await undo(page, 2);
    expect((await held(backend, ids)).map(({ nmc }) => nmc)).toEqual(before.map(({ nmc }) => nmc));
  });
});

test('a colleague deleting a notification of a route between the run and its undo: the undo puts both back', async ({
  page,
  backend,
}) => {
  await backend.reset();
  await signInAs(page, backend, ME);
  // Two routes of the category's first page, each with an НМЦ and a notification «НМЦ устарела».
  const listed = await backend.routes(`messages=${OUTDATED}`);
  const ids = listed
    .slice(0, 10)
    .filter(({ nmc }) => nmc !== null)
    .slice(0, 2)
    .map(({ id }) => id);
  expect(ids).toHaveLength(2);
  const before = await held(backend, ids);
  await page.goto(`/routes?notifications=${OUTDATED}`);
  await expect(page.getByText(`Найдено маршрутов: ${listed.length}`)).toBeVisible(LOADED);
  await selectRows(page, ids);
  await plusTenPercent(page, 2);

  const notifications = await backend.all('/api/notifications/v1/');
  const notice = notifications.find(
    (one) =>
      typeof one === 'object' &&
      one !== null &&
      'route_id' in one &&
      one.route_id === ids[0] &&
      'category' in one &&
      one.category === OUTDATED,
  );
  if (typeof notice !== 'object' || notice === null || !('id' in notice))
    throw new Error(`no notification about route ${ids[0]}`);
  const version = (await backend.call('GET', `/api/routes/v1/${ids[0]}/`)).headers.etag;
  const deleted = await backend.call('DELETE', `/api/notifications/v1/${String(notice.id)}/`, {
    as: COLLEAGUE,
  });
  expect(deleted.status).toBe(204);
  // The route's notifications are part of it: its version moved, its НМЦ and comment did not.
  expect((await backend.call('GET', `/api/routes/v1/${ids[0]}/`)).headers.etag).not.toBe(version);

  await undo(page, 2);
  // Each route as it was before the run: its НМЦ and its own comment.
  expect(await held(backend, ids)).toEqual(before);
});

test('with 10 rows a page, «Обоснование НМЦ» shows the same «Обоснованная НМЦ» as without the cap', async ({
  page,
  backend,
}) => {
  /** The panel's figure and sample on route 1's page, and the chart requests it took. */
  async function justified() {
    const charts: string[] = [];
    const count = (request: Request) => {
      if (request.url().includes('/api/charts/v1/chart/city-city/')) charts.push(request.url());
    };
    page.on('request', count);
    // A reset forgets every session: a new sign-in, from a page that holds no tokens.
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, backend, ME);
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const panel = page.getByRole('region', { name: 'Обоснование НМЦ' });
    await expect(panel.getByText('Совокупность однородна (V ≤ 33 %)')).toBeVisible(LOADED);
    const sample = await panel.getByText(/^Цен в выборке: /).textContent();
    const figure = await panel
      .getByText('Обоснованная НМЦ', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent();
    page.off('request', count);
    return { sample, figure, requests: charts.length };
  }

  await backend.reset({ pageCap: 1000 });
  const whole = await justified();
  expect(whole.requests).toBe(1);
  expect(whole.figure).toMatch(/^\d[\d\s]*₽$/);

  await backend.reset({ pageCap: 10 });
  const capped = await justified();
  expect({ sample: capped.sample, figure: capped.figure }).toEqual({
    sample: whole.sample,
    figure: whole.figure,
  });
  expect(capped.requests).toBeGreaterThan(1);
});
