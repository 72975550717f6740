import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { ROUTE_1 } from './route-fixture';
import { LOADED, signIn } from './support';

/** What a colleague saved in the meantime. */
const COLLEAGUES = { ...ROUTE_1, nmc: 74000, comment: 'Новая ставка перевозчика' };

interface Write {
  ifMatch: string | undefined;
  body: unknown;
}

/**
 * The backend of one route with versions: GET answers `route` with `etag` (none when null); a
 * PATCH whose If-Match is stale gets 412 with the colleague's route and its ETag «"v2"».
 */
async function serveVersionedRoute(page: Page, etag: string | null) {
  const writes: Write[] = [];
  const headers = (tag: string | null): Record<string, string> => (tag ? { ETag: tag } : {});
  await page.route('**/api/routes/v1/1/', (route) => {
    const request: Request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: ROUTE_1, headers: headers(etag) });
    const ifMatch = request.headers()['if-match'];
    const body: unknown = request.postDataJSON();
    writes.push({ ifMatch, body });
    if (ifMatch === '"v1"')
      return route.fulfill({ status: 412, json: COLLEAGUES, headers: headers('"v2"') });
    return route.fulfill({
      json: { ...COLLEAGUES, comment: 'Мой комментарий' },
      headers: headers('"v3"'),
    });
  });
  return writes;
}

async function editComment(page: Page, text: string) {
  await page.goto('/routes/1');
  await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
  const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
  await dialog.getByLabel('Комментарий').fill(text);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  return dialog;
}

test.describe('route page: a colleague saved first', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a save names the version shown and only the changed field; a 412 keeps the form and saves over it with the new version', async ({
    page,
  }) => {
    const writes = await serveVersionedRoute(page, '"v1"');
    const dialog = await editComment(page, 'Мой комментарий');

    await expect(dialog.getByText('Маршрут уже изменён другим пользователем')).toBeVisible();
    expect(writes).toEqual([{ ifMatch: '"v1"', body: { comment: 'Мой комментарий' } }]);
    await expect(dialog).toContainText('74 000 ₽');
    await expect(dialog).toContainText('Новая ставка перевозчика');
    // The user's values stay in the form.
    await expect(dialog.getByLabel('Комментарий')).toHaveValue('Мой комментарий');
    await expect(dialog.getByLabel('НМЦ')).toHaveValue('69 700');

    await dialog.getByRole('button', { name: 'Записать мои значения' }).click();
    await expect(dialog).toBeHidden();
    // The colleague's НМЦ is not sent back: only the comment, over version v2.
    expect(writes[1]).toEqual({ ifMatch: '"v2"', body: { comment: 'Мой комментарий' } });
  });

  test('«Взять значения коллеги» fills the form with them and drops nothing more', async ({
    page,
  }) => {
    const writes = await serveVersionedRoute(page, '"v1"');
    const dialog = await editComment(page, 'Мой комментарий');
    await dialog.getByRole('button', { name: 'Взять значения коллеги' }).click();
    await expect(dialog.getByText('Маршрут уже изменён другим пользователем')).toBeHidden();
    await expect(dialog.getByLabel('НМЦ')).toHaveValue('74 000');
    await expect(dialog.getByLabel('Комментарий')).toHaveValue('Новая ставка перевозчика');
    // Nothing of the user's is left to lose: Escape closes at once, and nothing more was sent.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Изменения не сохранены' })).toHaveCount(0);
    expect(writes).toHaveLength(1);
  });

  test('a backend that sends no ETag gets no If-Match, and the save goes through', async ({
    page,
  }) => {
    const writes = await serveVersionedRoute(page, null);
    const dialog = await editComment(page, 'Мой комментарий');
    await expect(dialog).toBeHidden();
    expect(writes).toEqual([{ ifMatch: undefined, body: { comment: 'Мой комментарий' } }]);
  });

  test('a save takes the new version from its answer: the route is not read again, and the next save names that version', async ({
    page,
  }) => {
    const writes = await serveVersionedRoute(page, null);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/routes/v1/1/')
        reads.push(request.url());
    });
    const history = page.waitForRequest(
      (request) =>
        request.url().includes('/api/nmc-changes-history/v1/') &&
        writes.length > 0 &&
        request.method() === 'GET',
    );
    const dialog = await editComment(page, 'Мой комментарий');
    await expect(dialog).toBeHidden();
    // The history is reloaded after the save; the route would be reloaded together with it.
    await (await history).response();
    await expect(page.getByText('Мой комментарий')).toBeVisible();
    expect(reads).toHaveLength(1);

    await page.getByRole('button', { name: 'Редактировать' }).click();
    await dialog.getByLabel('Комментарий').fill('Второй комментарий');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => writes.length).toBe(2);
    expect(writes[1]).toEqual({ ifMatch: '"v3"', body: { comment: 'Второй комментарий' } });
    expect(reads).toHaveLength(1);
  });
});
