import { afterEach, describe, expect, it, vi } from 'vitest';
import { finished, finishedOnFakeClock } from '../../../../tests/support/bulk-runs';
import { routesOnBackend } from '../../../../tests/support/route-backend';
import { abortPendingRequests } from '../../../api/session';
import { routeRequests } from '../../../lib/request-limit';
import type { Change, PlanRow } from './plan';
import { forgetRuns, getRun, getRuns, countRun } from './run-store';
import { retryErrors, startRun, stopRun, undoComment, undoRun } from './runner';

const row = (
  id: number,
  before: number | null,
  after: number | null,
  skip: string | null = null,
): PlanRow => ({
  id,
  chain: `Маршрут ${id}`,
  before,
  after,
  skip,
});

const PLUS_TEN: Change = { way: 'percent', amount: 10, step: 100 };

const start = (rows: PlanRow[], afterRun = () => undefined) =>
  startRun({ title: '+10 %', change: PLUS_TEN, comment: 'Индексация', rows, afterRun });

afterEach(forgetRuns);

describe('a bulk run', () => {
  it('writes each route over the version it read, with the comment, never more than 4 at once', async () => {
    const nmcs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, 1_000 * (i + 1)]));
    const backend = await routesOnBackend(nmcs);
    const afterRun = vi.fn();
    const rows = Object.entries(nmcs).map(([id, nmc]) => row(Number(id), nmc, nmc + 100));
    const run = await finished(start([...rows, row(11, null, null, 'Нет НМЦ')], afterRun));

    expect(backend.writes).toHaveLength(10);
    expect(backend.writes[0]).toEqual({
      id: 1,
      body: { nmc: 1_100, comment: 'Индексация' },
      ifMatch: backend.v(1, 1),
    });
    expect(backend.maxInFlight()).toBe(4);
    expect(countRun(run)).toEqual({
      total: 10,
      done: 10,
      conflicts: 0,
      errors: 0,
      skipped: 1,
      pending: 0,
      stopped: 0,
    });
    expect(afterRun).toHaveBeenCalledTimes(1);
  });

  it('leaves a route a colleague changed: a changed НМЦ or a 412 is a conflict with their value', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000 });
    await backend.colleague(1, 1_500);
    // Route 2 changes between its read and its write.
    backend.afterRead(async (id) => {
      if (id === 2) await backend.colleague(2, 2_500);
    });
    const run = await finished(start([row(1, 1_000, 1_100), row(2, 2_000, 2_200)]));

    expect(backend.writes.map((write) => write.id)).toEqual([2]);
    expect(run.items.map((item) => [item.id, item.outcome, item.current])).toEqual([
      [1, 'conflict', 1_500],
      [2, 'conflict', 2_500],
    ]);
    expect((await backend.route(1)).nmc).toBe(1_500);
    expect((await backend.route(2)).nmc).toBe(2_500);
  });

  it('tries a request that met the network or a 5xx once more after 1 s, then calls it an error', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000, 3: 3_000 });
    // The client names each 5xx in the console; here they are the test's own.
    const console5xx = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.failures.set(1, ['network']);
    backend.failures.set(2, [{ status: 503 }, { status: 502 }]);
    backend.failures.set(3, [{ status: 400, body: { nmc: ['Недопустимое значение.'] } }]);
    const rows = [row(1, 1_000, 1_100), row(2, 2_000, 2_200), row(3, 3_000, 3_300)];
    const run = await finishedOnFakeClock(() => start(rows));

    const pauses = [1, 2, 3].map((route) => {
      const [first, second] = backend.requests.filter((request) => request.id === route);
      return second && first ? second.at - first.at : null;
    });
    expect(pauses).toEqual([1_000, 1_000, null]);
    expect(console5xx).toHaveBeenCalledTimes(2);
    expect(run.items.map((item) => [item.id, item.outcome, item.reason])).toEqual([
      [1, 'done', null],
      [2, 'error', 'Сбой сервера (502)'],
      [3, 'error', 'Недопустимое значение.'],
    ]);

    const again = await finishedOnFakeClock(() => {
      void retryErrors(run.id);
      return run.id;
    });
    expect(again.items.map((item) => item.outcome)).toEqual(['done', 'done', 'done']);
    expect(backend.writes.filter((write) => write.id === 1)).toHaveLength(1);
  });

  it('counts a write whose answer was lost as done when its retry finds its own value', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    backend.loseAnswer(1);
    const run = await finishedOnFakeClock(() => start([row(1, 1_000, 1_100)]));
    expect(backend.writes.map((item) => item.ifMatch)).toEqual([backend.v(1, 1), backend.v(1, 1)]);
    expect(run.items[0]?.outcome).toBe('done');
  });

  it('«Остановить» lets the routes being written finish and starts no other', async () => {
    const nmcs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, 1_000]));
    const backend = await routesOnBackend(nmcs);
    backend.hold();
    const id = start(Object.keys(nmcs).map((key) => row(Number(key), 1_000, 1_100)));
    await vi.waitFor(() => expect(backend.inFlight()).toBe(4));
    stopRun(id);
    backend.release();
    const run = await finished(id);
    expect(countRun(run)).toMatchObject({ total: 12, done: 4, skipped: 0, stopped: 8 });
    expect(backend.writes).toHaveLength(4);
    expect(run.items.at(-1)).toMatchObject({ outcome: 'stopped', reason: 'Остановлено до записи' });
  });

  it('«Остановить» starts no route still waiting for a place behind other requests', async () => {
    const nmcs = { 1: 1_000, 2: 1_000, 3: 1_000, 4: 1_000, 5: 1_000 };
    const backend = await routesOnBackend(nmcs);
    // Other requests of the tab hold 3 of its 4 places: route 1 takes the last, routes 2–4 wait.
    const others: { done: () => void } = { done: () => undefined };
    const busy = new Promise<void>((done) => (others.done = done));
    const taken = [1, 2, 3].map(() => routeRequests.run(() => busy));
    try {
      backend.hold();
      const id = start(Object.keys(nmcs).map((key) => row(Number(key), 1_000, 1_100)));
      await vi.waitFor(() => expect(backend.inFlight()).toBe(1));
      stopRun(id);
      backend.release();
      const run = await finished(id);
      expect(backend.writes.map((write) => write.id)).toEqual([1]);
      expect(countRun(run)).toMatchObject({ total: 5, done: 1, skipped: 0, stopped: 4 });
      expect((await backend.route(2)).nmc).toBe(1_000);
    } finally {
      others.done();
      await Promise.all(taken);
    }
  });

  it('asks before the tab is closed or reloaded while it runs, and no longer once done', async () => {
    await routesOnBackend({ 1: 1_000 });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const id = start([row(1, 1_000, 1_100)]);
    expect(unload()).toBe(true);
    await finished(id);
    expect(unload()).toBe(false);
  });

  it('stops and is forgotten when the session ends', async () => {
    // Fake clock: running every timer left shows whatever the run would still do, however late.
    const backend = await routesOnBackend({ 1: 1_000, 2: 1_000, 3: 1_000, 4: 1_000, 5: 1_000 });
    vi.useFakeTimers();
    start([1, 2, 3, 4, 5].map((id) => row(id, 1_000, 1_100)));
    abortPendingRequests();
    await vi.runAllTimersAsync();
    expect(getRuns()).toEqual([]);
    expect(backend.writes).toHaveLength(0);
  });
});

