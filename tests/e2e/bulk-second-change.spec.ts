// A second change of the same routes within a day, on the backend with memory (PRODUCT §4
// «Once»): the preview says which selected routes a kept run already changed, and when, and
// still lets the user apply.
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './backend';
import { fillPercentChange } from './bulk-support';
import { LOADED } from './support';

/** The two routes that start in Самара (288 and 84 in the seed), each with an НМЦ. */
const SAMARA = '/routes?firstWaypoint=Самара';

async function selectBoth(page: Page) {
  await page.goto(SAMARA);
  await expect(page.getByText('Найдено маршрутов: 2')).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Выбрать все найденные (2)' }).click();
  await expect(page.getByText('Выбрано маршрутов: 2')).toBeVisible(LOADED);
}

/** «HH:mm» in the page's time zone, as the preview writes the run's time. */
const clock = (page: Page) => page.evaluate(() => new Date().toTimeString().slice(0, 5));

test.beforeEach(async ({ page, backend }) => {
  await backend.reset();
  await signInAs(page, backend, 'orlov.v');
});

test('routes a kept run changed today are marked in the next preview, also after a reload', async ({
  page,
}) => {
  test.slow(); // a run, then the preview twice: about 20 s at CPU ×4
  await selectBoth(page);
  const first = await fillPercentChange(page, '3', 'Индексация');
  await expect(first.getByText(/уже изменена/)).toHaveCount(0);
  const from = await clock(page);
  await first.getByRole('button', { name: 'Применить' }).click();
  const run = page.getByRole('region', { name: /^Изменение НМЦ/ });
  await expect(run.getByText('Изменено: 2')).toBeVisible(LOADED);
  const to = await clock(page);
  await run.getByRole('button', { name: 'Закрыть' }).click();

  const expectMarked = async () => {
    await selectBoth(page);
    await page.getByRole('button', { name: 'Изменить НМЦ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
    await dialog.getByLabel('Изменение, %').fill('2');
    const preview = dialog.getByRole('region', { name: 'Предпросмотр' });
    await expect(preview).toContainText('Уже изменены за сутки: 2');
    const marks = preview.getByRole('row').getByText(/^уже изменена: \+3 %, \d\d:\d\d$/);
    await expect(marks).toHaveCount(2);
    for (const text of await marks.allTextContents()) expect([from, to]).toContain(text.slice(-5));
    // A word, not a bar: applying stays possible.
    await expect(dialog.getByRole('button', { name: 'Применить' })).toBeEnabled();
    // The typed amount is work: closing asks first.
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: 'Не сохранять' }).click();
    await expect(dialog).toBeHidden();
    // The focus goes back where the form was opened, not to the page.
    await expect(page.getByRole('button', { name: 'Изменить НМЦ' })).toBeFocused();
  };
  await expectMarked();

  await page.reload();
  await expectMarked();
});
