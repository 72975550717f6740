// A bulk change that staff can trust, on the backend with memory (PRODUCT §4): undo by version,
// runs kept across a reload and a sign-in (and only for their own user), «Продолжить» after a run was cut short, and «Выйти»
// during a run. Nothing of the app is faked: `page.route` only slows PATCHes down or breaks one,
// as a slow or failing network would, and colleagues' writes and the results are read through
// the API.
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signInAs, signInThroughForm, test, type Backend, type RouteRead } from './backend';
import { fillPercentChange, holdRouteWrites } from './bulk-support';
import { LOADED, pageIdle, REQUEST_HOP_MS } from './support';

const ME = 'orlov.v';
const COLLEAGUE = 'petrov.s';
const COMMENT = 'Индексация 2027';

/** The routes of `query`, every one of them, by id. */
const readList = async (backend: Backend, query: string): Promise<RouteRead[]> =>
  (await backend.routes(`${query}&limit=1000`)).sort((a, b) => a.id - b.id);

const plusTen = (nmc: number | null) => (nmc === null ? null : Math.round(nmc * 1.1));

/** How many of `routes` a change by percent writes: those with an НМЦ. */
const writable = (routes: RouteRead[]) => routes.filter(({ nmc }) => nmc !== null).length;

const run = (page: Page) => page.getByRole('region', { name: /^Изменение НМЦ/ });

/** Confirms «Вернуть прежнюю НМЦ N маршрутам?». */
async function confirmUndo(page: Page, count: number) {
  const ask = page.getByRole('dialog', { name: `Вернуть прежнюю НМЦ ${count} маршрутам?` });
  await ask.getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(ask).toBeHidden();
}

/** The first `count` rows of a downloaded report, each as its cells' values up to the last. */
async function reportRows(download: Download, count: number) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Отчёт');
  if (!sheet) throw new Error('no sheet «Отчёт»');
  return Array.from({ length: count }, (_, index) => {
    const row = sheet.getRow(index + 1);
    const cells = Array.from({ length: row.cellCount }, (_, cell) => row.getCell(cell + 1).value);
    return cells.filter((value) => value !== null);
  });
}

async function openWork(page: Page) {
  await page.getByRole('button', { name: /^Фоновые задачи/ }).click(LOADED);
  return page.getByRole('dialog', { name: 'Фоновые задачи' });
}

/** The route list of `filter` with every found route selected; the routes as they were. */
async function selectAll(page: Page, backend: Backend, filter: string, api: string) {
  const routes = await readList(backend, api);
  await page.goto(`/routes?${filter}`);
  await expect(page.getByText(`Найдено маршрутов: ${routes.length}`)).toBeVisible(LOADED);
  await page.getByRole('button', { name: `Выбрать все найденные (${routes.length})` }).click();
  await expect(page.getByText(`Выбрано маршрутов: ${routes.length}`)).toBeVisible(LOADED);
  return routes;
}

/** Every route of the run's PATCHes answers `ms` later, as on a slow network. */
async function slowWrites(page: Page, ms: number) {
  await page.route(/\/api\/routes\/v1\/\d+\/$/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The page may be gone by now (a reload, a sign-out): its request goes nowhere then.
    await route.continue().catch(() => undefined);
  });
}

/** Each route ends +10 % exactly once, with the run's comment. */
async function expectRaisedOnce(backend: Backend, api: string, before: RouteRead[]) {
  const after = await readList(backend, api);
  expect(after.map(({ id, nmc, comment }) => ({ id, nmc, comment }))).toEqual(
    before.map(({ id, nmc, comment }) => ({
      id,
      nmc: plusTen(nmc),
      comment: nmc === null ? comment : COMMENT,
    })),
  );
}

/** PATCH requests the page sends from now on, by address. */
function patchesFrom(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') sent.push(request.url());
  });
  return sent;
}

