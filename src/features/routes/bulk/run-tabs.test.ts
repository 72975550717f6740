import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLocks } from '../../../../tests/support/fake-locks';
import { indexedDBPerTest } from '../../../../tests/support/indexed-db';
import { routesOnBackend, type RouteBackend } from '../../../../tests/support/route-backend';
import { runJournal } from './run-journal';
import { endRuns, openRuns } from './run-session';
import { isBulkRun } from './run-shape';
import { asCutShort } from './run-transitions';
import { addKeptRuns, countRun, getRun, getRuns, isCutShort, type BulkRun } from './run-store';
import { continueRun, startRun, undoable, undoRun } from './runner';

// One run goes in one page (PRODUCT §4): two pages of one browser share the Web Locks, the
// journal and the broadcast. The second page is a fresh copy of the modules, as a tab has.

const USER = 'orlov.v';
const IDS = Array.from({ length: 10 }, (_, i) => i + 1);
const nothing = () => undefined;

/** Run 42 of USER over IDS, +10 %: the first `done` written on `backend`, as its page left it. */
function keptRun(done: number, state: BulkRun['state'], backend: RouteBackend): BulkRun {
  const run: unknown = {
    id: 42,
    kind: 'change',
    of: null,
    title: '+10 %',
    comment: 'Индексация',
    state,
    undoneBy: null,
    user: USER,
    revision: 5,
    // Kept runs last 30 days.
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    endedAt: state === 'finished' ? new Date().toISOString() : null,
    items: IDS.map((id) => ({
      id,
      chain: `Маршрут ${id}`,
      before: 1_000,
      after: 1_100,
      outcome: id <= done ? 'done' : 'pending',
      reason: null,
      etag: id <= done ? backend.v(id, 2) : undefined,
    })),
  };
  if (!isBulkRun(run)) throw new Error('not a run');
  return run;
}

/** A backend where the first `done` routes of IDS hold the run's value, the rest 1 000 ₽. */
async function backendOf(done: number) {
  const backend = await routesOnBackend(Object.fromEntries(IDS.map((id) => [id, 1_000])));
  for (const id of IDS.slice(0, done))
    await backend.edit(id, { nmc: 1_100, comment: 'Индексация' });
  return backend;
}

/** Another tab of the same browser: its own copy of the runs' modules, signed in as USER. */
async function anotherPage() {
  vi.resetModules();
  const [runner, store, session] = await Promise.all([
    import('./runner'),
    import('./run-store'),
    import('./run-session'),
  ]);
  await session.openRuns(USER, nothing);
  return { ...runner, ...store, ...session };
}

