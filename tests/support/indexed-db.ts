import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { beforeEach, vi } from 'vitest';

const broken = () => {
  throw new DOMException('IndexedDB is not available', 'UnknownError');
};

/**
 * Each test of the describe block gets a fresh, empty IndexedDB, as the browser has and happy-dom
 * lacks. Its helpers break it the ways a browser can: opening fails (storage refused), writes
 * fail (a full disk aborts the transaction), or nothing ever answers (a stuck disk).
 */
export function indexedDBPerTest() {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  return {
    refuseToOpen: () => vi.stubGlobal('indexedDB', { open: broken }),
    neverAnswer: () => vi.stubGlobal('indexedDB', { open: () => ({}) }),
    failWrites: () => vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(broken),
  };
}
