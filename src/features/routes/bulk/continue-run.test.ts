import { afterEach, describe, expect, it, vi } from 'vitest';
import { finished } from '../../../../tests/support/bulk-runs';
import { indexedDBPerTest } from '../../../../tests/support/indexed-db';
import { routesOnBackend } from '../../../../tests/support/route-backend';
import { cutShortText, outcomeText, resultCounts } from './outcome-text';
import { runJournal } from './run-journal';
import { forgetRuns, isCutShort, type BulkRun } from './run-store';
import { continueRun, startRun, stopRun } from './runner';

const nmcs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, 1_000]));
const rows = Object.keys(nmcs).map((id) => ({
  id: Number(id),
  chain: `Маршрут ${id}`,
  before: 1_000,
  after: 1_100,
  skip: null,
}));

afterEach(forgetRuns);

/** The page after a reload: fresh copies of the runs' modules, nothing but the journal kept. */
async function reloaded() {
  vi.resetModules();
  const [runner, store, session] = await Promise.all([
    import('./runner'),
    import('./run-store'),
    import('./run-session'),
  ]);
  return { ...runner, ...store, ...session };
}

describe('a run cut short', () => {
  indexedDBPerTest();

  it('«Продолжить» after «Остановить» writes only the routes not written, each once', async () => {
    const backend = await routesOnBackend(nmcs);
    backend.hold();
    const id = startRun({ title: '+10 %', comment: 'Индексация', rows });
    // «Остановить» once the first four routes have started.
    await vi.waitFor(() => expect(backend.inFlight()).toBe(4));
    stopRun(id);
    backend.release();
    const stopped = await finished(id);
    expect(isCutShort(stopped)).toBe(true);
    expect(cutShortText(stopped)).toBe('Прервано: изменено 4 из 10');

    await continueRun(id);
    const done = await finished(id);
    expect(done.items.every((item) => item.outcome === 'done')).toBe(true);
    expect(isCutShort(done)).toBe(false);
    const written = backend.writes.map((write) => write.id).sort((a, b) => a - b);
    expect(written).toEqual(rows.map((row) => row.id));
    const held = await Promise.all(rows.map((row) => backend.route(row.id)));
    expect(held.every((route) => route.nmc === 1_100)).toBe(true);
  });

  it('after a reload: nothing is written by itself, and a write that went through unanswered is found, not repeated', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 1_000, 3: 1_000 });
    // Route 2 was written just before the page went away; its answer never arrived.
    await backend.edit(2, { nmc: 1_100, comment: 'Индексация' });
    const kept: BulkRun = {
      id: 42,
      kind: 'change',
      of: null,
      title: '+10 %',
      comment: 'Индексация',
      state: 'running',
      undoneBy: null,
      user: 'orlov.v',
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      writtenAt: new Date(Date.now() - 30_000).toISOString(),
      endedAt: null,
      items: [1, 2, 3].map((id) => ({
        id,
        chain: `Маршрут ${id}`,
        before: 1_000,
        after: 1_100,
        outcome: id === 1 ? 'done' : 'pending',
        reason: null,
        etag: id === 1 ? backend.v(1, 2) : undefined,
      })),
    };
    // As the page going away left it in the journal.
    await runJournal.keep(kept);

    const page = await reloaded();
    // Fake clock from the reload on: running every timer left shows whatever the page would do
    // by itself, however late.
    vi.useFakeTimers();
    const opened = page.openRuns('orlov.v', () => undefined);
    await vi.runAllTimersAsync();
    await opened;
    vi.useRealTimers();
    expect(backend.requests).toEqual([]);
    const cut = page.getRun(42)!;
    expect(cut.state).toBe('finished');
    expect(cutShortText(cut)).toBe('Прервано: изменено 1 из 3');
    // «Окончание»: when its last route came back, not when it started.
    expect(cut.endedAt).toBe(kept.writtenAt);

    await page.continueRun(42);
    await vi.waitFor(() => expect(page.getRun(42)?.state).toBe('finished'));
    const run = page.getRun(42)!;
    expect(run.items.map((item) => item.outcome)).toEqual(['done', 'done', 'done']);
    expect(backend.writes.map((write) => write.id)).toEqual([3]);
    expect(run.items[1]?.etag).toBe(backend.v(2, 2));
    await page.endRuns();
  });

  it('counts the routes it never wrote as «Не записано», apart from those «Пропущено»', async () => {
    const backend = await routesOnBackend(nmcs);
    backend.hold();
    const skipped = { id: 11, chain: 'Маршрут 11', before: null, after: null, skip: 'Нет НМЦ' };
    const id = startRun({
      title: '+10 %',
      comment: 'Индексация',
      rows: [...rows, skipped],
    });
    await vi.waitFor(() => expect(backend.inFlight()).toBe(4));
    stopRun(id);
    backend.release();
    const stopped = await finished(id);

    expect(resultCounts(stopped).map(({ text }) => text)).toEqual([
      'Изменено: 4',
      'Конфликтов: 0',
      'Пропущено: 1',
      'Ошибок: 0',
      'Не записано: 6',
    ]);
    expect(outcomeText(stopped, stopped.items[9]!)).toBe('Не записано');
    expect(outcomeText(stopped, stopped.items[10]!)).toBe('Пропущено');

    await continueRun(id);
    const done = await finished(id);
    // Once all is written, the count is gone.
    expect(resultCounts(done).map(({ text }) => text)).toEqual([
      'Изменено: 10',
      'Конфликтов: 0',
      'Пропущено: 1',
      'Ошибок: 0',
    ]);
  });
});
