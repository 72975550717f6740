// «Фоновые задачи» by keyboard: Enter opens the list and keeps the focus on its button, Tab goes
// into the list, Escape closes it from inside and gives the focus back to the button, and closes
// it too once the focus has gone elsewhere.
import { expect, signInAs, test } from './backend';
import { LOADED } from './support';

test('the background work list opens, is entered and closes by keyboard, focus never lost', async ({
  page,
  backend,
}) => {
  await backend.reset({ jobStartMs: 0, jobEndMs: 200 });
  await signInAs(page, backend, 'orlov.v');
  await page.goto('/routes?firstWaypoint=Самара');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  await download;

  const button = page.getByRole('button', { name: /^Фоновые задачи/ });
  const list = page.getByRole('dialog', { name: 'Фоновые задачи' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible(LOADED);
  await expect(button).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(list.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();

  // Open, then the focus goes on past the list: Escape still closes it, and leaves the focus be.
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Выйти' });
  await signOut.focus();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(signOut).toBeFocused();
});
