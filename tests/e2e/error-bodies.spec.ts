import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { chooseFile, jobResult, scriptJobs, SHEET } from './calculator-support';
import { fulfillJson, LOADED, signIn } from './support';

/** What a proxy in front of the backend answers when the backend is down. */
const PROXY_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>';
const TOO_LARGE_413 =
  '<html><head><title>413 Request Entity Too Large</title></head><body><h1>413 Request Entity Too Large</h1></body></html>';

const html = (status: number, body: string) => ({ status, contentType: 'text/html', body });

/**
 * What the built app logs for a body that is not the contract's JSON: what it was, never the
 * body itself (a debug page may echo the request's headers).
 */
function expectLoggedWithoutBody(errors: string[], status: number, body: string) {
  expect(errors).toContainEqual(
    `Ответ сервера не по контракту: HTTP ${status}, text/html, ${body.length} симв.`,
  );
  expect(errors.filter((text) => text.includes(body))).toEqual([]);
}

/** Console errors of the page, as text. */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  return seen;
}

const route = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  path: [{ from_waypoint: { city: 'Москва' }, to_waypoint: { city: `Город ${id}`, region: null } }],
  path_hash: `hash-${id}`,
  route_type: 'simple',
  category: 'lte10',
  distance: 100 + id,
  tariff: 50,
  nmc: 10_000 + id,
  nmc_adjustments: null,
  comment: `Комментарий ${id}`,
  notifications: [],
  updated_at: '2026-06-19T09:00:00+03:00',
  ...extra,
});

const serveRoutes = (page: Page, routes: unknown[]) =>
  page.route('**/api/routes/v1/?*', (r) =>
    fulfillJson(r, 200, { total: routes.length, results: routes }),
  );

const expectNoErrorPage = (page: Page) =>
  expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

test.describe('error bodies that are not the contract’s JSON', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a proxy’s 502 page on the route list: the screen’s own words, only its kind in the console', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/routes/v1/?*', (r) => r.fulfill(html(502, PROXY_502)));
    await page.goto('/routes');
    await expect(page.getByText('Не удалось загрузить маршруты')).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Bad Gateway');
    await expect(page.locator('body')).not.toContainText('nginx');
    expectLoggedWithoutBody(errors, 502, PROXY_502);
  });

  test('a proxy’s 502 page on save: «Не удалось сохранить маршрут.», no markup on screen', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/routes/v1/1/', (r) =>
      r.request().method() === 'PATCH' ? r.fulfill(html(502, PROXY_502)) : r.fallback(),
    );
    await page.goto('/routes/1');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('НМЦ').fill('72500');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Не удалось сохранить маршрут.')).toBeVisible();
    await expect(dialog).not.toContainText('Bad Gateway');
    await expect(dialog).not.toContainText('<');
    expectLoggedWithoutBody(errors, 502, PROXY_502);
  });

  test('a 413 page on a file upload says the file is too large, in Russian', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (r) =>
      r.fulfill(html(413, TOO_LARGE_413)),
    );
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check(LOADED);
    await chooseFile(page, SHEET);
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await expect(page.getByText('Файл слишком большой')).toBeVisible();
    await expect(page.getByText('Уменьшите файл и загрузите его снова.')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Request Entity');
    expectLoggedWithoutBody(errors, 413, TOO_LARGE_413);
  });

  test('a JSON detail is shown as short plain text', async ({ page }) => {
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (r) =>
      fulfillJson(r, 400, { detail: `Файл не прочитан: ${'нет столбца '.repeat(60)}` }),
    );
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check(LOADED);
    await chooseFile(page, SHEET);
    await page.getByRole('button', { name: 'Загрузить' }).click();
    const title = page.getByText(/^Файл не прочитан: нет столбца/);
    await expect(title).toBeVisible();
    expect((await title.innerText()).length).toBeLessThanOrEqual(300);
    await expect(title).toHaveText(/…$/);
  });
});

