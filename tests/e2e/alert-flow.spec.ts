// From a price alert to re-priced routes (PRODUCT §6), on the backend with memory: the
// notification centre's summary opens the category's routes, all selected, «По рынку»; the run
// writes them; its result deletes their notifications. What was written and deleted is read back
// through the API, as a colleague would see it.
import type { Page } from '@playwright/test';
import { expect, signInAs, test, type Backend } from './backend';
import { LOADED } from './support';

const ME = 'orlov.v';
const COLLEAGUE = 'petrov.s';
const OUTDATED = 'nmc_outdated';

interface NotificationRead {
  id: number;
  category: string;
  route_id: number | null;
}

const isNotification = (value: unknown): value is NotificationRead =>
  typeof value === 'object' && value !== null && 'category' in value && 'route_id' in value;

/** Every notification, as a colleague reads the list. */
async function notifications(backend: Backend): Promise<NotificationRead[]> {
  return (await backend.all('/api/notifications/v1/?limit=1000')).filter(isNotification);
}

const badge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /Центр уведомлений/ });

const run = (page: Page) => page.getByRole('region', { name: /^Изменение НМЦ/ });

test.describe('from a price alert to re-priced routes', () => {
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset();
    await signInAs(page, backend, ME);
  });

  test('«Переоценить (N)» re-prices exactly the category’s routes «По рынку»; their notifications go on request', async ({
    page,
    backend,
  }) => {
    test.slow(); // two screens, twenty market reads and twenty writes (CPU ×4 in CI's worst case)
    const outdated = await backend.routes(`messages=${OUTDATED}&limit=1000`);
    const ids = outdated.map(({ id }) => id).sort((a, b) => a - b);
    const count = ids.length;
    expect(count).toBeGreaterThan(10); // more than a page: the selection is not the page's

    await page.goto('/notifications');
    const summary = page.getByRole('region', { name: 'Переоценка по уведомлениям' });
    const category = summary.getByRole('listitem').filter({ hasText: 'НМЦ устарела' });
    await expect(category).toContainText(`Маршрутов: ${count}`, LOADED);
    await category.getByRole('button', { name: `Переоценить (${count})` }).click();

    await expect(page).toHaveURL(`/routes?notifications=${OUTDATED}`);
    const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
    await expect(dialog.getByText(`Выбрано маршрутов: ${count}`)).toBeVisible(LOADED);
    await expect(dialog.getByRole('radio', { name: 'По рынку' })).toBeChecked();
    // The preview is of those routes: all of them, and only theirs on its first page.
    const preview = dialog.getByRole('region', { name: 'Предпросмотр' });
    await expect(preview).toContainText(`из ${count}`, LOADED);
    const firstIds = await preview
      .locator('tbody tr[data-row-key]')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-key'))));
    expect(firstIds).toHaveLength(10);
    expect(ids).toEqual(expect.arrayContaining(firstIds));
    const writes = Number(/Изменится: (\d+)/.exec((await preview.textContent()) ?? '')?.[1]);
    expect(writes).toBeGreaterThan(0);
    await dialog.getByLabel('Комментарий').fill('Переоценка по рынку: НМЦ устарела');
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText(`Изменено: ${writes}`)).toBeVisible(LOADED);

    // The routes written, as the API has them now; a colleague meanwhile deletes one of their
    // notifications, which the cleanup then finds gone: no error.
    const written = (await backend.routes('limit=1000')).filter(
      ({ comment }) => comment === 'Переоценка по рынку: НМЦ устарела',
    );
    expect(written).toHaveLength(writes);
    const writtenIds = new Set(written.map(({ id }) => id));
    expect(ids).toEqual(expect.arrayContaining([...writtenIds]));
    const toDelete = (await notifications(backend)).filter(
      (one) => one.category === OUTDATED && one.route_id !== null && writtenIds.has(one.route_id),
    );
    const cleanup = run(page).getByRole('button', {
      name: `Удалить уведомления изменённых маршрутов (${toDelete.length})`,
    });
    await expect(cleanup).toBeVisible(LOADED);

    // On a phone the result stays within the screen: its longest button wraps, and its table of
    // routes left alone shows each route whole, with nothing to scroll sideways.
    await page.setViewportSize({ width: 412, height: 900 });
    const unchanged = run(page).getByRole('table');
    await expect(unchanged.getByRole('row')).not.toHaveCount(0);
    for (const box of [await cleanup.boundingBox(), await unchanged.boundingBox()])
      expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    const [scrollWidth, clientWidth] = await unchanged
      .locator('..')
      .evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.setViewportSize({ width: 1440, height: 900 });
    const gone = toDelete[0]!;
    expect(
      (await backend.call('DELETE', `/api/notifications/v1/${gone.id}/`, { as: COLLEAGUE })).status,
    ).toBe(204);

    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    const totalBefore = (await notifications(backend)).length;
    await cleanup.click();
    await expect(page.getByText(`Удалено уведомлений: ${toDelete.length}`)).toBeVisible(LOADED);
    await expect(cleanup).toBeHidden();
    expect(deletes.sort()).toEqual(toDelete.map(({ id }) => `/api/notifications/v1/${id}/`).sort());

    // What is left: the category's notifications of the routes the run did not write, and the
    // header's badge says the new total.
    const left = await notifications(backend);
    expect(left).toHaveLength(totalBefore - (toDelete.length - 1));
    expect(left.filter((one) => one.category === OUTDATED).map(({ route_id }) => route_id)).toEqual(
      expect.not.arrayContaining([...writtenIds]),
    );
    await expect(badge(page)).toContainText(String(left.length));
  });

  test('«Переоценить» of a notification opens its route at «Обоснование НМЦ», ready to accept', async ({
    page,
    backend,
  }) => {
    // The newest notification about a route whose market sample is homogeneous.
    const newest = (await notifications(backend)).slice(0, 10);
    const about = newest.find(
      ({ category, route_id }) =>
        category !== 'no_tariff' && route_id !== null && route_id % 8 !== 2 && route_id % 10 !== 7,
    );
    const routeId = about?.route_id;
    if (routeId === undefined || routeId === null) throw new Error('no such notification');
    expect((await backend.route(routeId)).nmc).not.toBeNull();

    await page.goto('/notifications');
    await page
      .getByRole('button', { name: `Переоценить маршрут № ${routeId}` })
      .first()
      .click();

    await expect(page).toHaveURL(`/routes/${routeId}#justification`);
    const title = page.getByRole('heading', { name: 'Обоснование НМЦ' });
    await expect(title).toBeInViewport(LOADED);
    await expect(title).toBeFocused();
    await expect(page.getByRole('button', { name: 'Принять как НМЦ' })).toBeEnabled();
  });
});
