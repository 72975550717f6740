import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { statefulBackend } from './notifications-backend';
import { LOADED, expectSettled, fulfillJson, signIn } from './support';

const badge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /Центр уведомлений/ });
const rowCheckbox = (page: Page, id: number) =>
  page.getByRole('checkbox', { name: `Выбрать уведомление: Уведомление ${id}` });

/** Every deletion asks first: «Удалить» in the question `name`, once it has zoomed in. */
async function confirmDeletion(page: Page, name: string) {
  const yes = page
    .getByRole('dialog', { name })
    .getByRole('button', { name: 'Удалить', exact: true });
  await expectSettled(yes);
  await yes.click();
}

test.describe('notification centre', () => {
  test('lists a page from the mock with labels, dates and route links, and pages on the server', async ({
    page,
  }) => {
    await signIn(page);
    const firstPage = page.waitForRequest((r) =>
      r.url().includes('/api/notifications/v1/?page=1&limit=10'),
    );
    await page.goto('/notifications');
    await firstPage;
    const row = page.getByRole('row', { name: /Москва — Нижний Новгород — Казань/ });
    await expect(row).toContainText('НМЦ устарела', LOADED);
    await expect(row).toContainText('19 июня 2026, 09:00');
    await expect(row.getByRole('link', { name: 'Открыть маршрут' })).toHaveAttribute(
      'href',
      '/routes/1',
    );
    await expect(page.getByRole('checkbox', { name: /^Выбрать уведомление:/ })).toHaveCount(10);
    const second = page.waitForRequest((r) =>
      r.url().includes('/api/notifications/v1/?page=2&limit=10'),
    );
    await page.getByRole('listitem', { name: '2' }).click();
    await second;
    await expect(page).toHaveURL(/\/notifications\?page=2$/);
  });

  test('shows an unknown category code as is', async ({ page }) => {
    await statefulBackend(page);
    await signIn(page);
    await page.goto('/notifications');
    await expect(page.getByRole('row', { name: /Уведомление 313/ })).toContainText(
      'unknown_code',
      LOADED,
    );
    await expect(page.getByRole('row', { name: /Уведомление 314/ })).toContainText(
      'НМЦ устарела',
      LOADED,
    );
  });

  test('deletes the selected ones one by one; failures stay selected; the badge follows', async ({
    page,
  }) => {
    // Several round trips (and, for the import, seconds of polling): allow for a busy machine.
    test.slow();
    const failing = new Set([312]);
    const { deletes } = await statefulBackend(page, 14, failing);
    await signIn(page);
    await page.goto('/notifications');
    await expect(badge(page)).toContainText('14', LOADED);
    for (const id of [314, 312, 311]) await rowCheckbox(page, id).check();
    await page.getByRole('button', { name: 'Удалить выбранные' }).click();
    await confirmDeletion(page, 'Удалить выбранные уведомления?');

    await expect(page.getByText('Уведомления не удалены')).toBeVisible();
    await expect(page.getByRole('row', { name: /Уведомление 314/ })).toHaveCount(0);
    await expect(rowCheckbox(page, 312)).toBeChecked();
    await expect(rowCheckbox(page, 313)).not.toBeChecked();
    await expect(badge(page)).toContainText('12');
    expect(deletes.sort()).toEqual([
      '/api/notifications/v1/311/',
      '/api/notifications/v1/312/',
      '/api/notifications/v1/314/',
    ]);

    failing.clear();
    await page.getByRole('button', { name: 'Удалить выбранные' }).click();
    await confirmDeletion(page, 'Удалить выбранные уведомления?');
    await expect(page.getByText('Все выбранные уведомления удалены')).toBeVisible();
    await expect(page.getByRole('row', { name: /Уведомление 312/ })).toHaveCount(0);
    await expect(badge(page)).toContainText('11');
    expect(deletes.filter((path) => path.endsWith('/312/'))).toHaveLength(2);
  });

  test('a successful deletion on a later page goes back to page 1', async ({ page }) => {
    await statefulBackend(page);
    await signIn(page);
    await page.goto('/notifications?page=2');
    await page
      .getByRole('row', { name: /Уведомление 302/ })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await confirmDeletion(page, 'Удалить уведомление?');
    await expect(page.getByText('Уведомление удалено')).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('row', { name: /Уведомление 314/ })).toBeVisible();
    await expect(badge(page)).toContainText('13');
  });

  test('on a slow machine, «Следующая страница» clicked twice quickly goes two pages on, and a deletion then goes back to page 1', async ({
    page,
  }) => {
    test.slow();
    await statefulBackend(page, 45);
    await signIn(page);
    await page.goto('/notifications');
    await expect(page.getByRole('row', { name: /Уведомление 345/ })).toBeVisible(LOADED);
    // An old office PC: the pager still shows page 1 when the second click comes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Two clicks in quick succession, as a double click sends them.
    await page.getByRole('button', { name: 'Следующая страница' }).dblclick();
    await expect(page).toHaveURL(/\/notifications\?page=3$/, LOADED);
    await expect(page.getByRole('row', { name: /Уведомление 325/ })).toBeVisible(LOADED);
    await page
      .getByRole('row', { name: /Уведомление 325/ })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await confirmDeletion(page, 'Удалить уведомление?');
    await expect(page.getByText('Уведомление удалено')).toBeVisible(LOADED);
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('row', { name: /Уведомление 344/ })).toBeVisible(LOADED);
    // Page 3 made way for page 1: Back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/notifications\?page=2$/);
  });

  test('«Удалить все» asks first; Escape, the overlay and ✕ dismiss it without deleting', async ({
    page,
  }) => {
    // Several round trips (and, for the import, seconds of polling): allow for a busy machine.
    test.slow();
    const { deletes } = await statefulBackend(page);
    await signIn(page);
    await page.goto('/notifications');
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
  });

  test('says the notifications were not deleted when DELETE /all/ fails', async ({ page }) => {
    await page.route('**/api/notifications/v1/all/', (route) =>
      fulfillJson(route, 503, { detail: 'Сервис недоступен' }),
    );
    await signIn(page);
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Удалить все' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(page.getByText('Уведомления не удалены')).toBeVisible(LOADED);
    await expect(page.getByRole('checkbox', { name: /^Выбрать уведомление:/ })).toHaveCount(10);
  });
});

