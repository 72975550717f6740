// «Подтвердить» with a НМЦ typed in the session list's editor, on the backend with memory.
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './backend';
import { LOADED, pickOption } from './support';

async function priceKazanSamara(page: Page) {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Вручную' }).check();
  await page.getByLabel('Откуда', { exact: true }).fill('Казань');
  await page.getByLabel('Куда', { exact: true }).fill('Самара');
  await page.getByLabel('Категория ТС').click();
  await pickOption(page, 'до 0,8 т');
  await page.getByRole('button', { name: 'Рассчитать' }).click();
}

test.beforeEach(async ({ page, backend }) => {
  // Jobs end in 0.3 s instead of 2 s.
  await backend.reset({ jobStartMs: 0, jobEndMs: 300 });
  await signInAs(page, backend, 'orlov.v');
});

test('«Подтвердить» saves the НМЦ typed, unsaved, in the session row’s editor', async ({
  page,
  backend,
}) => {
  await priceKazanSamara(page);
  const card = page.getByRole('region', { name: 'Результат расчёта' });
  await expect(card.getByRole('heading', { name: 'Казань → Самара' })).toBeVisible(LOADED);

  await page
    .getByRole('button', { name: /Изменить НМЦ и комментарий: Казань - Самара/ })
    .click(LOADED);
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'НМЦ' }) });
  await row.getByRole('textbox', { name: 'НМЦ' }).fill('77777');
  await row.getByRole('textbox', { name: 'Комментарий' }).fill('По тендеру');
  // The card keeps its own draft: nothing typed there.
  await expect(card.getByRole('textbox', { name: 'НМЦ' })).not.toHaveValue('77 777');

  await card.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/routes\/301$/, LOADED);
  await expect(page.getByRole('dialog', { name: 'Изменения не сохранены' })).toHaveCount(0);
  const saved = await backend.call('GET', '/api/routes/v1/301/');
  expect(saved.body).toMatchObject({ nmc: 77_777, comment: 'По тендеру' });
});
