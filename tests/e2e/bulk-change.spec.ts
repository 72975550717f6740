// The bulk change of НМЦ as the user goes through it, on the backend with memory: the form and
// its preview, then the run going on while the user works elsewhere, its result in «Фоновые
// задачи». What was written is read back through the API. The run's rules (versions and 412,
// conflicts, paging, at most 4 requests, undo) are unit-tested in src/features/routes/bulk; what a
// run leaves behind, conflicts and undo included, in backend-flows.spec.ts and bulk-trust.spec.ts.
import { expectAccessible } from './a11y-support';
import { expect, signInAs, test } from './backend';
import { fillPercentChange, holdRouteWrites, selectRows } from './bulk-support';
import { expectSettled, LOADED } from './support';

const WORK_LIST = '[role="dialog"][aria-label="Фоновые задачи"]';

const money = (value: number) => `${value.toLocaleString('ru-RU')}\u00a0₽`;

test('the preview, then the run goes on after leaving the screen, its result in the header', async ({
  page,
  backend,
}, info) => {
  test.slow(); // two axe checks and three screens
  await backend.reset();
  await signInAs(page, backend, 'orlov.v');
  // The two routes that start in Самара (288 and 84 in the seed), each with an НМЦ.
  const routes = await backend.routes('first_waypoint=Самара');
  const after = routes.map(({ nmc }) => Math.round(nmc! * 1.1));
  await page.goto('/routes?firstWaypoint=Самара');
  await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
  await selectRows(
    page,
    routes.map(({ id }) => id),
  );
  await expect(page.getByText('Выбрано маршрутов: 2')).toBeVisible();
  const dialog = await fillPercentChange(page, '10', 'Индексация 2027');
  for (const [index, { nmc }] of routes.entries())
    await expect(dialog.getByRole('row').filter({ hasText: money(nmc!) })).toContainText(
      `${money(after[index]!)}+${money(after[index]! - nmc!)}`,
    );
  await expectSettled(dialog);
  await expectAccessible(page, info, 'bulk change: selected rows, the form and its preview');

  // The run's writes wait until the user has left the screen, as on a slow network.
  const release = await holdRouteWrites(page);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  const run = page.getByRole('region', { name: /^Изменение НМЦ/ });
  await expect(run.getByText('Изменено 0 из 2')).toBeVisible(LOADED);

  await page.getByRole('banner').getByRole('link', { name: 'Калькулятор' }).click();
  await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible(LOADED);
  release();
  await page.getByRole('button', { name: /^Фоновые задачи/ }).click();
  const work = page.getByRole('dialog', { name: 'Фоновые задачи' });
  await expect(work.getByText('Изменено: 2')).toBeVisible(LOADED);
  const written = await backend.routes('first_waypoint=Самара');
  expect(written.map(({ nmc, comment }) => ({ nmc, comment }))).toEqual(
    after.map((nmc) => ({ nmc, comment: 'Индексация 2027' })),
  );
  await expectSettled(work);
  await expectAccessible(page, info, 'background work', WORK_LIST);
});