/** «Фоновые задачи» of the colleague: their run «+5 %», and not mine «+10 %». */
async function expectOnlyTheirRun(page: Page) {
  const work = await openWork(page);
  const theirs = work.getByRole('listitem', { name: 'Изменение НМЦ: +5 %' });
  await expect(theirs.getByText('Изменено: 2')).toBeVisible(LOADED);
  await expect(work.getByRole('listitem', { name: 'Изменение НМЦ: +10 %' })).toHaveCount(0);
  await expect(work.getByRole('listitem')).toHaveCount(1);
}

const KAZAN = ['firstWaypoint=Казань', 'first_waypoint=Казань'] as const;
const SAMARA = ['firstWaypoint=Самара', 'first_waypoint=Самара'] as const;

/**
 * Every Казань route +10 %, its writes answering `ms` later: the run is under way, some routes
 * written. The routes as they were.
 */
async function startSlowRun(page: Page, backend: Backend, ms: number) {
  const before = await selectAll(page, backend, ...KAZAN);
  await slowWrites(page, ms);
  const dialog = await fillPercentChange(page, '10', COMMENT);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(run(page).getByText(/^Изменено [1-9]\d* из/)).toBeVisible(LOADED);
  return before;
}

test.describe('a bulk change staff can trust', () => {
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset();
    // A reload during a run asks the browser's question; the user says «leave».
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAs(page, backend, ME);
  });

  test('undo leaves a route whose comment alone a colleague changed, and says what they changed', async ({
    page,
    backend,
  }) => {
    const before = await selectAll(page, backend, ...SAMARA);
    const dialog = await fillPercentChange(page, '10', COMMENT);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    const [mine, theirs] = before;
    const note = 'Согласовано с заказчиком, не менять';
    const patched = await backend.call('PATCH', `/api/routes/v1/${theirs!.id}/`, {
      as: COLLEAGUE,
      data: { comment: note },
    });
    expect(patched.status).toBe(200);

    await run(page).getByRole('button', { name: 'Отменить изменения' }).click();
    await confirmUndo(page, 2);
    const undo = run(page).getByRole('region', { name: 'Отмена изменений' });
    await expect(undo.getByText('Отменено: 1')).toBeVisible(LOADED);
    await expect(undo.getByText('Не удалось отменить: 1')).toBeVisible();
    await expect(undo).toContainText(`комментарий «${note}»`);

    const after = await readList(backend, SAMARA[1]);
    expect(after).toContainEqual(
      expect.objectContaining({ id: theirs!.id, nmc: plusTen(theirs!.nmc), comment: note }),
    );
    expect(after).toContainEqual(
      expect.objectContaining({ id: mine!.id, nmc: mine!.nmc, comment: mine!.comment }),
    );
  });

  test('an undone run with failed writes offers no «Повторить», and the failed route stays as it was', async ({
    page,
    backend,
  }) => {
    const before = await selectAll(page, backend, ...SAMARA);
    const failing = before[1]!;
    await page.route(`**/api/routes/v1/${failing.id}/`, (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.fallback(),
    );
    const dialog = await fillPercentChange(page, '10', COMMENT);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Ошибок: 1')).toBeVisible(LOADED);
    await expect(run(page).getByRole('button', { name: 'Повторить' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await run(page).getByRole('button', { name: 'Отменить изменения' }).click();
    await confirmUndo(page, 1);
    await expect(run(page).getByText('Отменено: 1')).toBeVisible(LOADED);
    await expect(run(page).getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(run(page).getByRole('button', { name: 'Отменить изменения' })).toHaveCount(0);
    const after = await readList(backend, SAMARA[1]);
    expect(after.map(({ nmc }) => nmc)).toEqual(before.map(({ nmc }) => nmc));
  });

  test('after a reload a finished run is still there, with its report and its undo', async ({
    page,
    backend,
  }) => {
    test.slow(); // a run, a reload, a report and an undo: over 30 s at CPU ×4
    const before = await selectAll(page, backend, ...SAMARA);
    const dialog = await fillPercentChange(page, '10', COMMENT);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    // The focus follows the run, not lost to the page as the form goes; «Закрыть» gives it back.
    const heading = run(page).getByRole('heading', { name: 'Изменение НМЦ: +10 %' });
    await expect(heading).toBeFocused(LOADED);
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    await expect(heading).toBeFocused();
    await run(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('button', { name: 'Изменить НМЦ' })).toBeFocused();

    await page.reload();
    const work = await openWork(page);
    const entry = work.getByRole('listitem', { name: 'Изменение НМЦ: +10 %' });
    await expect(entry.getByText('Изменено: 2')).toBeVisible(LOADED);
    const report = page.waitForEvent('download');
    await entry.getByRole('button', { name: 'Скачать отчёт' }).click();
    expect((await report).suggestedFilename()).toMatch(/^Изменение НМЦ — \+10 %/);
    const about = await reportRows(await report, 10);
    expect(about.slice(0, 6)).toEqual([
      ['Изменение НМЦ: +10 %'],
      ['Способ', 'На процент'],
      ['Изменение', '+10 %'],
      ['Округлить до', '1\u00a0₽'],
      ['Комментарий', COMMENT],
      ['Пользователь', ME],
    ]);
    expect(about[6]).toEqual(['Начало', expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)]);
    expect(about[9]).toEqual(['ID', 'Маршрут', 'Было', 'Станет', 'Итог', 'Причина']);

    // Opened from «Фоновые задачи», the run takes the focus; «Закрыть» gives it back there.
    await entry.getByRole('button', { name: 'Открыть: Изменение НМЦ: +10 %' }).click();
    await expect(heading).toBeFocused(LOADED);
    await run(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('button', { name: /^Фоновые задачи/ })).toBeFocused();

    await openWork(page);
    await entry.getByRole('button', { name: 'Отменить изменения' }).click();
    await confirmUndo(page, 2);
    // The run opens above the route list, its undo beneath it.
    const undo = run(page).getByRole('region', { name: 'Отмена изменений' });
    await expect(undo.getByText('Отменено: 2')).toBeVisible(LOADED);
    const after = await readList(backend, SAMARA[1]);
    expect(after.map(({ nmc, comment }) => ({ nmc, comment }))).toEqual(
      before.map(({ nmc, comment }) => ({ nmc, comment })),
    );
  });

  test('a reload during a run leaves it cut short; «Продолжить» writes the rest, each route once', async ({
    page,
    backend,
  }) => {
    test.slow();
    const before = await startSlowRun(page, backend, 1_500);
    expect(before.length).toBeGreaterThan(8);

    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const writes = patchesFrom(page);
    const work = await openWork(page);
    const entry = work.getByRole('listitem', { name: 'Изменение НМЦ: +10 %' });
    await expect(entry.getByText(/^Прервано: изменено \d+ из \d+$/)).toBeVisible(LOADED);
    await expect(entry.getByRole('button', { name: 'Скачать отчёт' })).toBeVisible();
    // Nothing is written by itself after the reload: the kept run is shown, the page has nothing
    // left to do, and a write it had sent meanwhile has had its hop to the test.
    await pageIdle(page);
    await page.waitForTimeout(REQUEST_HOP_MS);
    expect(writes).toEqual([]);

    await entry.getByRole('button', { name: 'Продолжить' }).click();
    await expect(entry.getByText(`Изменено: ${writable(before)}`)).toBeVisible(LOADED);
    await expectRaisedOnce(backend, KAZAN[1], before);
  });

  test('«Остановить», then «Продолжить» writes only the rest: every route +10 % exactly once', async ({
    page,
    backend,
  }) => {
    test.slow();
    const before = await startSlowRun(page, backend, 800);
    await run(page).getByRole('button', { name: 'Остановить' }).click();
    const cut = run(page).getByText(/^Прервано: изменено \d+ из \d+$/);
    await expect(cut).toBeVisible(LOADED);
    const done = Number(/изменено (\d+)/.exec((await cut.textContent()) ?? '')?.[1]);
    expect(done).toBeLessThan(writable(before));
    // The routes not written are counted apart from those the preview skipped.
    await expect(run(page).getByText(`Не записано: ${writable(before) - done}`)).toBeVisible();
    const stopped = await readList(backend, KAZAN[1]);
    expect(stopped.filter(({ nmc }, i) => nmc !== before[i]!.nmc)).toHaveLength(done);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await run(page).getByRole('button', { name: 'Продолжить' }).click();
    await expect(run(page).getByText(`Изменено: ${writable(before)}`)).toBeVisible(LOADED);
    await expectRaisedOnce(backend, KAZAN[1], before);
  });

  test('another tab follows a run going here: no «Прервано» while it goes, its result once it ends', async ({
    page,
    backend,
    context,
  }) => {
    test.slow(); // two pages of one browser
    await selectAll(page, backend, ...SAMARA);
    // The run's writes wait until the other tab has looked.
    const release = await holdRouteWrites(page);
    const dialog = await fillPercentChange(page, '10', COMMENT);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено 0 из 2')).toBeVisible(LOADED);

    const other = await context.newPage();
    await other.goto('/routes');
    const entry = (await openWork(other)).getByRole('listitem', { name: 'Изменение НМЦ: +10 %' });
    await expect(entry.getByText('Изменено 0 из 2 — идёт в другой вкладке')).toBeVisible(LOADED);
    for (const control of ['Остановить', 'Продолжить'])
      await expect(entry.getByRole('button', { name: control })).toHaveCount(0);
    await expect(entry.getByText(/Прервано/)).toHaveCount(0);

    release();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    await expect(entry.getByText('Изменено: 2')).toBeVisible(LOADED);
    await expect(entry.getByText(/Прервано/)).toHaveCount(0);
  });

  test('«Выйти» during a run asks; the same user finds the run after signing in, another user does not', async ({
    page,
    backend,
  }) => {
    test.slow();
    const before = await startSlowRun(page, backend, 1_000);
    const revoked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/logout/')) revoked.push(request.url());
    });

    await page.getByRole('button', { name: 'Выйти' }).click();
    const ask = page.getByRole('dialog', { name: /^Идёт изменение НМЦ: \d+ из \d+$/ });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Вернуться' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/routes/);

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(ask).toBeVisible();
    // The token is revoked with the rest of the sign-out, once the question is answered.
    expect(revoked).toEqual([]);
    await ask.getByRole('button', { name: 'Остановить и выйти' }).click();
    await page.waitForURL(/\/login/, LOADED);
    expect(revoked).toHaveLength(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const written = (await readList(backend, KAZAN[1])).filter(
      ({ nmc }, i) => nmc !== before[i]!.nmc,
    ).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(writable(before));

    await signInThroughForm(page, ME);
    const entry = (await openWork(page)).getByRole('listitem', { name: 'Изменение НМЦ: +10 %' });
    await expect(entry.getByText(/^Прервано: изменено \d+ из \d+$/)).toBeVisible(LOADED);
    await entry.getByRole('button', { name: 'Продолжить' }).click();
    await expect(entry.getByText(`Изменено: ${writable(before)}`)).toBeVisible(LOADED);
    await expectRaisedOnce(backend, KAZAN[1], before);

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL(/\/login/, LOADED);
    await signInThroughForm(page, COLLEAGUE);
    // The colleague's own run, in the same tab: kept for them, and shown beside nothing of mine.
    await selectAll(page, backend, ...SAMARA);
    const dialog = await fillPercentChange(page, '5', COMMENT);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(run(page).getByText('Изменено: 2')).toBeVisible(LOADED);
    await expectOnlyTheirRun(page);
    // After a reload the runs come from the journal alone, in one read: the colleague's run
    // there means the read is done, and mine would have come with it.
    await page.reload();
    await expectOnlyTheirRun(page);
  });
});
