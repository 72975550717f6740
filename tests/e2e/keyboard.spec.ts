import { expect, test } from './test';
import {
  CHAIN,
  jobResult,
  scriptJobs,
  serveTemporaryRoutes,
  temporaryRoute,
} from './calculator-support';
import { chooseOption, expectVisibleFocus, tabTo } from './keyboard-support';
import { fulfillJson, LOADED, openList, signIn, storageKeys } from './support';
import { test as backendTest } from './backend';

// After the first `page.goto`, these tests use only the keyboard: Tab, Shift+Tab, Enter, Space,
// arrows, Escape and typing.

// With antd's motion, as most users see it: lists and dialogs slide in while the keys go on.
test.use({ reducedMotion: 'no-preference' });

test('signing in', async ({ page }) => {
  await page.goto('/login');
  const username = page.getByRole('textbox', { name: 'Имя пользователя' });
  await expect(username).toBeFocused(LOADED);
  await expectVisibleFocus(page);
  await page.keyboard.type('ivanova.a');
  await tabTo(page, page.getByLabel('Пароль'));
  await page.keyboard.type('secret');
  await tabTo(page, page.getByRole('button', { name: 'Войти' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('ivanova.a');
  expect(await storageKeys(page)).toEqual(expect.arrayContaining(['access', 'refresh']));
});

test('moving a «Через» point keeps the focus on its arrows', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeVisible(LOADED);
  const points = page.getByRole('combobox', { name: 'Через' });
  for (const city of ['Тверь', 'Клин', 'Торжок']) {
    await tabTo(page, page.getByRole('button', { name: 'Добавить точку' }));
    await page.keyboard.press('Enter');
    await expect(points.last()).toBeFocused();
    await page.keyboard.type(city);
  }
  const up = page.getByRole('button', { name: 'Переместить точку выше' });
  const down = page.getByRole('button', { name: 'Переместить точку ниже' });
  await tabTo(page, up.nth(2));
  await page.keyboard.press('Enter');
  await expect(points.nth(1)).toHaveValue('Торжок');
  await expect(points.nth(2)).toHaveValue('Клин');
  // The moved point's «Выше» keeps the focus: another Enter moves it again.
  await expect(up.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(points.nth(0)).toHaveValue('Торжок');
  await expect(points.nth(1)).toHaveValue('Тверь');
  // At the top «Выше» is disabled: the focus is on the point's «Ниже», not lost to the page.
  await expect(up.nth(0)).toBeDisabled();
  await expect(down.nth(0)).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(points.nth(0)).toHaveValue('Тверь');
  await expect(points.nth(1)).toHaveValue('Торжок');
  await expect(down.nth(1)).toBeFocused();
});

test('adding a route in the calculator, up to its result', async ({ page }) => {
  await signIn(page);
  let body: unknown;
  await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) => {
    body = route.request().postDataJSON();
    return fulfillJson(route, 200, { id: 121 });
  });
  await scriptJobs(page, {
    121: [{ status: 'STARTED' }, { status: 'SUCCESS', result: jobResult() }],
  });
  await serveTemporaryRoutes(page, [temporaryRoute(521, 121)]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeVisible(LOADED);

  await tabTo(page, page.getByRole('combobox', { name: 'Откуда' }));
  await page.keyboard.type(CHAIN[0]!);
  await tabTo(page, page.getByRole('button', { name: 'Добавить точку' }));
  await page.keyboard.press('Enter');
  // The new point takes the focus, ready for its city.
  await expect(page.getByRole('combobox', { name: 'Через' })).toBeFocused();
  await page.keyboard.type(CHAIN[1]!);
  // A second point, removed again: the focus goes on to «Добавить точку», not to the page.
  await tabTo(page, page.getByRole('button', { name: 'Добавить точку' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Через' }).last()).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Удалить точку' }).last());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Через' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Добавить точку' })).toBeFocused();
  await tabTo(page, page.getByRole('combobox', { name: 'Куда', exact: true }));
  await page.keyboard.type(CHAIN[2]!);
  await tabTo(page, page.getByRole('combobox', { name: 'Категория ТС' }));
  await chooseOption(page, page.getByRole('combobox', { name: 'Категория ТС' }), 'до 10 т');
  await tabTo(page, page.getByRole('button', { name: 'Рассчитать' }));
  await page.keyboard.press('Enter');
  // The locked form gives the focus to where the outcome comes, not to the page.
  await expect(page.getByRole('region', { name: 'Результат расчёта' })).toBeFocused();

  await expect(page.getByRole('heading', { name: CHAIN.join(' → ') })).toBeVisible(LOADED);
  expect(body).toEqual({
    segments: [
      { from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } },
      { from_waypoint: { city: 'Тверь' }, to_waypoint: { city: 'Санкт-Петербург' } },
    ],
    vehicle_category: 'lte10',
  });
  // The result's own controls are next in line.
  await tabTo(page, page.getByRole('textbox', { name: 'НМЦ' }));
});

