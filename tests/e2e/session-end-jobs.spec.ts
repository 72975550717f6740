import { fillManualRoute } from './calculator-support';
import { allStorageKeys, EMPTY_STORAGE, fulfillJson, LOADED, signIn } from './support';
import { expect, test } from './test';

test.describe('a session that ends while a job runs', () => {
  test('«Выйти» in another tab during a calculation is no failed job and leaves no session behind', async ({
    context,
    page,
  }) => {
    await signIn(page);
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) =>
      fulfillJson(route, 200, { id: 301 }),
    );
    // The job's poll is on its way when the session ends: the backend has not answered yet.
    let polled: () => void = () => undefined;
    const pollArrived = new Promise<void>((resolve) => (polled = resolve));
    await page.route('**/api/jobs/v1/301/', () => polled());
    await page.goto('/');
    await fillManualRoute(page);
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await pollArrived;

    const other = await context.newPage();
    await other.goto('/routes');
    await other.getByRole('button', { name: 'Выйти' }).click();

    await expect(page).toHaveURL(/\/login$/, LOADED);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
    await expect(page.getByText('Ошибка при добавлении маршрута')).toHaveCount(0);
    // No token nor job state stays: only this tab's kept calculation, for the same user's return.
    expect(await allStorageKeys(page)).toEqual({ ...EMPTY_STORAGE, session: ['drafts'] });
  });
});
