/**
 * The browser's lock manager, where there is one: the DOM types say it is always there, but it is
 * absent outside secure contexts (a page on plain HTTP), in old browsers and in happy-dom.
 */
export const lockManager = (): LockManager | undefined => navigator.locks;

/**
 * Runs `task` while holding the named lock of the whole browser (Web Locks), so that one tab at a
 * time does it. Without a lock manager the task runs at once: callers stay correct within their
 * own tab.
 */
export async function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return task();
  return locks.request(name, task);
}
