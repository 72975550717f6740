// «По рынку» for routes without НМЦ and the guard on extreme changes (PRODUCT §4), on the backend
// with memory: what was written, or not, is read back through the API as a colleague would.
import { expect, signInAs, test } from './backend';
import { fillPercentChange } from './bulk-support';
import { LOADED } from './support';

const ME = 'orlov.v';
const NO_TARIFF = 'no_tariff';

test.beforeEach(async ({ page, backend }) => {
  await backend.reset();
  await signInAs(page, backend, ME);
});

test('«Переоценить (N)» of «Нет тарифа» prices the routes without НМЦ whose market sample allows it', async ({
  page,
  backend,
}) => {
  test.slow(); // a market read and a write per route (CPU ×4 in CI's worst case)
  const routes = await backend.routes(`messages=${NO_TARIFF}&limit=1000`);
  const count = routes.length;
  expect(count).toBeGreaterThan(0);
  // The category's routes have no НМЦ: per cent or sum could price none of them.
  expect(routes.every(({ nmc }) => nmc === null)).toBe(true);

  await page.goto('/notifications');
  const summary = page.getByRole('region', { name: 'Переоценка по уведомлениям' });
  const category = summary.getByRole('listitem').filter({ hasText: 'Нет тарифа' });
  await category.getByRole('button', { name: `Переоценить (${count})` }).click(LOADED);

  const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
  await expect(dialog.getByRole('radio', { name: 'По рынку' })).toBeChecked(LOADED);
  const preview = dialog.getByRole('region', { name: 'Предпросмотр' });
  await expect(preview).toContainText(`из ${count}`, LOADED);
  const text = (await preview.textContent()) ?? '';
  const writes = Number(/Изменится: (\d+)/.exec(text)?.[1]);
  expect(writes).toBeGreaterThan(0);
  // They are new prices, summed apart from the changes of a price.
  expect(text).toContain(`Получат НМЦ: ${writes}`);
  // No price of theirs changes: no «Сумма НМЦ» of 0 ₽ → 0 ₽.
  expect(text).not.toContain('Сумма НМЦ');
  const firstRow = preview.locator('tbody tr[data-row-key]').first();
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText('—');

  await dialog.getByLabel('Комментарий').fill('Цена рынка для маршрутов без тарифа');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  const run = page.getByRole('region', { name: /^Изменение НМЦ/ });
  await expect(run.getByText(`Изменено: ${writes}`)).toBeVisible(LOADED);

  const written = (await backend.routes('limit=1000')).filter(
    ({ comment }) => comment === 'Цена рынка для маршрутов без тарифа',
  );
  expect(written).toHaveLength(writes);
  const ids = new Set(routes.map(({ id }) => id));
  for (const route of written) {
    expect(ids.has(route.id)).toBe(true);
    expect(route.nmc).toBeGreaterThan(0);
  }
  // Route 293, which the justification panel prices at 90 019 ₽, gets exactly that.
  expect(ids.has(293)).toBe(true);
  expect((await backend.route(293)).nmc).toBe(90_019);
});

test('+1000 % on two routes asks first; «Вернуться» sends no PATCH and keeps the form', async ({
  page,
  backend,
}) => {
  const before = await backend.routes('first_waypoint=Самара');
  expect(before.map(({ nmc }) => nmc === null)).toEqual([false, false]);
  // A phone's width: the mark is read in the preview's one column too.
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/routes?firstWaypoint=Самара');
  await page.getByRole('button', { name: 'Выбрать все найденные (2)' }).click(LOADED);
  await expect(page.getByText('Выбрано маршрутов: 2')).toBeVisible(LOADED);
  const dialog = await fillPercentChange(page, '1000', 'Индексация');

  const preview = dialog.getByRole('region', { name: 'Предпросмотр' });
  await expect(preview).toContainText('Резкие изменения: 2', LOADED);
  const marks = preview.getByText(/^Проверьте: \+1\s000\s%$/);
  await expect(marks).toHaveCount(2);
  const box = await marks.first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(412);

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Применить' }).click();
  const question = page.getByRole('dialog', {
    name: /^Изменение больше 30\s% или НМЦ ниже 1\s000\s₽ у 2 маршрутов\. Применить\?$/,
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Вернуться' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Изменение, %')).toHaveValue('1000');
  await expect(dialog.getByLabel('Комментарий')).toHaveValue('Индексация');
  expect(patches).toEqual([]);
  expect(await backend.routes('first_waypoint=Самара')).toEqual(before);
});
