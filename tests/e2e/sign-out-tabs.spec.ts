// «Выйти» is the user's own choice: no tab says the session ended by itself.
import { expect, signInThroughForm, test } from './backend';
import { LOADED } from './support';

const ENDED = 'Сеанс завершён, войдите снова';

test.beforeEach(async ({ page, backend }) => {
  await backend.reset();
  await signInThroughForm(page, 'orlov.v');
});

test('«Выйти» in one tab: neither it nor the other tab says «Сеанс завершён», and only it revokes the token', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto('/routes');
  await expect(other.getByText(/Найдено маршрутов: \d+/)).toBeVisible(LOADED);
  const revoked: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/auth/logout/')) revoked.push(request.url());
  });

  await page.getByRole('button', { name: 'Выйти' }).click();
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/login$/, LOADED);
    await expect(tab.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
    await expect(tab.getByText(ENDED)).toHaveCount(0);
  }
  expect(revoked).toHaveLength(1);
});
