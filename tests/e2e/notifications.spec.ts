// The notification centre in a browser, on the backend with memory and its seed's notifications:
// what only a browser shows (a slow machine's double click, the dialog's mask). The list, the
// deletions with their failures and the import are unit-tested (src/features/notifications).
import type { Page } from '@playwright/test';
import { expect, test, type Backend } from './backend';
import { expectSettled, LOADED, signIn } from './support';

interface NotificationRead {
  id: number;
  message: string;
}

const isNotification = (value: unknown): value is NotificationRead =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value;

/** Every notification, newest first, as a colleague reads the list. */
const notifications = async (backend: Backend): Promise<NotificationRead[]> =>
  (await backend.all('/api/notifications/v1/?limit=100')).filter(isNotification);

const badge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /Центр уведомлений/ });

/** The «Удалить» of the row with this message (the button's name shortens a long one). */
const deleteButton = (page: Page, { message }: NotificationRead) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: message, exact: true }) })
    .getByRole('button', { name: /^Удалить уведомление: / });

/** Every deletion asks first: «Удалить» in the question `name`, once it has zoomed in. */
async function confirmDeletion(page: Page, name: string) {
  const yes = page
    .getByRole('dialog', { name })
    .getByRole('button', { name: 'Удалить', exact: true });
  await expectSettled(yes);
  await yes.click();
}

test.beforeEach(async ({ page, backend }) => {
  await backend.reset();
  await signIn(page, await backend.tokens('orlov.v'));
});

test('on a slow machine, «Следующая страница» clicked twice quickly goes two pages on, and a deletion then goes back to page 1', async ({
  page,
  backend,
}) => {
  test.slow();
  const all = await notifications(backend);
  const [newest] = all;
  const third = all[20]!;
  await page.goto('/notifications');
  await expect(deleteButton(page, newest!)).toBeVisible(LOADED);
  // An old office PC: the pager still shows page 1 when the second click comes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Two clicks in quick succession, as a double click sends them.
  await page.getByRole('button', { name: 'Следующая страница' }).dblclick();
  await expect(page).toHaveURL(/\/notifications\?page=3$/, LOADED);
  await deleteButton(page, third).click(LOADED);
  await confirmDeletion(page, 'Удалить уведомление?');
  await expect(page.getByText('Уведомление удалено')).toBeVisible(LOADED);
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(deleteButton(page, newest!)).toBeVisible(LOADED);
  // Page 3 made way for page 1: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  expect((await notifications(backend)).map(({ id }) => id)).toEqual(
    all.filter(({ id }) => id !== third.id).map(({ id }) => id),
  );
});

test('«Удалить все» asks first; Escape, the overlay and ✕ dismiss it without deleting', async ({
  page,
  backend,
}) => {
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  const total = (await notifications(backend)).length;
  await page.goto('/notifications');
  await expect(badge(page)).toContainText(String(total), LOADED);
  const dialog = page.getByRole('dialog', { name: 'Удалить все уведомления?' });
  const open = async () => {
    await page.getByRole('button', { name: 'Удалить все' }).click();
    // A press on the dialog or its mask while antd still zooms it in could miss.
    await expectSettled(dialog);
  };

  await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await open();
  await page.mouse.click(20, 450);
  await expect(dialog).toBeHidden();
  await open();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes).toEqual([]);

  await open();
  await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByText('Все уведомления удалены')).toBeVisible();
  expect(deletes).toEqual(['/api/notifications/v1/all/']);
  await expect(page.getByText('Нет данных')).toBeVisible();
  // Neither the badge's digits nor the count said to screen readers are left.
  await expect(badge(page)).toHaveText('Центр уведомлений');
  expect(await notifications(backend)).toEqual([]);
});
