import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible } from './a11y-support';
import { scrollToCharts } from './charts-support';
import {
  CHAIN,
  chooseFile,
  fillManualRoute,
  importJobResult,
  jobResult,
  scriptJobs,
  serveTemporaryRoutes,
  serveUnreadableRow,
  SHEET,
  temporaryRoute,
} from './calculator-support';
import { expectSettled, fulfillJson, listOption, LOADED, notice, signIn } from './support';

const IMPORT_CARD = '[role="region"][aria-label="Импорт уведомлений"]';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Waits for antd's opening animation, so axe sees the dialog at full opacity. */
const settled = (page: Page, name: string) => expectSettled(dialog(page, name));

test.describe('axe-core: no serious or critical violations, Russian names on every control', () => {
  // A scan of a whole screen takes a few seconds on a busy two-core machine; some tests make three.
  test.describe.configure({ timeout: 60_000 });

  test('login, and login with the wrong-credentials alert', async ({ page }, info) => {
    await page.route('**/api/auth/', (route) =>
      fulfillJson(route, 401, { detail: 'No active account found with the given credentials' }),
    );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
    await expectAccessible(page, info, 'login');

    await page.getByLabel('Имя пользователя').fill('ivanova.a');
    await page.getByLabel('Пароль').fill('wrong');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toHaveText('Неверное имя пользователя или пароль');
    // The fields fade back from disabled as the alert comes: axe would judge colours mid-way.
    await expectSettled(page.getByRole('alert'));
    await expectAccessible(page, info, 'login: wrong credentials');
  });

  test('the eye that shows the password is a target of at least 24 px', async ({ page }) => {
    await page.goto('/login');
    const eye = page.getByRole('button', { name: 'Показать' });
    const box = await eye.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    // Nothing of it lies over the text field, which would make the free target smaller.
    const input = await page.getByLabel('Пароль').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual((input?.x ?? 0) + (input?.width ?? 0));
    // The bigger target does not make the field taller than the others.
    // The box drawn around the password and its eye.
    const field = await page.getByLabel('Пароль').locator('..').boundingBox();
    const username = await page.getByLabel('Имя пользователя').boundingBox();
    expect(field?.height).toBe(username?.height);
    await eye.click();
    await expect(page.getByLabel('Пароль')).toHaveAttribute('type', 'text');
  });

  test('calculator: empty, «Из файла», and a calculated route', async ({ page }, info) => {
    await signIn(page);
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) =>
      fulfillJson(route, 200, { id: 111 }),
    );
    await scriptJobs(page, { 111: [{ status: 'SUCCESS', result: jobResult() }] });
    await serveTemporaryRoutes(page, [temporaryRoute(511, 111)]);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeVisible(LOADED);
    await expectAccessible(page, info, 'calculator: empty');

    await page.getByRole('radio', { name: 'Из файла' }).check();
    await expect(page.getByRole('button', { name: 'Выбрать файл' })).toBeVisible();
    await expectAccessible(page, info, 'calculator: from a file');

    await page.getByRole('radio', { name: 'Вручную' }).check();
    await fillManualRoute(page);
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    // The job's toast lives 3 s and comes before the route's card: a scan that takes seconds on a
    // busy machine would find it fading in or out, its text half-transparent and too pale.
    // Hovering holds it (pauseOnHover), and the scan waits for it at full opacity, as `settled`
    // does for dialogs.
    const toast = notice(page, 'В расчет добавлен маршрут');
    await toast.hover();
    await expect(page.getByRole('heading', { name: CHAIN.join(' → ') })).toBeVisible(LOADED);
    await expect(page.getByRole('textbox', { name: 'НМЦ' })).toBeVisible();
    await expectSettled(toast);
    await expectAccessible(page, info, 'calculator: result card, toast and session list');
  });

  test('calculator: the import result with row errors', async ({ page }, info) => {
    await signIn(page);
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (route) =>
      fulfillJson(route, 200, { id: 211 }),
    );
    await scriptJobs(page, {
      211: [
        {
          status: 'SUCCESS',
          result: importJobResult(1, 1),
        },
      ],
    });
    await serveUnreadableRow(page, 211);
    await serveTemporaryRoutes(page, [
      temporaryRoute(611, 211),
      temporaryRoute(612, 211, { existing_route_id: 2 }),
    ]);
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check(LOADED);
    await chooseFile(page, SHEET);
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await expect(page.getByRole('table', { name: 'Ошибки в строках файла' })).toBeVisible(LOADED);
    // The form fades back from disabled as the result comes: axe would judge colours mid-way.
    await expectSettled(page.getByRole('table', { name: 'Ошибки в строках файла' }));
    await expectAccessible(page, info, 'calculator: import result');
  });

  test('route list, with the «Категория ТС» dropdown open', async ({ page }, info) => {
    await signIn(page);
    await page.goto('/routes');
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    await expectAccessible(page, info, 'routes');

    await page.getByRole('combobox', { name: 'Категория ТС' }).click();
    await expectSettled(listOption(page, 'до 10 т'));
    await expectAccessible(page, info, 'routes: category dropdown open');
  });

  test('route page and its «Редактировать» dialog', async ({ page }, info) => {
    await signIn(page);
    await page.goto('/routes/1');
    await expect(
      page.getByRole('heading', { name: 'Москва — Нижний Новгород — Казань' }),
    ).toBeVisible(LOADED);
    await scrollToCharts(page);
    await expect(page.getByRole('img', { name: 'График «Город — город»' })).toBeVisible(LOADED);
    await expectAccessible(page, info, 'route page');

    await page.getByRole('button', { name: 'Редактировать' }).click();
    await settled(page, 'Редактирование маршрута');
    await expectAccessible(page, info, 'route page: edit dialog');
  });

  test('route form: a colleague’s save (412) and the question before dropping changes', async ({
    page,
  }, info) => {
    await signIn(page);
    await page.route('**/api/routes/v1/1/', (route) =>
      route.request().method() === 'PATCH'
        ? fulfillJson(route, 412, { id: 1, nmc: 74000, comment: 'Новая ставка перевозчика' })
        : route.fallback(),
    );
    await page.goto('/routes/1');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const edit = dialog(page, 'Редактирование маршрута');
    await edit.getByLabel('Комментарий').fill('Мой комментарий');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit.getByText('Маршрут уже изменён другим пользователем')).toBeVisible();
    await settled(page, 'Редактирование маршрута');
    await expectAccessible(page, info, 'route page: edit dialog, conflict');

    await page.keyboard.press('Escape');
    await settled(page, 'Изменения не сохранены');
    await expectAccessible(page, info, 'route page: unsaved changes question');
  });

  test('notification centre and its «Удалить все» confirmation', async ({ page }, info) => {
    await signIn(page);
    await page.goto('/notifications');
    await expect(page.getByRole('checkbox', { name: /^Выбрать уведомление:/ })).toHaveCount(
      10,
      LOADED,
    );
    await expectAccessible(page, info, 'notifications');

    await page.getByRole('button', { name: 'Удалить все' }).click();
    await settled(page, 'Удалить все уведомления?');
    await expectAccessible(page, info, 'notifications: delete-all confirmation');
  });

  // One test per state, each with one scan: three scans in a row took a minute on a busy machine.
  const IMPORT_STATES = [
    { status: 'STARTED', shows: 'Статус: Выполняется', state: 'running' },
    { status: 'SUCCESS', shows: 'Скачать файл', state: 'done' },
    { status: 'FAILURE', shows: 'Импорт уведомлений завершился с ошибкой', state: 'failed' },
  ];
  for (const { status, shows, state } of IMPORT_STATES) {
    test(`notifications import: ${state}`, async ({ page }, info) => {
      await page.route('**/api/notifications/v1/start_import_job/', (route) =>
        fulfillJson(route, 200, { task_id: 'task-1' }),
      );
      await page.route('**/api/notifications/v1/status_import_job/?*', (route) =>
        fulfillJson(route, 200, { task_id: 'task-1', status }),
      );
      await signIn(page);
      await page.goto('/notifications');
      await page.getByRole('button', { name: 'Запустить импорт' }).click(LOADED);
      const card = page.getByRole('region', { name: 'Импорт уведомлений' });
      await expect(card).toContainText(shows, LOADED);
      // «Запустить импорт» fades back from disabled once the job ends.
      await expectSettled(card);
      // The page around the import card is scanned whole by the test before: only the card
      // changes.
      await expectAccessible(page, info, `notifications import: ${state}`, IMPORT_CARD);
    });
  }

  test('exact Russian names: header, badge, icon buttons, pager', async ({ page }) => {
    await signIn(page);
    await page.goto('/routes');
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    const header = page.getByRole('banner');
    // The badge is said once as a number, not digit by digit.
    await expect(
      header.getByRole('link', { name: 'Центр уведомлений (14)', exact: true }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: 'Выйти', exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Выгрузить в Excel', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Следующая страница', exact: true }),
    ).toBeEnabled();
    // The menu itself is no tab stop: Tab from the page start lands on its first link.
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Калькулятор' })).toBeFocused();
  });

  test('the 404 page', async ({ page }, info) => {
    await signIn(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible(LOADED);
    await expectAccessible(page, info, '404');
  });
});
