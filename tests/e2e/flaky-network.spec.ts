import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  CHAIN,
  fillManualRoute,
  jobResult,
  serveTemporaryRoutes,
  temporaryRoute,
} from './calculator-support';
import {
  exportBackend,
  importBackend,
  openWork,
  scriptedPolls,
  workItem,
  type Step,
} from './downloads-support';
import { LOADED, fulfillJson, notice, signIn } from './support';

const OFFLINE = 'Нет связи с сервером, повторяем…';
// A status, then three failed polls of both kinds, then the job is done.
const FLAKY: Step[] = ['STARTED', 'network-error', 503, 'network-error', 'SUCCESS'];

/** Starts a manual calculation whose job `id` answers its polls with `steps`. */
async function calculate(page: Page, id: number, steps: readonly Step[]) {
  const polls = scriptedPolls(steps, (route, status) =>
    fulfillJson(route, 200, {
      id,
      status,
      result: status === 'SUCCESS' ? jobResult() : null,
    }),
  );
  await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) =>
    fulfillJson(route, 200, { id }),
  );
  await page.route(new RegExp(`/api/jobs/v1/${id}/$`), polls.handle);
  await serveTemporaryRoutes(page, [temporaryRoute(600 + id, id)]);
  await page.goto('/');
  await fillManualRoute(page);
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  return polls;
}

const progress = (page: Page) => page.getByRole('status').filter({ hasText: 'Расчёт выполняется' });

test.describe('failed polls are not failed jobs', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an export whose polls fail says so quietly, backs off and still saves the file', async ({
    page,
  }) => {
    test.slow();
    const polls = await exportBackend(page, 921, FLAKY);
    await page.goto('/routes');
    // The polls alone take 7 s and more, by design.
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    await openWork(page);
    await expect(workItem(page, 'Выгрузка списка маршрутов')).toContainText(OFFLINE, LOADED);
    expect((await download).suggestedFilename()).toBe('Расчитанные маршруты.xlsx');
    await expect(notice(page, 'Файл выгружен')).toBeVisible();
    await expect(page.getByText('Выгрузка не удалась')).toHaveCount(0);
    // Polled each second while it runs; after a failure 1 s, then 2 s, then 4 s.
    const [, , second, third] = polls.gaps();
    expect(second).toBeGreaterThanOrEqual(1900);
    expect(third).toBeGreaterThanOrEqual(3900);
  });

  test('a calculation whose polls fail says so and ends well, without the failure toast', async ({
    page,
  }) => {
    test.slow();
    await calculate(page, 131, FLAKY);
    await expect(progress(page)).toContainText(OFFLINE, LOADED);
    // The toast comes as the job ends, the route's card after its own request: in that order.
    await expect(page.getByText('В расчет добавлен маршрут')).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { name: CHAIN.join(' → ') })).toBeVisible(LOADED);
    await expect(page.getByText('Ошибка при добавлении маршрута')).toHaveCount(0);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });

  test('a poll whose session refresh fails for a moment is tried again, and the calculation ends well', async ({
    page,
  }) => {
    await page.route('**/api/auth/refresh-token/', (route) =>
      fulfillJson(route, 503, { detail: 'Сервис недоступен' }),
    );
    await calculate(page, 132, ['STARTED', 401, 'SUCCESS']);
    await expect(page.getByText('В расчет добавлен маршрут')).toBeVisible(LOADED);
    await expect(page.getByText('Ошибка при добавлении маршрута')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('a notifications import whose polls fail says so and still saves its file', async ({
    page,
  }) => {
    test.slow();
    await importBackend(page, FLAKY, 'Уведомления.xlsx');
    await page.goto('/notifications');
    // The polls alone take 7 s and more, by design.
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Запустить импорт' }).click();
    await openWork(page);
    await expect(workItem(page, 'Файл импорта уведомлений')).toContainText(OFFLINE, LOADED);
    expect((await download).suggestedFilename()).toBe('Уведомления.xlsx');
    await expect(page.getByRole('status').filter({ hasText: 'Статус: Готово' })).toBeVisible();
    await expect(page.getByText('Импорт уведомлений завершился с ошибкой')).toHaveCount(0);
  });

  test('a job the server does not know (404) is a failure at once', async ({ page }) => {
    await exportBackend(page, 922, ['STARTED']);
    await page.route('**/api/jobs/v1/922/', (route) =>
      fulfillJson(route, 404, { detail: 'Не найдено.' }),
    );
    await page.goto('/routes');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    await expect(notice(page, 'Выгрузка не удалась')).toBeVisible(LOADED);
  });
});

test.describe('a job that never ends', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an unknown status reads as running, and «Новый расчёт» frees the calculator', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await calculate(page, 132, ['QUEUED_ON_ANOTHER_NODE']);
    await expect(progress(page)).toContainText('Статус задачи: Выполняется', LOADED);
    await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeDisabled();
    await page.getByRole('button', { name: 'Новый расчёт' }).click();
    await expect(progress(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});
