import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  jobResult,
  scriptJobs,
  storeFinishedCalculation,
  temporaryRoute,
} from './calculator-support';
import { LOADED, fulfillJson, signIn } from './support';

/**
 * A backend that keeps temporary route `id` of job `job`: a PATCH changes what every later list
 * answers. Returns the PATCH bodies and the confirmations it got.
 */
async function keepTemporaryRoute(page: Page, id: number, job: number, nmc: number) {
  let route = temporaryRoute(id, job, { nmc });
  const patches: unknown[] = [];
  const confirmations: string[] = [];
  await page.route(/\/api\/routes\/temporary\/v1\/\?/, (request) =>
    fulfillJson(request, 200, { total: 1, results: [route] }),
  );
  await page.route(`**/api/routes/temporary/v1/${id}/`, (request) => {
    const patch: unknown = request.request().postDataJSON();
    patches.push(patch);
    if (typeof patch === 'object' && patch !== null) route = { ...route, ...patch };
    return fulfillJson(request, 200, route);
  });
  await page.route(`**/api/jobs/v1/${job}/confirm/`, (request) => {
    confirmations.push(request.request().method());
    return fulfillJson(request, 200, { id: job + 800 });
  });
  await scriptJobs(page, {
    [job]: [{ status: 'SUCCESS', result: jobResult() }],
    [job + 800]: [{ status: 'STARTED' }],
  });
  await storeFinishedCalculation(page, job);
  return { patches, confirmations };
}

test.beforeEach(async ({ page }) => signIn(page));

test('the result card shows a price saved in its session row, and confirming writes only what was typed in the card', async ({
  page,
}) => {
  const backend = await keepTemporaryRoute(page, 520, 120, 22008);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Результат расчёта' });
  await expect(card.getByRole('textbox', { name: 'НМЦ' })).toHaveValue('22 008', LOADED);

  await page.getByRole('button', { name: /Изменить НМЦ и комментарий: Москва - Тверь/ }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'НМЦ' }) });
  await row.getByRole('textbox', { name: 'НМЦ' }).fill('60000');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row).toBeHidden();
  await expect(card.getByRole('textbox', { name: 'НМЦ' })).toHaveValue('60 000');

  await card.getByRole('textbox', { name: 'Комментарий' }).fill('Согласовано');
  await card.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранение маршрута' })).toBeVisible(
    LOADED,
  );
  expect(backend.patches).toEqual([{ nmc: 60000 }, { comment: 'Согласовано' }]);
  expect(backend.confirmations).toEqual(['POST']);
});

test('a route without НМЦ is neither saved nor confirmed', async ({ page }) => {
  const backend = await keepTemporaryRoute(page, 521, 121, 22008);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Результат расчёта' });
  const nmc = card.getByRole('textbox', { name: 'НМЦ' });
  await expect(nmc).toHaveValue('22 008', LOADED);
  await nmc.fill('');

  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(nmc).toHaveAccessibleDescription('Укажите НМЦ');
  await card.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(nmc).toHaveAccessibleDescription('Укажите НМЦ: маршрут без неё не подтвердить');
  expect(backend.patches).toEqual([]);
  expect(backend.confirmations).toEqual([]);
});
