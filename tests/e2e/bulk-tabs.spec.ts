// One bulk run goes in one tab (PRODUCT §4), on the backend with memory: two tabs of one browser
// pressing «Продолжить» or «Отменить изменения» at once start one run, and the other tab shows it
// going there. The backend keeps 40 routes and answers 100 ms late, so a run lasts a second or two:
// long enough for both tabs to press during it, short enough for a test.
import type { Page } from '@playwright/test';
import { expect, signInAs, test, type Backend, type RouteRead } from './backend';
import { fillPercentChange, holdRouteWrites, ROUTE_URL } from './bulk-support';
import { LOADED, pageIdle, REQUEST_HOP_MS } from './support';

const ME = 'orlov.v';
const COMMENT = 'Индексация 2027';
const NAME = 'Изменение НМЦ: +10 %';
const UNDO_NAME = 'Отмена изменения НМЦ: +10 %';

const plusTen = (nmc: number | null) => (nmc === null ? null : Math.round(nmc * 1.1));

const readAll = async (backend: Backend): Promise<RouteRead[]> =>
  (await backend.routes('limit=1000')).sort((a, b) => a.id - b.id);

const work = (page: Page) => page.getByRole('dialog', { name: 'Фоновые задачи' });
const entry = (page: Page, name = NAME) => work(page).getByRole('listitem', { name });

async function openWork(page: Page) {
  await page.getByRole('button', { name: /^Фоновые задачи/ }).click(LOADED);
  await expect(work(page)).toBeVisible();
}

/** The ids of the routes every page of the browser PATCHes from now on. */
function countWrites(page: Page) {
  const ids: number[] = [];
  page.context().on('request', (request) => {
    const id = ROUTE_URL.exec(request.url())?.[1];
    if (id && request.method() === 'PATCH') ids.push(Number(id));
  });
  return ids;
}

/** Every route +10 %, applied; the routes as they were. */
async function raiseAll(page: Page, backend: Backend) {
  const before = await readAll(backend);
  await page.goto('/routes');
  await expect(page.getByText(`Найдено маршрутов: ${before.length}`)).toBeVisible(LOADED);
  await page.getByRole('button', { name: `Выбрать все найденные (${before.length})` }).click();
  await expect(page.getByText(`Выбрано маршрутов: ${before.length}`)).toBeVisible(LOADED);
  const dialog = await fillPercentChange(page, '10', COMMENT);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  return before;
}

/** Every route +10 %, applied to the end, and a second tab on the list. */
async function raisedInTwoTabs(page: Page, backend: Backend) {
  const before = await raiseAll(page, backend);
  const writable = before.filter(({ nmc }) => nmc !== null).length;
  await expect(page.getByText(`Изменено: ${writable}`)).toBeVisible({ timeout: 60_000 });
  const other = await page.context().newPage();
  await other.goto('/routes');
  return { before, writable, other };
}

