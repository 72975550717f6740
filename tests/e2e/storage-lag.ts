import type { Page } from '@playwright/test';

interface StorageLag {
  /** From now on this tab reads local storage as it is now, with only its own writes added. */
  hold: () => void;
  /** Other tabs' writes reach this tab, each with its storage event, in order. */
  release: () => void;
  /** How many times this tab has opened IndexedDB: the rotation journal. */
  journalOpens: () => number;
}

declare global {
  interface Window {
    storageLag: StorageLag;
  }
}

/**
 * Makes this tab's copy of local storage lag behind the other tabs' for as long as a test holds
 * it, as Chromium's copy in another process does for a moment after each write: while held, the
 * tab reads what it read when the hold began (and its own writes), and the storage events of
 * other tabs' writes wait; on release they arrive, and with them what those tabs wrote.
 * `brokenJournal`: IndexedDB cannot be opened in this tab.
 */
export async function lagStorage(page: Page, { brokenJournal = false } = {}) {
  await page.addInitScript((broken) => {
    const proto = Storage.prototype;
    /* eslint-disable @typescript-eslint/unbound-method -- each is called on its own storage */
    const real = {
      getItem: proto.getItem,
      setItem: proto.setItem,
      removeItem: proto.removeItem,
      clear: proto.clear,
    };
    const open = IDBFactory.prototype.open;
    /* eslint-enable @typescript-eslint/unbound-method */
    let view: Map<string, string> | null = null;
    let queued: StorageEvent[] = [];
    const lagging = (storage: Storage) => view !== null && storage === window.localStorage;
    proto.getItem = function getItem(key) {
      return lagging(this) ? (view?.get(key) ?? null) : real.getItem.call(this, key);
    };
    proto.setItem = function setItem(key, value) {
      real.setItem.call(this, key, value);
      if (lagging(this)) view?.set(key, value);
    };
    proto.removeItem = function removeItem(key) {
      real.removeItem.call(this, key);
      if (lagging(this)) view?.delete(key);
    };
    proto.clear = function clear() {
      real.clear.call(this);
      if (lagging(this)) view?.clear();
    };
    // Registered before the app's listeners, and at the window itself capture comes first.
    window.addEventListener(
      'storage',
      (event) => {
        if (view === null || !event.isTrusted) return;
        event.stopImmediatePropagation();
        queued.push(event);
      },
      true,
    );
    let opens = 0;
    IDBFactory.prototype.open = function openJournal(name, version) {
      opens += 1;
      if (broken) throw new DOMException('IndexedDB is not available', 'UnknownError');
      return open.call(this, name, version);
    };
    window.storageLag = {
      hold: () => {
        view = new Map(Object.entries(window.localStorage));
      },
      release: () => {
        view = null;
        const arrived = queued;
        queued = [];
        for (const event of arrived) {
          window.dispatchEvent(
            new StorageEvent('storage', {
              key: event.key,
              oldValue: event.oldValue,
              newValue: event.newValue,
              url: event.url,
              storageArea: window.localStorage,
            }),
          );
        }
      },
      journalOpens: () => opens,
    };
  }, brokenJournal);
}
