// What the unit tests of bulk runs share: a plan row, waiting for a run's end, a +10 % run, writes
// held until the test lets them go.
import { expect, vi } from 'vitest';
import type { PlanRow } from '../../src/features/routes/bulk/plan';
import type { RouteIo } from '../../src/features/routes/bulk/route-writes';
import { getRun } from '../../src/features/routes/bulk/run-store';
import { startRun } from '../../src/features/routes/bulk/runner';

/** Route `id` from `before` to `after`, nothing skipped. */
export const planRow = (id: number, before: number, after: number): PlanRow => ({
  id,
  chain: `Маршрут ${id}`,
  before,
  after,
  skip: null,
});

/** Run `id` once it has finished; `timeout` for a run on the backend with memory. */
export async function finished(id: number, timeout?: number) {
  // Looked at every 5 ms: a run on the backend ends within milliseconds.
  await vi.waitFor(() => expect(getRun(id)?.state).toBe('finished'), { timeout, interval: 5 });
  return getRun(id)!;
}

/** A finished run «+10 %» with the comment «Индексация» over `rows`. */
export const change = (rows: PlanRow[], io?: RouteIo) =>
  finished(startRun({ title: '+10 %', comment: 'Индексация', rows, io }));

/** Routes whose reads answer at once and whose writes wait for `finish(n)`. */
export function heldWrites() {
  const waiting: (() => void)[] = [];
  const io: RouteIo = {
    read: (_id, onPlace) => {
      onPlace?.();
      return Promise.resolve({ data: { nmc: 1_000, comment: null }, etag: '"v1"' });
    },
    write: (_id, _body, _etag, onPlace) => {
      onPlace?.();
      const answer = { response: new Response(null, { headers: { ETag: '"v2"' } }) };
      return new Promise((resolve) => waiting.push(() => resolve(answer)));
    },
  };
  const finish = (count: number) => waiting.splice(0, count).forEach((go) => go());
  return { io, waiting, finish };
}

/**
 * Run `start()` to its end on a fake clock: a retry's pause (1 s) passes at once, and what the run
 * does is measured in the clock's time (`Date.now()`).
 */
export async function finishedOnFakeClock(start: () => number) {
  vi.useFakeTimers();
  try {
    const id = start();
    await vi.runAllTimersAsync();
    return getRun(id)!;
  } finally {
    vi.useRealTimers();
  }
}
