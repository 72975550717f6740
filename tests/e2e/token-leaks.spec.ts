import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './test';
import { allStorageKeys, EMPTY_STORAGE, fulfillJson, LOADED } from './support';

const LOGIN_TOKENS = { access: 'login-access-5c1e9a', refresh: 'login-refresh-5c1e9a' };
const FRESH_TOKENS = { access: 'fresh-access-8d2b7f', refresh: 'fresh-refresh-8d2b7f' };
const SECRETS = [...Object.values(LOGIN_TOKENS), ...Object.values(FRESH_TOKENS)];

/** Everything a console message shows: its text and the values of its arguments. */
async function consoleText(message: ConsoleMessage): Promise<string> {
  const args = await Promise.all(
    message
      .args()
      .map((arg) =>
        arg
          .evaluate((value) =>
            value instanceof Error ? `${value.message} ${value.stack}` : JSON.stringify(value),
          )
          .catch(() => ''),
      ),
  );
  return [message.text(), ...args].join(' ');
}

test('tokens never reach the console or a URL: login, refresh and retry, logout', async ({
  page,
}) => {
  const logged: Promise<string>[] = [];
  const urls: string[] = [];
  page.on('console', (message) => logged.push(consoleText(message)));
  page.on('pageerror', (error) => logged.push(Promise.resolve(`${error.message} ${error.stack}`)));
  page.on('request', (request) => urls.push(request.url()));

  await page.route('**/api/auth/', (route) => fulfillJson(route, 200, LOGIN_TOKENS));
  let refreshBody = '';
  await page.route('**/api/auth/refresh-token/', (route) => {
    refreshBody = route.request().postData() ?? '';
    return fulfillJson(route, 200, FRESH_TOKENS);
  });
  // The route list's first call finds the login token expired; the retry carries the new one.
  await page.route('**/api/routes/v1/?*', (route) =>
    route.request().headers()['authorization'] === `Bearer ${LOGIN_TOKENS.access}`
      ? fulfillJson(route, 401, { detail: 'Token is invalid or expired' })
      : route.fallback(),
  );
  // A server failure, so that the app has something to write to the console.
  await page.route('**/api/routes/v1/filters/choices/', (route) => route.fulfill({ status: 500 }));

  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill('ivanova.a');
  await page.getByLabel('Пароль').fill('secret');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'Маршруты' }).click();
  // A first load of a lazy screen, with a refresh and a retry before its list.
  await expect(page.getByText(/Найдено маршрутов: \d+/)).toBeVisible(LOADED);
  expect(JSON.parse(refreshBody)).toEqual({ refresh: LOGIN_TOKENS.refresh });
  expect(await page.evaluate(() => localStorage.getItem('access'))).toBe(FRESH_TOKENS.access);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await allStorageKeys(page)).toEqual(EMPTY_STORAGE);

  const messages = await Promise.all(logged);
  // The capture works: the server failure was logged.
  expect(messages.join('\n')).toContain('Что-то пошло не так, повторите попытку');
  for (const secret of SECRETS) {
    expect(messages.filter((text) => text.includes(secret))).toEqual([]);
    expect(urls.filter((url) => url.includes(secret))).toEqual([]);
  }
});