describe('undoing a bulk run', () => {
  it('writes the old НМЦ and comment back over the version the run left, and nowhere else', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000, 3: 3_000 });
    const change = await finished(
      start([row(1, 1_000, 1_100), row(2, 2_000, 2_200), row(3, 3_000, null, 'Нет НМЦ')]),
    );
    await backend.colleague(2, 2_500);
    const undoId = undoRun(change.id)!;
    expect(undoRun(change.id)).toBeNull();
    const undo = await finished(undoId);

    // No read first: each write names the version the change's own write received.
    expect(backend.writes.slice(2).sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, body: { nmc: 1_000, comment: null }, ifMatch: backend.v(1, 2) },
      { id: 2, body: { nmc: 2_000, comment: null }, ifMatch: backend.v(2, 2) },
    ]);
    expect(undo.items.map((item) => [item.id, item.outcome, item.current])).toEqual([
      [1, 'done', undefined],
      [2, 'conflict', 2_500],
    ]);
    expect((await backend.route(2)).nmc).toBe(2_500);
    expect(getRun(change.id)?.undoneBy).toBe(undoId);
    // Its report says which change it undid.
    expect([change.change, undo.change]).toEqual([PLUS_TEN, PLUS_TEN]);
  });

  it('keeps «Отмена: …» within the contract’s 1000 characters', () => {
    expect(undoComment('Индексация')).toBe('Отмена: Индексация');
    const long = undoComment('а'.repeat(1_000));
    expect(long).toHaveLength(1_000);
    expect(long.endsWith('а…')).toBe(true);
  });
});
