import { expect, test } from './test';
import { LOADED, allStorageKeys, EMPTY_STORAGE, fulfillJson, signIn, storageKeys } from './support';

test.describe('sign-in and session', () => {
  test('a guest is sent to /login; a good login leads back to the link, query and all, with both tokens stored', async ({
    page,
  }) => {
    await page.goto('/routes?category=lte10');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Имя пользователя').fill('ivanova.a');
    await page.getByLabel('Пароль').fill('secret');
    await page.getByLabel('Пароль').press('Enter');
    await expect(page).toHaveURL(/\/routes\?category=lte10$/);
    await expect(page.getByRole('banner')).toContainText('ivanova.a');
    await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toBeVisible(LOADED);
    expect(await storageKeys(page)).toEqual(expect.arrayContaining(['access', 'refresh']));
  });

  test('a session that ends mid-edit says so, and gives the same user the page and the typed values back', async ({
    page,
  }) => {
    await page.route('**/api/routes/v1/1/', (route) =>
      route.request().method() === 'PATCH'
        ? fulfillJson(route, 401, { detail: 'Token is invalid or expired' })
        : route.fallback(),
    );
    await page.route('**/api/auth/refresh-token/', (route) =>
      fulfillJson(route, 401, { detail: 'Token is invalid or expired' }),
    );
    await signIn(page);
    await page.goto('/routes/1');
    await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await dialog.getByLabel('НМЦ').fill('72500');
    await dialog.getByLabel('Комментарий').fill('Пересчёт по тендеру');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();

    await expect(page.getByText('Сеанс завершён, войдите снова')).toBeVisible(LOADED);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Имя пользователя').fill('ivanova.a');
    await page.getByLabel('Пароль').fill('secret');
    await page.getByRole('button', { name: 'Войти' }).click();

    const offer = page.getByRole('alert').filter({ hasText: 'Несохранённые изменения' });
    await offer.getByRole('button', { name: 'Вернуть' }).click(LOADED);
    await expect(page).toHaveURL(/\/routes\/1$/);
    await expect(dialog.getByLabel('НМЦ')).toHaveValue('72 500');
    await expect(dialog.getByLabel('Комментарий')).toHaveValue('Пересчёт по тендеру');
    await expect(offer).toHaveCount(0);
  });

  test('wrong credentials show the message and keep the form', async ({ page }) => {
    await page.route('**/api/auth/', (route) =>
      fulfillJson(route, 401, { detail: 'No active account found with the given credentials' }),
    );
    await page.goto('/login');
    await page.getByLabel('Имя пользователя').fill('ivanova.a');
    await page.getByLabel('Пароль').fill('wrong');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверное имя пользователя или пароль')).toBeVisible();
    await expect(page.getByLabel('Имя пользователя')).toHaveValue('ivanova.a');
    expect(await storageKeys(page)).toEqual([]);
  });

  test('the session survives a reload and logging out clears both storages', async ({ page }) => {
    await signIn(page);
    await page.goto('/notifications');
    await expect(page.getByRole('banner')).toContainText('ivanova.a', LOADED);
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('ivanova.a', LOADED);
    await expect(page).toHaveURL(/\/notifications$/);
    // What a session leaves behind: a running import, a calculation, something in sessionStorage.
    await page.getByRole('button', { name: 'Запустить импорт' }).click();
    await expect(page.getByRole('status')).toContainText('Статус');
    await page.evaluate(() => {
      localStorage.setItem('routeCreating', '{"isPending":true,"jobs":[]}');
      sessionStorage.setItem('draft', 'x');
    });
    expect((await allStorageKeys(page)).local).toEqual(
      expect.arrayContaining(['access', 'refresh', 'notificationsImportTaskId', 'routeCreating']),
    );
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(await allStorageKeys(page)).toEqual(EMPTY_STORAGE);
  });

  test('a 401 is refreshed once and the call retried with the new token', async ({ page }) => {
    const seen: string[] = [];
    await page.route('**/api/users/me/', async (route) => {
      const auth = route.request().headers()['authorization'] ?? '';
      seen.push(auth);
      if (auth === 'Bearer fresh-access') return route.fallback();
      return fulfillJson(route, 401, { detail: 'Token is invalid or expired' });
    });
    let refreshBody = '';
    await page.route('**/api/auth/refresh-token/', (route) => {
      refreshBody = route.request().postData() ?? '';
      return fulfillJson(route, 200, { access: 'fresh-access', refresh: 'fresh-refresh' });
    });
    await signIn(page, { access: 'stale-access', refresh: 'old-refresh' });
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('ivanova.a', LOADED);
    expect(seen).toEqual(['Bearer stale-access', 'Bearer fresh-access']);
    expect(JSON.parse(refreshBody)).toEqual({ refresh: 'old-refresh' });
    expect(
      await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]),
    ).toEqual(['fresh-access', 'fresh-refresh']);
  });

  test('a refused refresh leads to /login with storage empty', async ({ page }) => {
    await page.route('**/api/users/me/', (route) => fulfillJson(route, 401, { detail: 'expired' }));
    await page.route('**/api/auth/refresh-token/', (route) =>
      fulfillJson(route, 401, { detail: 'Token is invalid or expired' }),
    );
    await signIn(page);
    await page.evaluate(() => {
      localStorage.setItem('notificationsImportTaskId', 'task-1');
      sessionStorage.setItem('draft', 'x');
    });
    await page.goto('/routes');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
    expect(await allStorageKeys(page)).toEqual(EMPTY_STORAGE);
  });
});

test.describe('layout', () => {
  test('header menu, badge, user and footer; the active entry follows the path', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/routes/5');
    const header = page.getByRole('banner');
    const menu = header.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Калькулятор',
      'Маршруты',
      /Центр уведомлений\s*14/,
    ]);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Маршруты');
    await expect(page.getByRole('contentinfo')).toContainText('© 2023');
    await expect(page.getByRole('contentinfo')).toContainText('версия 1.0.2');
    await menu.getByRole('link', { name: /Центр уведомлений/ }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(menu.locator('[aria-current="page"]')).toContainText('Центр уведомлений');
  });

  test('no badge when there are no notifications', async ({ page }) => {
    await page.route('**/api/notifications/v1/?*', (route) =>
      fulfillJson(route, 200, { total: 0, results: [] }),
    );
    await signIn(page);
    const total = page.waitForResponse('**/api/notifications/v1/?*');
    await page.goto('/');
    await total;
    await expect(page.getByRole('banner')).toContainText('ivanova.a', LOADED);
    // Neither the badge's digits nor the count said to screen readers.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Центр уведомлений/ }),
    ).toHaveText('Центр уведомлений');
  });

  test('an unknown path shows the 404 block inside the layout', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible(LOADED);
    await expect(page.getByText('Страница удалена или не существует')).toBeVisible(LOADED);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