test.describe('one bulk run in one tab', () => {
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset({ latencyMs: 100, routeCount: 40 });
    // A reload during a run asks the browser's question; the user says «leave».
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAs(page, backend, ME);
  });

  test('«Продолжить» pressed in two tabs at once: one tab runs it, the other shows it going there; each route written once', async ({
    page,
    backend,
    context,
  }) => {
    test.slow(); // two tabs, a run of every route
    const before = await raiseAll(page, backend);
    const writable = before.filter(({ nmc }) => nmc !== null).length;
    await expect(page.getByText(/^Изменено [1-9]\d* из/)).toBeVisible(LOADED);
    await page.reload();
    const other = await context.newPage();
    await other.goto('/routes');
    for (const tab of [page, other]) {
      await openWork(tab);
      await expect(entry(tab).getByText(/^Прервано: изменено \d+ из \d+$/)).toBeVisible(LOADED);
    }
    // What the run wrote before the reload, the backend has by now.
    const cut = await readAll(backend);
    const unwritten = cut.filter(({ nmc }, i) => nmc !== null && nmc === before[i]!.nmc);
    expect(unwritten.length).toBeGreaterThan(writable / 2);
    const patched = countWrites(page);
    // The run stays in flight until both tabs have been looked at: it lasts a second or two.
    const release = await holdRouteWrites(context);

    // Once one tab holds the run, the other's «Продолжить» goes: a press that finds it gone is
    // a press the app has refused, not one to wait for.
    await Promise.all(
      [page, other].map((tab) =>
        entry(tab)
          .getByRole('button', { name: 'Продолжить' })
          .click({ timeout: 5_000 })
          .catch(() => undefined),
      ),
    );
    const there = (tab: Page) =>
      entry(tab).getByText(/^Изменено \d+ из \d+ — идёт в другой вкладке$/);
    await expect
      .poll(async () => (await there(page).count()) + (await there(other).count()), LOADED)
      .toBe(1);
    const [follower, runner] = (await there(page).count()) === 1 ? [page, other] : [other, page];
    await expect(entry(runner).getByRole('button', { name: 'Остановить' })).toBeVisible();
    for (const control of ['Остановить', 'Продолжить', 'Отменить изменения'])
      await expect(entry(follower).getByRole('button', { name: control })).toHaveCount(0);

    release();
    for (const tab of [runner, follower])
      await expect(entry(tab).getByText(`Изменено: ${writable}`)).toBeVisible({ timeout: 60_000 });
    expect(patched.sort((a, b) => a - b)).toEqual(unwritten.map(({ id }) => id));
    const after = await readAll(backend);
    expect(after.map(({ nmc }) => nmc)).toEqual(before.map(({ nmc }) => plusTen(nmc)));
  });

  test("«Отменить изменения» confirmed in a second tab after the first tab's undo ended: it shows that undo and writes nothing", async ({
    page,
    backend,
  }) => {
    test.slow();
    const { before, writable, other } = await raisedInTwoTabs(page, backend);
    await openWork(other);
    await entry(other).getByRole('button', { name: 'Отменить изменения' }).click();
    const late = other.getByRole('dialog', { name: `Вернуть прежнюю НМЦ ${writable} маршрутам?` });
    await expect(late).toBeVisible();

    await openWork(page);
    await entry(page).getByRole('button', { name: 'Отменить изменения' }).click();
    await page
      .getByRole('dialog', { name: `Вернуть прежнюю НМЦ ${writable} маршрутам?` })
      .getByRole('button', { name: 'Отменить изменения' })
      .click();
    const undone = (tab: Page) =>
      tab.getByRole('region', { name: 'Отмена изменений' }).getByText(`Отменено: ${writable}`);
    await expect(undone(page)).toBeVisible({ timeout: 60_000 });

    const patched = countWrites(other);
    await late.getByRole('button', { name: 'Отменить изменения' }).click();
    await expect(undone(other)).toBeVisible(LOADED);
    await pageIdle(other);
    await other.waitForTimeout(REQUEST_HOP_MS);
    expect(patched).toEqual([]);
    expect((await readAll(backend)).map(({ nmc }) => nmc)).toEqual(before.map(({ nmc }) => nmc));
  });

  test('«Отменить изменения» pressed in two tabs at once: one undo, and no kept run says it failed', async ({
    page,
    backend,
  }) => {
    test.slow();
    const { before, writable, other } = await raisedInTwoTabs(page, backend);
    for (const tab of [page, other]) {
      await openWork(tab);
      await entry(tab).getByRole('button', { name: 'Отменить изменения' }).click();
    }
    const patched = countWrites(page);
    const ask = (tab: Page) =>
      tab.getByRole('dialog', { name: `Вернуть прежнюю НМЦ ${writable} маршрутам?` });
    await Promise.all(
      [page, other].map((tab) =>
        ask(tab).getByRole('button', { name: 'Отменить изменения' }).click(),
      ),
    );

    for (const tab of [page, other])
      await expect(
        tab.getByRole('region', { name: 'Отмена изменений' }).getByText(`Отменено: ${writable}`),
      ).toBeVisible({ timeout: 60_000 });
    expect(patched).toHaveLength(writable);
    const after = await readAll(backend);
    expect(after.map(({ nmc }) => nmc)).toEqual(before.map(({ nmc }) => nmc));

    for (const tab of [page, other]) {
      await tab.reload();
      await openWork(tab);
      await expect(entry(tab, UNDO_NAME)).toHaveCount(1, LOADED);
      await expect(entry(tab, UNDO_NAME).getByText(`Отменено: ${writable}`)).toBeVisible();
      await expect(work(tab).getByText(/^Не удалось отменить: [1-9]/)).toHaveCount(0);
      await expect(entry(tab).getByRole('button', { name: 'Отменить изменения' })).toHaveCount(0);
    }
  });
});
