import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { beforeEach, vi } from 'vitest';

const broken = () => {
  throw new DOMException('IndexedDB is not available', 'UnknownError');
};

/**
 * Each test of the describe block gets a fresh, empty IndexedDB, as the browser has and happy-dom
 * lacks. Its helpers break it the two ways a browser can: opening fails (storage refused), or
 * writes fail (a full disk aborts the transaction).
 */
export function indexedDBPerTest() {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  return {
    refuseToOpen: () => vi.stubGlobal('indexedDB', { open: broken }),
    failWrites: () => vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(broken),
  };
}