describe('one run in one tab', () => {
  indexedDBPerTest();
  const pages: { endRuns: () => Promise<void> }[] = [];
  let locks: ReturnType<typeof installFakeLocks>;

  beforeEach(() => {
    locks = installFakeLocks();
  });

  afterEach(async () => {
    await Promise.all([endRuns(), ...pages.splice(0).map((page) => page.endRuns())]);
    locks.uninstall();
  });

  it('«Продолжить» while another page holds the run writes nothing and offers nothing', async () => {
    const backend = await backendOf(3);
    addKeptRuns([asCutShort(keptRun(3, 'running', backend))]);
    const otherPage: { go: () => void } = { go: nothing };
    void navigator.locks.request(
      'nmc-bulk-run:42',
      () => new Promise<void>((go) => (otherPage.go = go)),
    );

    await continueRun(42);
    expect(backend.writes).toEqual([]);
    expect(getRun(42)).toMatchObject({ state: 'finished', elsewhere: true });
    expect(undoable(getRun(42)!)).toBe(0);
    expect(undoRun(42)).toBeNull();
    otherPage.go();
  });

  it('«Продолжить» pressed in two pages at once: one runs it, the other follows, each route written once', async () => {
    const backend = await backendOf(3);
    const kept = keptRun(3, 'running', backend);
    await runJournal.keep(kept);
    await openRuns(USER, nothing);
    const other = await anotherPage();
    pages.push(other);
    expect(isCutShort(getRun(42)!)).toBe(true);
    expect(isCutShort(other.getRun(42)!)).toBe(true);
    backend.hold();

    await Promise.all([continueRun(42), other.continueRun(42)]);
    expect(getRun(42)).toMatchObject({ state: 'running' });
    expect(getRun(42)?.elsewhere).toBeUndefined();
    expect(other.getRun(42)).toMatchObject({ elsewhere: true });
    // The other page sees it going here at once, not at its next look.
    await vi.waitFor(() => expect(other.getRun(42)).toMatchObject({ state: 'running' }), {
      timeout: 900,
    });

    backend.release();
    await vi.waitFor(() => expect(getRun(42)?.state).toBe('finished'));
    expect(backend.writes.map(({ id }) => id).sort((a, b) => a - b)).toEqual(IDS.slice(3));
    await vi.waitFor(() => expect(countRun(other.getRun(42)!).done).toBe(IDS.length), {
      timeout: 900,
    });
    expect(other.getRun(42)?.elsewhere).toBeUndefined();
  });

  it('«Отменить изменения» pressed in two pages at once: one undo, kept alone', async () => {
    const backend = await backendOf(IDS.length);
    const kept = keptRun(IDS.length, 'finished', backend);
    await runJournal.keep(kept);
    await openRuns(USER, nothing);
    const other = await anotherPage();
    pages.push(other);

    undoRun(42);
    other.undoRun(42);
    const undos = (runs: readonly BulkRun[]) => runs.filter((run) => run.kind === 'undo');
    await vi.waitFor(() => expect(undos(getRuns())).toMatchObject([{ state: 'finished' }]));
    await vi.waitFor(() =>
      expect(undos(other.getRuns())).toMatchObject([
        { state: 'finished', id: getRun(42)?.undoneBy },
      ]),
    );
    expect(backend.writes).toHaveLength(IDS.length);
    expect(countRun(undos(getRuns())[0]!).done).toBe(IDS.length);
    const journal = await runJournal.list(USER);
    expect(undos(journal)).toHaveLength(1);
    expect(journal.find((run) => run.id === 42)?.undoneBy).toBe(undos(journal)[0]?.id);
    // Neither page offers a second undo.
    expect(other.undoable(other.getRun(42)!)).toBe(0);
    expect(undoable(getRun(42)!)).toBe(0);
  });

  it('a new run and its progress show in another page within a second', async () => {
    await openRuns(USER, nothing);
    const other = await anotherPage();
    pages.push(other);
    const backend = await routesOnBackend(Object.fromEntries(IDS.map((id) => [id, 1_000])));
    // Routes 1 to 4 are written at once; the others wait for the gate.
    const gate: { open: () => void } = { open: nothing };
    const opened = new Promise<void>((open) => (gate.open = open));
    backend.beforeWrite(async (id) => {
      if (id > 4) await opened;
    });
    const rows = IDS.map((id) => ({
      id,
      chain: `Маршрут ${id}`,
      before: 1_000,
      after: 1_100,
      skip: null,
    }));
    const id = startRun({ title: '+10 %', comment: 'Индексация', rows });

    await vi.waitFor(
      () => expect(other.getRun(id)).toMatchObject({ state: 'running', elsewhere: true }),
      { timeout: 900 },
    );
    await vi.waitFor(() => expect(countRun(getRun(id)!).done).toBe(4));
    await vi.waitFor(() => expect(countRun(other.getRun(id)!).done).toBe(4), { timeout: 900 });
    expect(other.getRun(id)?.state).toBe('running');
    gate.open();
    await vi.waitFor(() => expect(getRun(id)?.state).toBe('finished'));
    await vi.waitFor(() => expect(countRun(other.getRun(id)!).done).toBe(IDS.length), {
      timeout: 900,
    });
  });
});
