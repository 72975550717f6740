import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  finishedCalculation,
  scriptJobs,
  serveTemporaryRoutes,
  temporaryRoute,
} from './calculator-support';
import { LOADED, fulfillJson, signIn } from './support';

const guard = (page: Page) => page.getByRole('dialog', { name: 'Изменения не сохранены' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Редактирование маршрута' });

/** Counts the PATCHes of `url`, answering them with `body`. */
async function countPatches(page: Page, url: string, body: unknown) {
  const patches: unknown[] = [];
  await page.route(url, (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    patches.push(route.request().postDataJSON());
    return fulfillJson(route, 200, body);
  });
  return patches;
}

/** A finished calculation of job 110 on the calculator, its route 510 ready to edit. */
const openCalculation = (page: Page) => finishedCalculation(page, 110);

test.describe('unsaved work is never dropped silently', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  const closeWays: Record<string, (page: Page) => Promise<void>> = {
    Escape: (page) => page.keyboard.press('Escape'),
    '✕': (page) => editDialog(page).getByRole('button', { name: 'Закрыть' }).click(),
    overlay: (page) => page.mouse.click(10, 450),
    '«Отмена»': (page) => editDialog(page).getByRole('button', { name: 'Отмена' }).click(),
  };

  for (const [first, second] of [
    ['Escape', '✕'],
    ['overlay', '«Отмена»'],
  ] as const) {
    test(`route form: ${first} and ${second} ask first; «Вернуться» keeps the typed НМЦ, «Не сохранять» drops it`, async ({
      page,
    }) => {
      const patches = await countPatches(page, '**/api/routes/v1/1/', {});
      await page.goto('/routes/1');
      await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
      const dialog = editDialog(page);
      await dialog.getByLabel('НМЦ').fill('80000');

      await closeWays[first]!(page);
      // «Вернуться» has the focus: Enter keeps the work.
      await expect(guard(page).getByRole('button', { name: 'Вернуться' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(guard(page)).toBeHidden();
      await expect(dialog.getByLabel('НМЦ')).toHaveValue('80 000');

      await closeWays[second]!(page);
      await guard(page).getByRole('button', { name: 'Не сохранять' }).click();
      await expect(dialog).toBeHidden();
      expect(patches).toEqual([]);
    });
  }

  test('calculator: the menu and Back ask before leaving a typed НМЦ', async ({ page }) => {
    await openCalculation(page);
    await page.goto('/routes');
    await page.getByRole('menuitem', { name: 'Калькулятор' }).click(LOADED);
    const nmc = page.getByRole('textbox', { name: 'НМЦ' });
    await nmc.fill('50000');

    await page.goBack();
    await expect(guard(page)).toBeVisible();
    await guard(page).getByRole('button', { name: 'Вернуться' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nmc).toHaveValue('50 000');

    await page.getByRole('menuitem', { name: 'Маршруты' }).click();
    await expect(guard(page)).toBeVisible();
    await guard(page).getByRole('button', { name: 'Не сохранять' }).click();
    await expect(page).toHaveURL(/\/routes$/);
  });

  test('calculator: closing the tab with a typed НМЦ gets the browser’s own prompt', async ({
    page,
  }) => {
    await openCalculation(page);
    await page.goto('/');
    await page.getByRole('textbox', { name: 'НМЦ' }).fill('50000');
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test('session routes: another row’s editor and «Отмена» ask before dropping the open one', async ({
    page,
  }) => {
    await page.evaluate(() =>
      localStorage.setItem(
        'routeCreating',
        JSON.stringify({ isPending: false, jobs: [], sessionJobIds: [111, 112], page: 1 }),
      ),
    );
    const kazan = temporaryRoute(512, 112, {
      path: [{ from_waypoint: { city: 'Казань' }, to_waypoint: { city: 'Уфа' } }],
    });
    await serveTemporaryRoutes(page, [temporaryRoute(511, 111), kazan]);
    await page.goto('/');
    await page.getByRole('button', { name: /Изменить НМЦ и комментарий: Москва/ }).click(LOADED);
    const nmc = page.getByRole('textbox', { name: 'НМЦ' });
    await nmc.fill('47000');

    await page.getByRole('button', { name: /Изменить НМЦ и комментарий: Казань/ }).click();
    await guard(page).getByRole('button', { name: 'Вернуться' }).click();
    await expect(nmc).toHaveValue('47 000');
    await expect(nmc).toHaveCount(1);

    await page.getByRole('button', { name: 'Отмена' }).click();
    await guard(page).getByRole('button', { name: 'Не сохранять' }).click();
    // antd keeps a collapsed row's content, hidden.
    await expect(nmc).toBeHidden();
  });
});

test.describe('«Подтвердить» with unsaved НМЦ and comment', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('saves them first, then confirms', async ({ page }) => {
    const calls: string[] = [];
    await openCalculation(page);
    await page.route('**/api/routes/temporary/v1/510/', (route) => {
      calls.push(`PATCH ${JSON.stringify(route.request().postDataJSON())}`);
      return fulfillJson(route, 200, temporaryRoute(510, 110, { nmc: 52000, comment: 'Срочно' }));
    });
    await page.route('**/api/jobs/v1/110/confirm/', (route) => {
      calls.push('confirm');
      return fulfillJson(route, 200, { id: 910 });
    });
    await scriptJobs(page, { 910: [{ status: 'STARTED' }] });
    await page.goto('/');
    await page.getByRole('textbox', { name: 'НМЦ' }).fill('52000');
    await page.getByRole('textbox', { name: 'Комментарий' }).fill('Срочно');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect.poll(() => calls).toEqual(['PATCH {"nmc":52000,"comment":"Срочно"}', 'confirm']);
  });

  test('a failed save confirms nothing and says so', async ({ page }) => {
    let confirms = 0;
    await openCalculation(page);
    await page.route('**/api/routes/temporary/v1/510/', (route) =>
      fulfillJson(route, 400, { detail: 'Сервер отклонил изменения' }),
    );
    await page.route('**/api/jobs/v1/110/confirm/', (route) => {
      confirms += 1;
      return fulfillJson(route, 200, { id: 911 });
    });
    await page.goto('/');
    await page.getByRole('textbox', { name: 'НМЦ' }).fill('52000');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByText('Не удалось сохранить изменения')).toBeVisible();
    expect(confirms).toBe(0);
    await expect(page.getByRole('textbox', { name: 'НМЦ' })).toHaveValue('52 000');
  });
});

test('one comment limit from the contract: 1000 characters in the calculator and the route form', async ({
  page,
}) => {
  await signIn(page);
  await openCalculation(page);
  await page.goto('/');
  const long = 'а'.repeat(1200);
  const comment = page.getByRole('textbox', { name: 'Комментарий' });
  await comment.fill(long);
  await expect(comment).toHaveValue('а'.repeat(1000));

  await page.goto('/routes/1');
  await page.getByRole('button', { name: 'Редактировать' }).click(LOADED);
  const routeComment = page.getByRole('dialog').getByLabel('Комментарий');
  await routeComment.fill(long);
  await expect(routeComment).toHaveValue('а'.repeat(1000));
});

test.describe('«Выйти» and «Новый расчёт» drop the typed work only after asking', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await openCalculation(page);
    await page.goto('/');
  });

  test('«Выйти»: «Вернуться» stays signed in with the НМЦ, «Не сохранять» signs out', async ({
    page,
  }) => {
    const nmc = page.getByRole('textbox', { name: 'НМЦ' });
    await nmc.fill('50000', LOADED);
    const logout = page.getByRole('button', { name: 'Выйти' });

    await logout.click();
    await guard(page).getByRole('button', { name: 'Вернуться' }).click();
    await expect(guard(page)).toBeHidden();
    await expect(nmc).toHaveValue('50 000');
    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBeNull();

    await logout.click();
    await guard(page).getByRole('button', { name: 'Не сохранять' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('«Новый расчёт»: «Вернуться» keeps the result and its НМЦ, «Не сохранять» starts anew', async ({
    page,
  }) => {
    const nmc = page.getByRole('textbox', { name: 'НМЦ' });
    await nmc.fill('50000', LOADED);
    const reset = page.getByRole('button', { name: 'Новый расчёт' });

    await reset.click();
    await guard(page).getByRole('button', { name: 'Вернуться' }).click();
    await expect(guard(page)).toBeHidden();
    await expect(nmc).toHaveValue('50 000');

    await reset.click();
    await guard(page).getByRole('button', { name: 'Не сохранять' }).click();
    await expect(page.getByText(/здесь появится результат расчёта/)).toBeVisible();
    await expect(nmc).toHaveCount(0);
  });

  test('nothing typed: both act at once', async ({ page }) => {
    await page.getByRole('button', { name: 'Новый расчёт' }).click(LOADED);
    await expect(page.getByText(/здесь появится результат расчёта/)).toBeVisible();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(guard(page)).toHaveCount(0);
  });

  test('a typed НМЦ in the result does not make the session rows ask: they drop only their own editor', async ({
    page,
  }) => {
    await page.getByRole('textbox', { name: 'НМЦ' }).fill('50000', LOADED);
    await page.getByRole('button', { name: /Изменить НМЦ и комментарий/ }).click();
    // The row's editor opens beside the result's, which keeps its typed value.
    await expect(page.getByRole('textbox', { name: 'НМЦ' })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'НМЦ' }).first()).toHaveValue('50 000');
    await expect(guard(page)).toHaveCount(0);
  });

  test('a sign-out in another tab still goes to /login without asking', async ({ page }) => {
    await page.getByRole('textbox', { name: 'НМЦ' }).fill('50000', LOADED);
    const other = await page.context().newPage();
    await other.goto('/routes');
    await other.getByRole('button', { name: 'Выйти' }).click(LOADED);
    await expect(other).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(guard(page)).toHaveCount(0);
  });
});
