import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { recentChanges, recentChangeText } from './recent-changes';
import { isBulkRun } from './run-shape';
import type { BulkRun, ItemOutcome } from './run-store';

const NOW = dayjs('2027-03-02T12:00:00');
const hoursAgo = (hours: number) => NOW.subtract(hours, 'hour').toISOString();

/** A finished change run of route `id` (and of 9, not selected) ended `hours` ago. */
function run(id: number, hours: number, overrides: Partial<BulkRun> = {}, outcome?: ItemOutcome) {
  const item = (routeId: number, done: ItemOutcome) => ({
    id: routeId,
    chain: `Маршрут ${routeId}`,
    before: 1_000,
    after: 1_030,
    outcome: done,
    reason: null,
  });
  const base: BulkRun = {
    id: hours * 100 + id,
    kind: 'change',
    of: null,
    title: `+${hours} %`,
    comment: 'Индексация',
    items: [item(id, outcome ?? 'done'), item(9, 'done')],
    state: 'finished',
    undoneBy: null,
    user: 'orlov.v',
    startedAt: hoursAgo(hours + 0.5),
    endedAt: hoursAgo(hours),
  };
  const changed: unknown = { ...base, ...overrides };
  if (!isBulkRun(changed)) throw new Error('not a run');
  return changed;
}

const changed = (runs: BulkRun[], ids = [1, 2, 3]) => recentChanges(runs, ids, NOW);

describe('routes already changed by a kept run', () => {
  it('counts a route a finished or cut-short change wrote in the last 24 hours, the newest run first', () => {
    const found = changed([run(1, 5), run(1, 2), run(2, 23, {}, 'done')]);
    expect([...found.keys()].sort()).toEqual([1, 2]);
    expect(found.get(1)).toEqual({ title: '+2 %', at: hoursAgo(2) });
    expect(recentChangeText({ title: '+3 %', at: '2027-03-02T10:42:00' })).toBe(
      'уже изменена: +3 %, 10:42',
    );
  });

  it('takes the start of a run that has no end', () => {
    const found = changed([run(1, 1, { endedAt: null })]);
    expect(found.get(1)?.at).toBe(hoursAgo(1.5));
  });

  it('leaves out runs older than 24 hours, undone, still running, undos and other routes', () => {
    const found = changed([
      run(1, 25),
      run(2, 3, { undoneBy: 77 }),
      run(3, 3, { state: 'running', endedAt: null }),
      run(3, 4, { kind: 'undo', of: 1 }),
      run(2, 2, {}, 'conflict'),
      run(3, 2, {}, 'stopped'),
    ]);
    expect(found.size).toBe(0);
    expect(changed([run(1, 2)], [2]).size).toBe(0);
  });
});
