// The session on the backend with memory: an access token that really expires is renewed once
// with the refresh token, which is then spent.
import { expect, signInThroughForm, test } from './backend';
import { LOADED } from './support';

test('an expired access token is renewed on the next call, and the spent refresh token is refused', async ({
  page,
  backend,
}) => {
  await backend.reset({ accessTtlMs: 1_500 });
  await signInThroughForm(page, 'orlov.v');
  const before = await page.evaluate(() => ({
    access: localStorage.getItem('access'),
    refresh: localStorage.getItem('refresh'),
  }));
  // The token's life is the backend's clock: only time makes it expire.
  await page.waitForTimeout(2_000);
  await page.getByRole('menuitem', { name: 'Маршруты' }).click();
  await expect(page.getByText('Найдено маршрутов: 300')).toBeVisible(LOADED);
  await expect(page.getByRole('banner')).toContainText('orlov.v');
  const after = await page.evaluate(() => ({
    access: localStorage.getItem('access'),
    refresh: localStorage.getItem('refresh'),
  }));
  expect(after.access).not.toBe(before.access);
  expect(after.refresh).not.toBe(before.refresh);

  const reused = await backend.call('POST', '/api/auth/refresh-token/', {
    data: { refresh: before.refresh },
  });
  expect(reused.status).toBe(401);
});

test('after «Выйти» the refresh token the tab held is refused; another session’s is not', async ({
  page,
  backend,
}) => {
  await backend.reset();
  await signInThroughForm(page, 'orlov.v');
  const copied = await page.evaluate(() => localStorage.getItem('refresh'));
  const elsewhere = await backend.tokens('orlov.v');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);

  const refresh = (token: string | null) =>
    backend.call('POST', '/api/auth/refresh-token/', { data: { refresh: token } });
  expect((await refresh(copied)).status).toBe(401);
  expect((await refresh(elsewhere.refresh)).status).toBe(200);
});
