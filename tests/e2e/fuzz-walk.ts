import { expect, type Page } from '@playwright/test';
import { busy, expectSettled, LOADED, openList } from './support';
import { scrollToCharts } from './charts-support';

/** Jobs the walk puts in the calculator's persisted state, one per result state. */
const FUZZ_JOBS = { manual: 101, file: 102, failed: 103, running: 104 } as const;

/** The status each job must answer with, whatever else the backend generates. */
export const FUZZ_JOB_STATUS: Record<number, string> = {
  [FUZZ_JOBS.manual]: 'SUCCESS',
  [FUZZ_JOBS.file]: 'SUCCESS',
  [FUZZ_JOBS.failed]: 'FAILED',
  [FUZZ_JOBS.running]: 'STARTED',
};

/**
 * Nothing busy left: the screen shows what the answers say. Charts load as they come near the
 * viewport, and long texts push them far below it: each one still waiting is scrolled to.
 */
const settled = (page: Page) =>
  expect(async () => {
    // One at a time, by the page itself: the viewport's place counts once a frame, and a spinner
    // need not hold still to be scrolled to.
    await busy(page).evaluateAll((waiting) => waiting[0]?.scrollIntoView({ block: 'center' }));
    await expect(busy(page)).toHaveCount(0, { timeout: 1_000 });
  }).toPass(LOADED);

async function setCalculation(page: Page, jobId: number, method: 0 | 1, isPending = false) {
  const state = {
    isPending,
    jobs: [{ id: jobId, action: 'CREATE_TEMP', method }],
    sessionJobIds: [FUZZ_JOBS.manual, FUZZ_JOBS.file],
    page: 1,
  };
  // The calculator follows storage events (another tab's changes): no reload needed.
  await page.evaluate((value) => {
    localStorage.setItem('routeCreating', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'routeCreating' }));
  }, JSON.stringify(state));
}

/** Moves within the app, as its links do: a full load per screen would only cost time. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openDropdown(page: Page, name: string, search?: string) {
  const select = page.getByRole('combobox', { name, exact: true });
  await select.click();
  if (search) await select.fill(search);
  await expect(openList(page)).toHaveCount(1);
}

async function closeDropdown(page: Page) {
  await page.keyboard.press('Escape');
  await expect(openList(page)).toHaveCount(0);
}

async function calculator(page: Page, check: (state: string) => Promise<void>) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible(LOADED);
  await check('calculator');
  const suggestions = page.waitForResponse('**/api/routes/v1/path/waypoint/autocomplete/?*');
  await page.getByLabel('Откуда', { exact: true }).fill('in');
  await suggestions;
  await check('calculator, city suggestions');
  await page.getByLabel('Откуда', { exact: true }).fill('');

  await setCalculation(page, FUZZ_JOBS.manual, 0);
  await expect(page.getByRole('button', { name: 'Новый расчёт' })).toBeVisible(LOADED);
  await settled(page);
  await check('calculator, route calculated');
  const edit = page.getByRole('button', { name: /^Изменить НМЦ и комментарий/ }).first();
  if (await edit.isVisible()) {
    await edit.click();
    await check('calculator, session route editor');
  }

  await setCalculation(page, FUZZ_JOBS.file, 1);
  await expect(page.getByText('Результат импорта')).toBeVisible(LOADED);
  await settled(page);
  await check('calculator, file imported');

  await setCalculation(page, FUZZ_JOBS.failed, 0);
  await expect(page.getByRole('button', { name: 'Новый расчёт' })).toBeVisible(LOADED);
  await check('calculator, job failed');

  await setCalculation(page, FUZZ_JOBS.running, 0, true);
  await expect(page.getByText('Расчёт выполняется…')).toBeVisible(LOADED);
  await check('calculator, job running');
  await page.evaluate(() => {
    localStorage.removeItem('routeCreating');
    window.dispatchEvent(new StorageEvent('storage', { key: 'routeCreating' }));
  });
}

async function routeList(page: Page, check: (state: string) => Promise<void>) {
  await page.getByRole('menuitem', { name: 'Маршруты' }).click();
  await expect(page.getByText(/^Найдено маршрутов: /)).toBeVisible(LOADED);
  await settled(page);
  await check('route list');
  for (const name of ['Уведомления', 'Тип маршрута', 'Категория ТС']) {
    await openDropdown(page, name);
    await check(`route list, «${name}» open`);
    await closeDropdown(page);
  }
  const suggestions = page.waitForResponse('**/api/routes/v1/filter/waypoint/autocomplete/?*');
  await openDropdown(page, 'Первая точка', 'in');
  await suggestions;
  await check('route list, «Первая точка» suggestions');
  await closeDropdown(page);
  await page.getByRole('button', { name: 'Виды' }).click();
  const view = page.getByRole('menu').getByRole('menuitem').first();
  await expectSettled(view);
  await check('route list, «Виды» open');
  if ((await view.getAttribute('aria-disabled')) === 'true') await page.keyboard.press('Escape');
  else {
    await view.click();
    await settled(page);
    await check('route list, a saved view picked');
  }
}

async function routePage(page: Page, id: number, check: (state: string) => Promise<void>) {
  await navigate(page, `/routes/${id}`);
  await expect(page.getByRole('heading', { name: 'История изменений НМЦ' })).toBeVisible(LOADED);
  // A long history above may still grow after the scroll and push the charts out of reach again:
  // scrolled to once more, as a user would, until they draw.
  await expect(async () => {
    await scrollToCharts(page);
    await expect(page.getByRole('heading', { name: 'Город — город' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass(LOADED);
  await settled(page);
  await check(`route ${id}`);
  await openDropdown(page, 'Источник данных');
  await check(`route ${id}, «Источник данных» open`);
  await closeDropdown(page);
  await page.getByRole('button', { name: 'Редактировать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
  await expect(dialog).toBeVisible();
  await check(`route ${id}, editing`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function notifications(page: Page, check: (state: string) => Promise<void>) {
  await page.evaluate(() => localStorage.setItem('notificationsImportTaskId', 'fuzz-task'));
  await page.getByRole('menuitem', { name: /^Центр уведомлений/ }).click();
  await expect(page.getByText(/^(Всего|Выбрано): /)).toBeVisible(LOADED);
  await settled(page);
  await check('notifications');
  const deleteAll = page.getByRole('button', { name: 'Удалить все' });
  if (await deleteAll.isEnabled()) {
    await deleteAll.click();
    const dialog = page.getByRole('dialog', { name: 'Удалить все уведомления?' });
    await expect(dialog).toBeVisible();
    await check('notifications, «Удалить все» confirmation');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  }
}

/**
 * Every screen and every dialog, each state checked with `check`: the login page, the calculator
 * in each of its result states, the route list with its select lists open, the route pages with
 * their editing dialog, the notification centre with its confirmation, and an unknown path.
 */
export async function walkAllScreens(
  page: Page,
  check: (state: string) => Promise<void>,
  routeIds: readonly number[] = [1],
): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
  await check('login');
  await page.evaluate(() => {
    localStorage.setItem('access', 'fuzz-access');
    localStorage.setItem('refresh', 'fuzz-refresh');
  });
  await calculator(page, check);
  await routeList(page, check);
  for (const id of routeIds) await routePage(page, id, check);
  await notifications(page, check);
  await navigate(page, '/no-such-screen');
  await expect(page.getByText('Страница не найдена')).toBeVisible(LOADED);
  await check('unknown path');
}
