/**
 * One object store of an IndexedDB database, as the app's journals use it: one connection per
 * page, opened at the first transaction, and every transaction (the open included) bounded in
 * time. A stuck database (a disk that hangs, a blocked upgrade) fails a transaction after
 * `timeoutMs` instead of holding its caller forever. Without IndexedDB (happy-dom) a transaction
 * does nothing; one that refuses storage fails it.
 */
export interface StoreSpec {
  db: string;
  store: string;
  /** How long a transaction, with the open before it, may take before it counts as failed. */
  timeoutMs?: number;
  /**
   * Runs in the first transaction after each open, before any other: the one place to tidy the
   * store (let old records go), rather than on every write.
   */
  onOpen?: (store: IDBObjectStore, on: On) => void;
}

/**
 * Calls `then` with a request's result, unless its transaction has timed out: then the
 * transaction is aborted, and nothing more of it happens.
 */
export type On = <T>(request: IDBRequest<T>, then: (result: T) => void) => void;

export type Step = (store: IDBObjectStore, on: On) => void;

export interface IndexedStore {
  /**
   * Runs `step` in one transaction; resolves once it commits (at once without IndexedDB), rejects
   * if it fails or is late.
   */
  transact: (mode: IDBTransactionMode, step: Step) => Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 2_000;

// The DOM types say it is always there; it is not everywhere (happy-dom).
const database = (): IDBFactory | undefined => globalThis.indexedDB;

const failed = (error: DOMException | null) => error ?? new Error('IndexedDB');

function run(
  db: IDBDatabase,
  spec: StoreSpec,
  mode: IDBTransactionMode,
  step: Step,
  late: () => boolean,
) {
  return new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(spec.store, mode);
    const on: On = (request, then) => {
      request.onsuccess = () => (late() ? transaction.abort() : then(request.result));
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(failed(transaction.error));
    transaction.onabort = () => reject(failed(transaction.error));
    step(transaction.objectStore(spec.store), on);
  });
}

export function indexedStore(spec: StoreSpec): IndexedStore {
  const timeoutMs = spec.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  /** The page's connection to each factory (tests give each their own). */
  const connections = new WeakMap<IDBFactory, Promise<IDBDatabase>>();
  const forget = (factory: IDBFactory, db: IDBDatabase) => {
    void connections.get(factory)?.then((known) => known === db && connections.delete(factory));
  };

  function open(factory: IDBFactory): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const request = factory.open(spec.db, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(spec.store);
      request.onsuccess = () => {
        const db = request.result;
        // Another page deleting or upgrading the database gets it: this one opens it anew.
        db.onversionchange = () => {
          db.close();
          forget(factory, db);
        };
        // The browser closed it (storage cleared, a crash of its own): the next transaction
        // opens it anew.
        db.onclose = () => forget(factory, db);
        const { onOpen } = spec;
        if (onOpen) void run(db, spec, 'readwrite', onOpen, () => false).catch(() => undefined);
        resolve(db);
      };
      request.onerror = () => reject(failed(request.error));
    });
  }

  function connect(factory: IDBFactory): Promise<IDBDatabase> {
    const known = connections.get(factory);
    if (known) return known;
    const opened = open(factory);
    connections.set(factory, opened);
    // A failed open is tried again next time.
    opened.catch(() => connections.delete(factory));
    return opened;
  }

  async function transact(mode: IDBTransactionMode, step: Step): Promise<void> {
    const factory = database();
    if (!factory) return;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const opening = connect(factory);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        // An open that never answers is not waited for again.
        if (connections.get(factory) === opening) connections.delete(factory);
        reject(new Error('IndexedDB timeout'));
      }, timeoutMs);
    });
    const work = opening.then((db) =>
      timedOut ? undefined : run(db, spec, mode, step, () => timedOut),
    );
    try {
      await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return { transact };
}
