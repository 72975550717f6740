import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSignal } from '../../../api/session';
import { change, heldWrites, planRow } from '../../../../tests/support/bulk-runs';
import { installFakeLocks } from '../../../../tests/support/fake-locks';
import { indexedDBPerTest } from '../../../../tests/support/indexed-db';
import { runsGoing } from './run-lock';
import { heldRuntimes } from './run-process';
import { endRuns, openRuns, pauseRuns } from './run-session';
import { forgetRuns, getRun } from './run-store';
import { startRun } from './runner';

const rows = [1, 2, 3, 4, 5, 6].map((id) => planRow(id, 1_000, 1_100));

describe('a run going in this page', () => {
  const db = indexedDBPerTest();
  let locks: ReturnType<typeof installFakeLocks>;

  beforeEach(() => {
    locks = installFakeLocks();
  });

  afterEach(async () => {
    await endRuns();
    locks.uninstall();
  });

  it('leaves nothing behind per run: one session listener, runtimes only of the runs it has', async () => {
    const signal = sessionSignal();
    const listening = new Set<unknown>();
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    vi.spyOn(signal, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'abort') listening.add(listener);
      add(type, listener, options);
    });
    vi.spyOn(signal, 'removeEventListener').mockImplementation((type, listener, options) => {
      if (type === 'abort') listening.delete(listener);
      remove(type, listener, options);
    });
    for (let n = 0; n < 3; n += 1) {
      await change(rows.slice(0, 1), heldWritesAtOnce());
      forgetRuns();
    }
    await change(rows.slice(0, 1), heldWritesAtOnce());
    expect(listening.size).toBeLessThanOrEqual(1);
    expect(heldRuntimes()).toBe(1);
  });

  it('«Остановить и выйти» ends in time over a journal that never answers, and lets the lock go', async () => {
    db.neverAnswer();
    void openRuns('orlov.v', () => undefined);
    const backend = heldWrites();
    const id = startRun({ title: '+10 %', comment: 'Индексация', rows, io: backend.io });
    await vi.waitFor(() => expect(backend.waiting).toHaveLength(4));
    expect(await runsGoing()).toContain(id);

    const started = Date.now();
    await pauseRuns();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(getRun(id)?.state).toBe('finished');

    // The routes under way finish; the run's end cannot be kept, and its lock goes all the same.
    backend.finish(4);
    await vi.waitFor(async () => expect(await runsGoing()).not.toContain(id), { timeout: 4_000 });
  });
});

/** Routes whose reads and writes answer at once. */
function heldWritesAtOnce() {
  const { io, finish } = heldWrites();
  return {
    ...io,
    write: (...args: Parameters<typeof io.write>) => {
      const written = io.write(...args);
      finish(1);
      return written;
    },
  };
}
