import { isRecord } from '../../../lib/is-record';
import { isBulkRun } from './run-shape';
import type { BulkRun } from './run-store';

/**
 * The kept bulk runs, per user, in IndexedDB: it outlives a reload, a closed tab and a sign-out
 * (which clears local storage), and every tab of the browser reads the same. Only runs of the
 * user asking are ever read. Without IndexedDB nothing is kept, and runs last as long as the page.
 */
const DB_NAME = 'nmc-routes-bulk-runs';
const STORE = 'runs';

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

// The DOM types say it is always there; it is not everywhere (happy-dom).
const database = (): IDBFactory | undefined => globalThis.indexedDB;

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another page deleting or upgrading the database gets it: this one opens it anew.
      db.onversionchange = () => {
        db.close();
        connections.delete(factory);
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

/**
 * One connection per page, opened once: a run's end is kept in a transaction that starts at
 * once, not after a round trip to open the database, so a reload right after still finds it.
 */
const connections = new WeakMap<IDBFactory, Promise<IDBDatabase>>();

function connect(factory: IDBFactory): Promise<IDBDatabase> {
  const known = connections.get(factory);
  if (known) return known;
  const opened = open(factory);
  connections.set(factory, opened);
  // A failed open is tried again next time.
  opened.catch(() => connections.delete(factory));
  return opened;
}

/**
 * One transaction over every kept record; `step` may put and delete through the store. `first`
 * starts at once, before the records are read: what a page going away must not lose.
 */
async function transact(
  mode: IDBTransactionMode,
  step: (store: IDBObjectStore, records: KeptRecord[]) => void,
  first?: (store: IDBObjectStore) => void,
): Promise<void> {
  const factory = database();
  if (!factory) return;
  const db = await connect(factory);
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const store = transaction.objectStore(STORE);
    first?.(store);
    const all = store.getAll();
    all.onsuccess = () => {
      const found: unknown[] = Array.isArray(all.result) ? all.result : [];
      step(store, found.filter(isKept));
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });
}

/** The user's runs that are kept: the newest KEPT_RUNS, none older than KEPT_DAYS. */
function keptOf(records: readonly KeptRecord[], user: string, now: number): BulkRun[] {
  const since = now - KEPT_DAYS * DAY_MS;
  return records
    .filter((record) => record.user === user)
    .map((record) => record.run)
    .filter((run) => run.state !== 'finished' || Date.parse(run.startedAt) >= since)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, KEPT_RUNS);
}

const revisionOf = (run: BulkRun): number => run.revision ?? 0;

export const runJournal = {
  /**
   * Keeps `run` of its user as it is now, unless the journal holds the same or a later revision
   * of it (a stale copy never overwrites a newer one), and lets the user's oldest runs go. The
   * comparison and the write are one transaction, so no other page's write comes between.
   */
  async keep(run: BulkRun, now = Date.now()): Promise<void> {
    const user = run.user;
    if (user === null) return;
    const key = keyOf(user, run.id);
    await transact(
      'readwrite',
      (store, records) => {
        const others = records.filter((record) => record.user !== user || record.run.id !== run.id);
        const kept = new Set(keptOf([...others, { user, run }], user, now).map(({ id }) => id));
        for (const record of others)
          if (record.user === user && !kept.has(record.run.id))
            store.delete(keyOf(user, record.run.id));
      },
      (store) => {
        const stored = store.get(key);
        stored.onsuccess = () => {
          const found: unknown = stored.result;
          if (isKept(found) && revisionOf(found.run) >= revisionOf(run)) return;
          store.put({ user, run }, key);
        };
      },
    );
  },

  /** The runs kept for `user`, oldest first. */
  async list(user: string, now = Date.now()): Promise<BulkRun[]> {
    const found: { runs: BulkRun[] } = { runs: [] };
    await transact('readonly', (_, records) => {
      found.runs = keptOf(records, user, now).reverse();
    });
    return found.runs;
  },

  async drop(user: string, id: number): Promise<void> {
    await transact('readwrite', (store) => store.delete(keyOf(user, id)));
  },
};
