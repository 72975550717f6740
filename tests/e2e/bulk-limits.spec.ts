// A bulk run in one tab, seen from another tab of the same user, on the backend with memory.
import { expect, signInAs, test, type Backend } from './backend';
import { fillPercentChange, selectRows } from './bulk-support';
import { LOADED } from './support';

const ME = 'orlov.v';

async function nmcOf(backend: Backend, id: number): Promise<number> {
  const { body } = await backend.call('GET', `/api/routes/v1/${id}/`);
  const nmc: unknown = typeof body === 'object' && body !== null && 'nmc' in body ? body.nmc : null;
  if (typeof nmc !== 'number') throw new Error(`route ${id}: no НМЦ`);
  return nmc;
}

const money = (value: number) => `${value.toLocaleString('ru-RU')}\u00a0₽`;

test.beforeEach(async ({ page, backend }) => {
  await backend.reset();
  await signInAs(page, backend, ME);
});

test('a route page open in another tab shows the run’s НМЦ and history entry without a reload', async ({
  page,
  context,
  backend,
}) => {
  test.slow(); // two tabs, a run between them
  // 84: one of the two routes from Самара in the seed.
  const id = 84;
  const before = await nmcOf(backend, id);
  const after = Math.round(before * 1.1);

  const other = await context.newPage();
  await other.goto(`/routes/${id}`);
  const shownNmc = other.getByRole('strong').filter({ hasText: '₽' });
  await expect(shownNmc).toHaveText(money(before), LOADED);
  const history = other.getByRole('region', { name: 'История изменений НМЦ' });
  await expect(history.locator('tbody tr[data-row-key]').first()).toBeVisible(LOADED);

  await page.goto('/routes?firstWaypoint=Самара');
  await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
  await selectRows(page, [id]);
  const dialog = await fillPercentChange(page, '10', 'Индексация в другой вкладке');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(
    page.getByRole('region', { name: /^Изменение НМЦ/ }).getByText('Изменено: 1'),
  ).toBeVisible(LOADED);
  expect(await nmcOf(backend, id)).toBe(after);

  // No reload, no navigation: within the default timeout, far less than the cache's 30 s.
  await expect(shownNmc).toHaveText(money(after));
  const newest = history.locator('tbody tr[data-row-key]').first();
  await expect(newest).toContainText('Индексация в другой вкладке');
  await expect(newest).toContainText(money(after));
});
