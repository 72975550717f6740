import { isRecord } from '../../../lib/is-record';
import { indexedStore } from '../../../lib/indexed-db';
import { revisionOf, type BulkRun } from './run-model';
import { isBulkRun } from './run-shape';

/**
 * The kept bulk runs, per user, in IndexedDB: it outlives a reload, a closed tab and a sign-out
 * (which clears local storage), and every tab of the browser reads the same. Only runs of the
 * user asking are ever read. Without IndexedDB nothing is kept, and runs last as long as the page;
 * a journal that does not answer in time fails the write, and the run goes on.
 */

/** How many runs of a user are kept, and for how long. */
export const KEPT_RUNS = 20;
export const KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

interface KeptRecord {
  user: string;
  run: BulkRun;
}

const keyOf = (user: string, id: number) => `${user}\n${id}`;

const isKept = (value: unknown): value is KeptRecord =>
  isRecord(value) && typeof value.user === 'string' && isBulkRun(value.run);

const newestFirst = (a: BulkRun, b: BulkRun) => Date.parse(b.startedAt) - Date.parse(a.startedAt);

/** The user's runs that are kept: the newest KEPT_RUNS, none started over KEPT_DAYS ago. */
function keptOf(records: readonly KeptRecord[], user: string, now: number): BulkRun[] {
  const since = now - KEPT_DAYS * DAY_MS;
  return records
    .filter((record) => record.user === user && Date.parse(record.run.startedAt) >= since)
    .map((record) => record.run)
    .sort(newestFirst)
    .slice(0, KEPT_RUNS);
}

/** Every record `keptOf` would not read for its user, with those not shaped as a run. */
function outOfDate(records: readonly unknown[], now: number): unknown[] {
  const kept = records.filter(isKept);
  const users = new Set(kept.map((record) => record.user));
  const wanted = new Set([...users].flatMap((user) => keptOf(kept, user, now)));
  return records.filter((record) => !isKept(record) || !wanted.has(record.run));
}

/**
 * Once per page, as the journal opens: the runs of every user that are too old or too many go,
 * finished or not. A save never reads the others.
 */
const store = indexedStore({
  db: 'nmc-routes-bulk-runs',
  store: 'runs',
  onOpen: (runs, on) => {
    const now = Date.now();
    on(runs.getAllKeys(), (keys) =>
      on(runs.getAll(), (records: unknown[]) => {
        const gone = new Set(outOfDate(records, now));
        records.forEach((record, index) => {
          const key = keys[index];
          if (gone.has(record) && key !== undefined) runs.delete(key);
        });
      }),
    );
  },
});

export const runJournal = {
  /**
   * Keeps `run` of its user as it is now, unless the journal holds the same or a later revision
   * of it (a stale copy never overwrites a newer one). The comparison and the write are one
   * transaction, so no other page's write comes between.
   */
  async keep(run: BulkRun): Promise<void> {
    const user = run.user;
    if (user === null) return;
    const key = keyOf(user, run.id);
    await store.transact('readwrite', (runs, on) =>
      on(runs.get(key), (found: unknown) => {
        if (isKept(found) && revisionOf(found.run) >= revisionOf(run)) return;
        runs.put({ user, run }, key);
      }),
    );
  },

  /** The runs kept for `user`, oldest first. */
  async list(user: string): Promise<BulkRun[]> {
    const found: { runs: BulkRun[] } = { runs: [] };
    await store.transact('readonly', (runs, on) =>
      on(runs.getAll(), (records: unknown[]) => {
        found.runs = keptOf(records.filter(isKept), user, Date.now()).reverse();
      }),
    );
    return found.runs;
  },

  async drop(user: string, id: number): Promise<void> {
    await store.transact('readwrite', (runs) => runs.delete(keyOf(user, id)));
  },
};