test.describe('notifications import', () => {
  const TASK = '6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17';

  async function importBackend(page: Page, statuses: string[], headers: Record<string, string>) {
    let poll = 0;
    await page.route('**/api/notifications/v1/start_import_job/', (route) =>
      fulfillJson(route, 200, { task_id: TASK }),
    );
    await page.route('**/api/notifications/v1/status_import_job/?*', (route) =>
      fulfillJson(route, 200, {
        task_id: TASK,
        status: statuses[Math.min(poll++, statuses.length - 1)],
      }),
    );
    await page.route('**/api/notifications/v1/get_file_import_job/?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        headers,
        body: Buffer.from('PK'),
      }),
    );
  }

  test('starts, shows progress, survives a reload and downloads under the header name', async ({
    page,
  }) => {
    // Several round trips (and, for the import, seconds of polling): allow for a busy machine.
    test.slow();
    const name = 'Импорт уведомлений.xlsx';
    await importBackend(page, ['PENDING', 'STARTED', 'STARTED', 'STARTED', 'SUCCESS'], {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
    await signIn(page);
    await page.goto('/notifications');
    const start = page.getByRole('button', { name: 'Запустить импорт' });
    await start.click();
    await expect(page.getByRole('status')).toHaveText('Статус: В очереди', LOADED);
    await expect(start).toBeDisabled();
    await expect(page.getByRole('status')).toHaveText('Статус: Выполняется');
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Статус: Выполняется', LOADED);
    const fileButton = page.getByRole('button', { name: 'Скачать файл' });
    await expect(fileButton).toBeVisible(LOADED);
    await expect(page.getByRole('status')).toHaveText('Статус: Готово');
    const download = page.waitForEvent('download');
    await fileButton.click();
    expect((await download).suggestedFilename()).toBe(name);
  });

  test('falls back to «Расчитанные маршруты.xlsx» without Content-Disposition', async ({
    page,
  }) => {
    await importBackend(page, ['SUCCESS'], {});
    await signIn(page);
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Запустить импорт' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать файл' }).click();
    expect((await download).suggestedFilename()).toBe('Расчитанные маршруты.xlsx');
  });

  test('explains a failed import', async ({ page }) => {
    await importBackend(page, ['STARTED', 'FAILURE'], {});
    await signIn(page);
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Запустить импорт' }).click();
    await expect(page.getByText('Импорт уведомлений завершился с ошибкой')).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Скачать файл' })).toHaveCount(0, LOADED);
    await expect(page.getByRole('button', { name: 'Запустить импорт' })).toBeEnabled();
  });
});