test.describe('values against the contract', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a null waypoint reads «—» in its place; the other routes are listed', async ({ page }) => {
    await serveRoutes(page, [
      route(1),
      route(2, {
        path: [
          { from_waypoint: null, to_waypoint: { city: 'Казань' } },
          { from_waypoint: { city: 'Казань' }, to_waypoint: { city: null } },
        ],
      }),
      route(3),
    ]);
    await page.goto('/routes');
    await expect(page.getByRole('row', { name: /Москва - Город 1/ })).toBeVisible(LOADED);
    await expect(page.getByRole('row', { name: /Москва - Город 3/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /— - Казань - —/ })).toBeVisible();
    await expectNoErrorPage(page);
  });

  test('`notifications: null` reads «—» in the list and «Нет» on the route page', async ({
    page,
  }) => {
    await serveRoutes(page, [route(1, { notifications: null }), route(2)]);
    await page.route('**/api/routes/v1/1/', (r) =>
      fulfillJson(r, 200, route(1, { notifications: null })),
    );
    await page.goto('/routes');
    const row = page.getByRole('row', { name: /Москва - Город 1/ });
    await expect(row).toBeVisible(LOADED);
    await expect(row.getByRole('cell').nth(8)).toHaveText('—');
    await expect(page.getByRole('row', { name: /Москва - Город 2/ })).toBeVisible();
    await row.click();
    await expect(page.getByRole('heading', { name: 'Москва — Город 1' })).toBeVisible(LOADED);
    await expect(page.getByText('Уведомления').locator('..')).toContainText('Нет');
    await expectNoErrorPage(page);
  });

  test('a cell that cannot be shown reads «—»; its row and the others stay', async ({ page }) => {
    await serveRoutes(page, [route(1), route(2, { comment: { text: 'объект' }, nmc: 'много' })]);
    await page.goto('/routes');
    const broken = page.getByRole('row', { name: /Москва - Город 2/ });
    await expect(broken).toBeVisible(LOADED);
    await expect(broken.getByRole('cell').last()).toHaveText('—');
    await expect(page.getByRole('row', { name: /Москва - Город 1/ })).toBeVisible();
    await expectNoErrorPage(page);
  });

  test('a list the table cannot draw shows the panel’s own error; «Повторить» loads it again', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/routes/v1/?*', (r) => {
      calls += 1;
      const results = calls === 1 ? { 0: route(1) } : [route(1)];
      return fulfillJson(r, 200, { total: 1, results });
    });
    await page.goto('/routes');
    await expect(page.getByText('Не удалось показать раздел «Маршруты»')).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { name: 'Маршруты' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Фильтры' })).toBeVisible();
    await expectNoErrorPage(page);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('row', { name: /Москва - Город 1/ })).toBeVisible(LOADED);
    await expect(page.getByText('Не удалось показать раздел «Маршруты»')).toHaveCount(0);
  });

  for (const status of ['SUCCESS', 'FAILED'] as const) {
    test(`\`errors: null\` in a ${status} import job result`, async ({ page }) => {
      await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (r) =>
        fulfillJson(r, 200, { id: 501 }),
      );
      await scriptJobs(page, {
        501: [{ status, result: jobResult({ errors: null, num_of_new_temporary_routes: 2 }) }],
      });
      await page.route('**/api/routes/raw-with-errors/v1/?*', (r) =>
        fulfillJson(r, 200, {
          total: 1,
          results: [{ id: 1, job: 501, row: 3, data: null, errors: null }],
        }),
      );
      await page.goto('/');
      await page.getByRole('radio', { name: 'Из файла' }).check(LOADED);
      await chooseFile(page, SHEET);
      await page.getByRole('button', { name: 'Загрузить' }).click();
      if (status === 'SUCCESS') {
        await expect(page.getByText('Результат импорта')).toBeVisible(LOADED);
        // One table of row errors, the unreadable row in it as it was read: nothing.
        const errors = page.getByRole('table', { name: 'Ошибки в строках файла' });
        await expect(errors).toHaveCount(1);
        await expect(errors.getByRole('row', { name: /^3 — —$/ })).toBeVisible();
      } else {
        // The toast of the failed job and the failure in the result panel.
        await expect(page.getByText('Ошибка при добавлении маршрутов')).toHaveCount(2, LOADED);
        await expect(page.getByText('Не удалось рассчитать.', { exact: false })).toBeVisible();
      }
      await expectNoErrorPage(page);
    });
  }
});
