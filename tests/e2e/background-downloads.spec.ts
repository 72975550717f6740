import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { finishedCalculation } from './calculator-support';
import { exportBackend, importBackend, openWork, workButton, workItem } from './downloads-support';
import { LOADED, notice, signIn } from './support';

const menu = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('link', { name });

async function startRouteListExport(page: Page) {
  await page.goto('/routes');
  await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  await expect(workButton(page)).toHaveAccessibleName('Фоновые задачи: выполняется 1');
}

test.describe('exports and downloads finish wherever the user goes', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a route list export started, then another screen: the header lists it there, covers nothing, and the file is saved', async ({
    page,
  }) => {
    test.slow(); // two screens, the list's code on first open and the job's polls
    const polls = await exportBackend(page, 911, ['STARTED'], {
      headers: { 'Content-Disposition': 'attachment; filename="routes-2026.xlsx"' },
    });
    await startRouteListExport(page);
    await menu(page, /^Калькулятор/).click();
    await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible(LOADED);
    // Nothing stands over «Выйти» while the file is prepared.
    await page.getByRole('button', { name: 'Выйти' }).click({ trial: true });
    await openWork(page);
    await expect(workItem(page, 'Выгрузка списка маршрутов')).toContainText('Файл готовится…');

    const download = page.waitForEvent('download');
    polls.finish();
    expect((await download).suggestedFilename()).toBe('routes-2026.xlsx');
    await expect(notice(page, 'Файл выгружен')).toContainText('routes-2026.xlsx');
    await expect(workItem(page, 'Выгрузка списка маршрутов')).toContainText(
      'Файл выгружен: routes-2026.xlsx',
    );
    await expect(workButton(page)).toHaveAccessibleName('Фоновые задачи');
  });

  test('a reload during an export resumes it and saves the file once', async ({ page }) => {
    const polls = await exportBackend(page, 912, ['NEW', 'STARTED']);
    await startRouteListExport(page);
    await page.reload();
    await expect(workButton(page)).toHaveAccessibleName('Фоновые задачи: выполняется 1', LOADED);
    const downloads: string[] = [];
    page.on('download', (item) => downloads.push(item.suggestedFilename()));
    polls.finish();
    await expect(notice(page, 'Файл выгружен')).toBeVisible(LOADED);
    await expect.poll(() => downloads).toEqual(['Расчитанные маршруты.xlsx']);
    // Done is done: the next reload starts nothing again.
    await page.reload();
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    await expect(workButton(page)).toHaveCount(0);
  });

  test('the session routes export is saved after leaving the calculator', async ({ page }) => {
    const polls = await exportBackend(page, 916, ['STARTED'], {
      headers: { 'Content-Disposition': 'attachment; filename="session.xlsx"' },
    });
    await finishedCalculation(page, 141);
    await page.goto('/');
    await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
    await expect(workButton(page)).toHaveAccessibleName('Фоновые задачи: выполняется 1');
    await menu(page, /^Центр уведомлений/).click();
    await expect(page.getByRole('heading', { name: 'Центр уведомлений' })).toBeVisible(LOADED);
    const download = page.waitForEvent('download');
    polls.finish();
    expect((await download).suggestedFilename()).toBe('session.xlsx');
  });

  test('«Не ждать» stops waiting for an export that never ends and frees its button', async ({
    page,
  }) => {
    await exportBackend(page, 917, ['STARTED']);
    await startRouteListExport(page);
    const button = page.getByRole('button', { name: /Выгрузить в Excel/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await openWork(page);
    await workItem(page, 'Выгрузка списка маршрутов')
      .getByRole('button', { name: 'Не ждать' })
      .click();
    await expect(workButton(page)).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await page.reload();
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    await expect(workButton(page)).toHaveCount(0);
  });

  test('the notifications import file is saved after leaving the notification centre', async ({
    page,
  }) => {
    const polls = await importBackend(page, ['PENDING', 'STARTED'], 'Уведомления.xlsx');
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Запустить импорт' }).click();
    await expect(workButton(page)).toHaveAccessibleName('Фоновые задачи: выполняется 1');
    await menu(page, /^Маршруты/).click();
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);

    const download = page.waitForEvent('download');
    polls.finish();
    expect((await download).suggestedFilename()).toBe('Уведомления.xlsx');
    await expect(notice(page, 'Файл импорта сохранён')).toContainText('Уведомления.xlsx');
  });

  test('an empty answer is an error, not «Файл выгружен»', async ({ page }) => {
    await exportBackend(page, 913, ['SUCCESS'], { body: '' });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.goto('/routes');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    await expect(notice(page, 'Выгрузка не удалась')).toContainText(
      'Сервер вернул пустой файл.',
      LOADED,
    );
    await expect(page.getByText('Файл выгружен')).toHaveCount(0);
    expect(downloads).toBe(0);
    await openWork(page);
    await expect(workItem(page, 'Выгрузка списка маршрутов')).toContainText(
      'Выгрузка не удалась: Сервер вернул пустой файл.',
    );
  });

  test('a web page answered instead of a file is an error', async ({ page }) => {
    await exportBackend(page, 914, ['SUCCESS'], {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<!doctype html><title>Вход</title>',
    });
    await page.goto('/routes');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    await expect(notice(page, 'Выгрузка не удалась')).toContainText(
      'Сервер вернул не файл',
      LOADED,
    );
  });

  test('a long file name is cut to 200 characters and keeps its extension', async ({ page }) => {
    const long = `${'Маршруты по всем направлениям '.repeat(10)}.xlsx`;
    await exportBackend(page, 915, ['SUCCESS'], {
      headers: {
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(long)}`,
      },
    });
    await page.goto('/routes');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    const name = (await download).suggestedFilename();
    expect(name).toMatch(/^Маршруты по всем направлениям .+\.xlsx$/);
    expect(Array.from(name)).toHaveLength(200);
  });
});
