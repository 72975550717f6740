import { expect, test } from './test';
import {
  CHAIN,
  fillManualRoute,
  finishedCalculation,
  storeFinishedCalculation,
  jobResult,
  scriptJobs,
  serveTemporaryRoutes,
  temporaryRoute,
} from './calculator-support';
import { ROUTE_1 } from './route-fixture';
import { LOADED, fulfillJson, pickOption, notice, signIn } from './support';

test.describe('calculator: a route typed in', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('sends the chain as segments, polls NEW → STARTED → SUCCESS and shows the result', async ({
    page,
  }) => {
    let body: unknown;
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) => {
      body = route.request().postDataJSON();
      return fulfillJson(route, 200, { id: 101 });
    });
    const polls = await scriptJobs(page, {
      101: [{ status: 'NEW' }, { status: 'STARTED' }, { status: 'SUCCESS', result: jobResult() }],
    });
    await serveTemporaryRoutes(page, [temporaryRoute(501, 101)]);
    await page.goto('/');
    await fillManualRoute(page);
    await page.getByRole('button', { name: 'Рассчитать' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Расчёт выполняется' })).toBeVisible();
    // The toast (3 s) comes as the job ends, the route's card after its own request.
    const toast = notice(page, 'В расчет добавлен маршрут');
    await expect(toast).toContainText(CHAIN.join(' - '), LOADED);
    await expect(page.getByRole('heading', { name: CHAIN.join(' → ') })).toBeVisible(LOADED);
    expect(body).toEqual({
      segments: [
        { from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } },
        { from_waypoint: { city: 'Тверь' }, to_waypoint: { city: 'Санкт-Петербург' } },
      ],
      vehicle_category: 'lte10',
    });
    expect(polls[101]).toBe(3);
    await expect(page.getByText('до 10 т').first()).toBeVisible();
    await expect(page.getByText('712 км').first()).toBeVisible();
    // The session list shows the new route.
    await expect(page.getByRole('table').last()).toContainText('Москва - Тверь - Санкт-Петербург');
  });

  test('a FAILED job gives the failure toast', async ({ page }) => {
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) =>
      fulfillJson(route, 200, { id: 102 }),
    );
    await scriptJobs(page, {
      102: [
        { status: 'STARTED' },
        {
          status: 'FAILED',
          result: jobResult({
            errors: [{ row: null, field: 'city', message: 'Неизвестный город «Мск»' }],
          }),
        },
      ],
    });
    await page.goto('/');
    await fillManualRoute(page);
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    // The toast, not the card's error with the same title: the toast is the one that closes.
    const closeButton = page.getByRole('button', { name: 'Закрыть' });
    const toast = notice(page, 'Ошибка при добавлении маршрута').filter({ has: closeButton });
    await expect(toast).toBeVisible(LOADED);
    await expect(page.getByText('Неизвестный город «Мск»').first()).toBeVisible();
  });

  test('a double click creates one job', async ({ page }) => {
    let created = 0;
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', async (route) => {
      created += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return fulfillJson(route, 200, { id: 103 });
    });
    await scriptJobs(page, { 103: [{ status: 'STARTED' }] });
    await page.goto('/');
    await fillManualRoute(page);
    await page.getByRole('button', { name: 'Рассчитать' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Расчёт выполняется' })).toBeVisible(
      LOADED,
    );
    expect(created).toBe(1);
  });

  test('a reload during polling resumes it', async ({ page }) => {
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) =>
      fulfillJson(route, 200, { id: 104 }),
    );
    let finish = false;
    await page.route(/\/api\/jobs\/v1\/104\/$/, (route) =>
      fulfillJson(route, 200, {
        id: 104,
        status: finish ? 'SUCCESS' : 'STARTED',
        result: finish ? jobResult() : null,
      }),
    );
    await serveTemporaryRoutes(page, [temporaryRoute(504, 104)]);
    await page.goto('/');
    await fillManualRoute(page);
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Выполняется' })).toBeVisible(LOADED);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Расчёт выполняется' })).toBeVisible(
      LOADED,
    );
    finish = true;
    await expect(page.getByRole('heading', { name: CHAIN.join(' → ') })).toBeVisible(LOADED);
  });

  test('НМЦ and comment are saved, then confirm goes to the saved route with a toast', async ({
    page,
  }) => {
    let patch: unknown;
    await page.route('**/api/routes/temporary/v1/505/', (route) => {
      patch = route.request().postDataJSON();
      return fulfillJson(route, 200, temporaryRoute(505, 105, { nmc: 51000.5, comment: 'Срочно' }));
    });
    let confirmed = '';
    await page.route('**/api/jobs/v1/105/confirm/', (route) => {
      confirmed = route.request().method();
      return fulfillJson(route, 200, { id: 905 });
    });
    await scriptJobs(page, {
      105: [{ status: 'SUCCESS', result: jobResult() }],
      905: [
        { status: 'STARTED' },
        { status: 'SUCCESS', result: jobResult({ created_routes_id: [7] }) },
      ],
    });
    await serveTemporaryRoutes(page, [temporaryRoute(505, 105)]);
    // Typing the route in is the test above; this one starts from its result.
    await storeFinishedCalculation(page, 105);
    await page.goto('/');

    const nmc = page.getByRole('textbox', { name: 'НМЦ' });
    await nmc.fill('');
    await nmc.pressSequentially('51a000.5.');
    await expect(nmc).toHaveValue('51 000,5');
    await page.getByRole('textbox', { name: 'Комментарий' }).fill('Срочно');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    expect(patch).toEqual({ nmc: 51000.5, comment: 'Срочно' });

    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/routes\/7$/, LOADED);
    expect(confirmed).toBe('POST');
    const toast = notice(page, 'В расчет добавлен маршрут').last();
    await expect(toast).toContainText('Москва - Тверь - Санкт-Петербург');
    const stored: unknown = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('routeCreating'))) ?? '{}',
    );
    expect(stored).toMatchObject({ isPending: false, jobs: [] });
  });

  test('city autocomplete suggests from the path autocomplete', async ({ page }) => {
    let query = '';
    await page.route('**/api/routes/v1/path/waypoint/autocomplete/?*', (route) => {
      query = new URL(route.request().url()).searchParams.get('query') ?? '';
      return fulfillJson(route, 200, { addresses: ['г. Казань', 'г. Калуга'] });
    });
    await page.goto('/');
    await page.getByLabel('Откуда', { exact: true }).pressSequentially('Каз');
    // Slow typing may also ask for «Ка» first; the settled text is what must be asked last.
    await expect.poll(() => query).toBe('Каз');
    await pickOption(page, 'г. Казань');
    await expect(page.getByLabel('Откуда', { exact: true })).toHaveValue('г. Казань');
  });
});