test('filtering the route list by «Категория ТС» and a range', async ({ page }) => {
  await signIn(page);
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (/\/api\/routes\/v1\/\?/.test(request.url())) seen.push(new URL(request.url()));
  });
  await page.goto('/routes');
  await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);

  const category = page.getByRole('combobox', { name: 'Категория ТС' });
  await tabTo(page, category);
  await chooseOption(page, category, 'до 10 т');
  await page.keyboard.press('Escape');
  await expect(openList(page)).toHaveCount(0);
  await tabTo(page, page.getByRole('spinbutton', { name: 'Расстояние, км от' }));
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');

  await expect
    .poll(() => Object.fromEntries(seen.at(-1)?.searchParams ?? []))
    .toEqual({ category: 'lte10', distance_min: '100', page: '1', limit: '10' });
  await expect(page).toHaveURL(/category=lte10/);

  // A row is one Tab stop, its checkbox: Space ticks it, Tab goes on to the next row, and Enter
  // opens the row's route.
  const rows = page.getByRole('row', { name: /Москва/ });
  await tabTo(page, rows.first());
  await page.keyboard.press('Space');
  await expect(page.getByText('Выбрано маршрутов: 1')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(rows.nth(1).getByRole('checkbox')).toBeFocused();
  await expectVisibleFocus(page);
  const id = await rows.nth(1).getByRole('link').textContent();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/routes/${id}$`));
});

const isNotification = (value: unknown): value is { id: number; message: string } =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value;

backendTest(
  'deleting notifications: selected ones, then all after confirming',
  async ({ page, backend }) => {
    await backend.reset();
    await signIn(page, await backend.tokens('orlov.v'));
    const [newest] = (await backend.all('/api/notifications/v1/?limit=1')).filter(isNotification);
    const total = (await backend.all('/api/notifications/v1/?limit=100')).length;
    // The list reloads only after the question has closed: the focus must not wait for it. Once
    // something was deleted, the list answers 1.5 s late, as a busy server does.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await page.route(/\/api\/notifications\/v1\/\?/, async (route) => {
      if (deletes.length > 0) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/notifications');
    const first = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: newest!.message, exact: true }) })
      .getByRole('checkbox');
    await expect(first).toBeVisible(LOADED);

    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(page.getByText('Выбрано: 1')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Удалить выбранные' }), { back: true });
    await page.keyboard.press('Enter');
    // It asks first, as every deletion does.
    const question = page.getByRole('dialog', { name: 'Удалить выбранные уведомления?' });
    await expect(question).toBeVisible();
    await tabTo(page, question.getByRole('button', { name: 'Удалить' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Все выбранные уведомления удалены')).toBeVisible();
    await expect(first).toHaveCount(0, LOADED);
    expect(deletes).toEqual([`/api/notifications/v1/${newest!.id}/`]);
    // The button disabled by the success does not drop the focus to the page.
    await expect(page.getByText(`Всего: ${total - 1}`)).toBeFocused();
    await expectVisibleFocus(page);

    const deleteAll = page.getByRole('button', { name: 'Удалить все' });
    await tabTo(page, deleteAll);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Удалить все уведомления?' });
    await expect(dialog).toBeVisible();
    // Escape dismisses without deleting and gives the focus back to «Удалить все».
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteAll).toBeFocused();
    expect(deletes).toHaveLength(1);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Удалить' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Все уведомления удалены')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(deletes.at(-1)).toBe('/api/notifications/v1/all/');
    await expect(page.getByText('Всего: 0')).toBeFocused(LOADED);
    await expectVisibleFocus(page);
    expect(await backend.all('/api/notifications/v1/?limit=100')).toEqual([]);
  },
);

test('«Редактировать» on the route page: the dialog takes the focus and gives it back', async ({
  page,
}) => {
  await signIn(page);
  let patched: unknown = null;
  await page.route('**/api/routes/v1/1/', (route) => {
    if (route.request().method() === 'PATCH') patched = route.request().postDataJSON();
    return route.fallback();
  });
  await page.goto('/routes/1');
  const edit = page.getByRole('button', { name: 'Редактировать' });
  await expect(edit).toBeVisible(LOADED);
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
  await expect(dialog.getByRole('textbox', { name: 'НМЦ' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'НМЦ' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('51000');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Комментарий' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Пересчёт');
  await tabTo(page, dialog.getByRole('button', { name: 'Сохранить' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(patched).toEqual({ nmc: 51000, comment: 'Пересчёт' });
  await expect(edit).toBeFocused();
});
