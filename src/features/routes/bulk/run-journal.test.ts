import { IDBObjectStore } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { indexedDBPerTest } from '../../../../tests/support/indexed-db';
import { KEPT_DAYS, KEPT_RUNS, runJournal } from './run-journal';
import type { BulkRun } from './run-model';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-24T10:00:00Z');

const run = (id: number, user: string, daysAgo = 0): BulkRun => ({
  id,
  kind: 'change',
  of: null,
  title: '+10 %',
  comment: 'Индексация',
  items: [
    {
      id: 7,
      chain: 'Москва - Казань',
      before: 1_000,
      after: 1_100,
      outcome: 'done',
      reason: null,
      etag: '"7-2"',
    },
  ],
  state: 'finished',
  undoneBy: null,
  user,
  startedAt: new Date(NOW - daysAgo * DAY + id).toISOString(),
  endedAt: new Date(NOW - daysAgo * DAY + id + 1).toISOString(),
});

const going = (id: number, user: string, daysAgo: number): BulkRun => ({
  ...run(id, user, daysAgo),
  state: 'running',
  endedAt: null,
});

const ids = async (user: string) => (await runJournal.list(user)).map(({ id }) => id);

/** The journal as another page opens it: a fresh copy of the module, a connection of its own. */
async function reopened() {
  vi.resetModules();
  const fresh = await import('./run-journal');
  return fresh.runJournal;
}

describe('the journal of bulk runs', () => {
  indexedDBPerTest();

  beforeEach(() => {
    // The clock alone: IndexedDB's own timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('keeps each user’s runs for that user alone, with every route’s ETag', async () => {
    await runJournal.keep(run(1, 'orlov.v'));
    await runJournal.keep(run(2, 'petrov.s'));
    const mine = await runJournal.list('orlov.v');
    expect(mine.map(({ id }) => id)).toEqual([1]);
    expect(mine[0]?.items[0]).toMatchObject({ before: 1_000, after: 1_100, etag: '"7-2"' });
    expect(await ids('petrov.s')).toEqual([2]);
    expect(await runJournal.list('ivanova.a')).toEqual([]);
  });

  it('keeps the last 20 runs of each user', async () => {
    for (let id = 1; id <= KEPT_RUNS + 2; id += 1) await runJournal.keep(run(id, 'orlov.v'));
    await runJournal.keep(run(200, 'petrov.s', 1));
    const kept = await ids('orlov.v');
    expect(kept).toHaveLength(KEPT_RUNS);
    expect(kept[0]).toBe(3);
    expect(kept.at(-1)).toBe(KEPT_RUNS + 2);
    // Another user's runs do not push this user's out.
    expect(await ids('petrov.s')).toEqual([200]);
  });

  it('keeps none older than 30 days', async () => {
    // Far fewer than 20: only the age lets a run go.
    await runJournal.keep(run(100, 'orlov.v', KEPT_DAYS + 1));
    for (const id of [1, 2, 3]) await runJournal.keep(run(id, 'orlov.v', KEPT_DAYS - 1));
    expect(await ids('orlov.v')).toEqual([1, 2, 3]);
  });

  it('lets runs older than 30 days go as it opens, finished or not, of every user', async () => {
    await runJournal.keep(going(100, 'orlov.v', KEPT_DAYS + 1));
    await runJournal.keep(going(101, 'petrov.s', KEPT_DAYS + 1));
    await runJournal.keep(going(1, 'orlov.v', 1));
    const journal = await reopened();
    expect((await journal.list('orlov.v')).map(({ id }) => id)).toEqual([1]);
    // Gone, not only left unread: a month back, the journal holds no more of them.
    vi.setSystemTime(NOW - KEPT_DAYS * DAY);
    expect((await journal.list('orlov.v')).map(({ id }) => id)).toEqual([1]);
    expect(await journal.list('petrov.s')).toEqual([]);
  });

  it('reads no other run as it keeps one, however often', async () => {
    await runJournal.keep(run(1, 'orlov.v'));
    const reads = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    for (let revision = 1; revision <= 5; revision += 1)
      await runJournal.keep({ ...run(2, 'orlov.v'), revision });
    expect(reads).not.toHaveBeenCalled();
  });

  it('a kept run replaces its older copy, and a dropped one is gone', async () => {
    await runJournal.keep({ ...going(1, 'orlov.v', 0), revision: 1 });
    await runJournal.keep({ ...run(1, 'orlov.v'), revision: 2 });
    expect((await runJournal.list('orlov.v')).map(({ state }) => state)).toEqual(['finished']);
    await runJournal.drop('orlov.v', 1);
    expect(await runJournal.list('orlov.v')).toEqual([]);
  });

  it('never lets a stale copy overwrite a newer one: a lower or equal revision is dropped', async () => {
    const at = (revision: number, state: BulkRun['state']): BulkRun =>
      state === 'finished'
        ? { ...run(1, 'orlov.v'), revision }
        : { ...going(1, 'orlov.v', 0), state, endedAt: null, revision };
    await runJournal.keep(at(7, 'finished'));
    // A page that read the run before its end saves its copy late, as two pages at once would.
    await Promise.all([runJournal.keep(at(6, 'running')), runJournal.keep(at(7, 'stopping'))]);
    expect(await runJournal.list('orlov.v')).toMatchObject([{ revision: 7, state: 'finished' }]);
    await runJournal.keep(at(8, 'running'));
    expect(await runJournal.list('orlov.v')).toMatchObject([{ revision: 8, state: 'running' }]);
  });

  it('outlives the page: a fresh copy of the module reads what the old one kept', async () => {
    await runJournal.keep(run(1, 'orlov.v'));
    const journal = await reopened();
    expect((await journal.list('orlov.v')).map(({ id }) => id)).toEqual([1]);
  });
});