test('a calculation that matches an existing route links to it, says how its НМЦ changes and shows its city chart', async ({
  page,
}) => {
  await signIn(page);
  const chartRequest = page.waitForRequest(/\/api\/charts\/v1\/chart\/city-city\/\?/);
  await page.route('**/api/routes/v1/3/', (route) =>
    fulfillJson(route, 200, { ...ROUTE_1, id: 3, nmc: 119_800 }),
  );
  await finishedCalculation(page, 106, { existing_route_id: 3, nmc: 31_902 });
  await page.goto('/');
  const warning = page.getByRole('alert').filter({ hasText: 'Такой маршрут уже есть' });
  await expect(warning).toContainText(
    'НМЦ в реестре: 119 800 ₽, станет 31 902 ₽: −87 898 ₽ (−73,4 %)',
    LOADED,
  );
  await expect(warning.getByRole('link', { name: '№ 3', exact: true })).toHaveAttribute(
    'href',
    '/routes/3',
  );
  // What confirming would write is what the field holds, typed or saved.
  await page.getByRole('textbox', { name: 'НМЦ' }).fill('120000');
  await expect(warning).toContainText('станет 120 000 ₽: +200 ₽ (+0,2 %)');
  const query = new URL((await chartRequest).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ route_id: '3', page: '1', limit: '1000' });
  // The chart library loads once the chart comes near the viewport.
  const chart = page.getByRole('img', { name: 'График «Город — город»' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible(LOADED);
});

test('a session route is edited in place: НМЦ and comment of its row are saved', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'routeCreating',
      JSON.stringify({ isPending: false, jobs: [], sessionJobIds: [107], page: 1 }),
    ),
  );
  await serveTemporaryRoutes(page, [temporaryRoute(507, 107)]);
  let patch: unknown;
  await page.route('**/api/routes/temporary/v1/507/', (route) => {
    patch = route.request().postDataJSON();
    return fulfillJson(route, 200, temporaryRoute(507, 107, { nmc: 47000, comment: 'Проверено' }));
  });
  await page.goto('/');
  await page.getByRole('button', { name: /Изменить НМЦ и комментарий: Москва - Тверь/ }).click();
  // The row that opens under the route, with its fields.
  const editor = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'НМЦ' }) });
  await editor.getByRole('textbox', { name: 'НМЦ' }).fill('47000');
  await editor.getByRole('textbox', { name: 'Комментарий' }).fill('Проверено');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toBeHidden();
  expect(patch).toEqual({ nmc: 47000, comment: 'Проверено' });
});
