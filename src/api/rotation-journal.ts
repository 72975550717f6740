/**
 * Which refresh token was last exchanged for a rotated one, as a SHA-256 digest, never the token.
 *
 * Local storage reaches the other tabs a moment after a write (each tab reads its own copy), so a
 * tab that gets the refresh lock right after another tab's rotation may still read the old token.
 * IndexedDB has no such lag: a write committed before the lock is released is what the next
 * holder reads. Without IndexedDB or Web Crypto (a page not on HTTPS or localhost, happy-dom) the
 * journal knows nothing, as there is no cross-tab lock there either.
 */
const DB_NAME = 'nmc-routes-session';
const STORE = 'rotation';
const LAST = 'last';

// The DOM types say both are always there; they are not everywhere.
const database = (): IDBFactory | undefined => globalThis.indexedDB;
const subtleCrypto = (): SubtleCrypto | undefined => globalThis.crypto.subtle;

async function digest(subtle: SubtleCrypto, token: string): Promise<string> {
  const bytes = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

/** One transaction; resolves with the request's result once the transaction has committed. */
async function transact(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  const factory = database();
  if (!factory) return undefined;
  const db = await open(factory);
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

export const rotationJournal = {
  /** Notes that `refresh` has been rotated; resolves once another tab can read that. */
  async record(refresh: string): Promise<void> {
    const subtle = subtleCrypto();
    if (!subtle) return;
    const entry = await digest(subtle, refresh);
    await transact('readwrite', (store) => store.put(entry, LAST)).catch(() => undefined);
  },

  /** Whether `refresh` is the token another tab has just rotated. */
  async wasRotated(refresh: string): Promise<boolean> {
    const subtle = subtleCrypto();
    if (!subtle) return false;
    const [entry, last] = await Promise.all([
      digest(subtle, refresh),
      transact('readonly', (store) => store.get(LAST)).catch(() => undefined),
    ]);
    return last === entry;
  },

  /** A session that ends leaves nothing behind, this digest included. */
  forget(): void {
    database()?.deleteDatabase(DB_NAME);
  },
};
