import { describe, expect, it, vi } from 'vitest';
import { indexedDBPerTest } from '../../../../tests/support/indexed-db';
import { KEPT_DAYS, KEPT_RUNS, runJournal } from './run-journal';
import type { BulkRun } from './run-store';

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

describe('the journal of bulk runs', () => {
  indexedDBPerTest();

  it('keeps each user’s runs for that user alone, with every route’s ETag', async () => {
    await runJournal.keep(run(1, 'orlov.v'), NOW);
    await runJournal.keep(run(2, 'petrov.s'), NOW);
    const mine = await runJournal.list('orlov.v', NOW);
    expect(mine.map(({ id }) => id)).toEqual([1]);
    expect(mine[0]?.items[0]).toMatchObject({ before: 1_000, after: 1_100, etag: '"7-2"' });
    expect((await runJournal.list('petrov.s', NOW)).map(({ id }) => id)).toEqual([2]);
    expect(await runJournal.list('ivanova.a', NOW)).toEqual([]);
  });

  it('keeps the last 20 runs, none older than 30 days', async () => {
    await runJournal.keep(run(100, 'orlov.v', KEPT_DAYS + 1), NOW);
    for (let id = 1; id <= KEPT_RUNS + 2; id += 1) await runJournal.keep(run(id, 'orlov.v'), NOW);
    await runJournal.keep(run(200, 'petrov.s', 1), NOW);
    const ids = (await runJournal.list('orlov.v', NOW)).map(({ id }) => id);
    expect(ids).toHaveLength(KEPT_RUNS);
    expect(ids[0]).toBe(3);
    expect(ids.at(-1)).toBe(KEPT_RUNS + 2);
    // Another user's runs do not push this user's out.
    expect((await runJournal.list('petrov.s', NOW)).map(({ id }) => id)).toEqual([200]);
  });

  it('a kept run replaces its older copy, and a dropped one is gone', async () => {
    await runJournal.keep({ ...run(1, 'orlov.v'), state: 'running', revision: 1 }, NOW);
    await runJournal.keep({ ...run(1, 'orlov.v'), revision: 2 }, NOW);
    expect((await runJournal.list('orlov.v', NOW)).map(({ state }) => state)).toEqual(['finished']);
    await runJournal.drop('orlov.v', 1);
    expect(await runJournal.list('orlov.v', NOW)).toEqual([]);
  });

  it('never lets a stale copy overwrite a newer one: a lower or equal revision is dropped', async () => {
    const at = (revision: number, state: BulkRun['state']) => ({
      ...run(1, 'orlov.v'),
      state,
      revision,
    });
    await runJournal.keep(at(7, 'finished'), NOW);
    // A page that read the run before its end saves its copy late, as two pages at once would.
    await Promise.all([
      runJournal.keep(at(6, 'running'), NOW),
      runJournal.keep(at(7, 'stopping'), NOW),
    ]);
    expect(await runJournal.list('orlov.v', NOW)).toMatchObject([
      { revision: 7, state: 'finished' },
    ]);
    await runJournal.keep(at(8, 'running'), NOW);
    expect(await runJournal.list('orlov.v', NOW)).toMatchObject([
      { revision: 8, state: 'running' },
    ]);
  });

  it('outlives the page: a fresh copy of the module reads what the old one kept', async () => {
    await runJournal.keep(run(1, 'orlov.v'), NOW);
    vi.resetModules();
    const fresh = await import('./run-journal');
    expect((await fresh.runJournal.list('orlov.v', NOW)).map(({ id }) => id)).toEqual([1]);
  });
});
