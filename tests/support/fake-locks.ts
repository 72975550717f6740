type Granted = (lock: { name: string; mode: 'exclusive' } | null) => unknown;

/**
 * A stand-in for the browser's Web Locks, which happy-dom lacks: one holder per name at a time,
 * the others queue in order; `ifAvailable` gets null at once when the name is held or asked for;
 * `query` lists the names held. Installed on `navigator.locks` until `uninstall` is called.
 */
export function installFakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  /** How many requests of each name are held or waiting. */
  const asked = new Map<string, number>();
  const held = new Set<string>();
  const count = (name: string, by: number) => {
    const next = (asked.get(name) ?? 0) + by;
    if (next === 0) asked.delete(name);
    else asked.set(name, next);
  };
  const locks = {
    request(
      name: string,
      optionsOrCallback: { ifAvailable?: boolean } | Granted,
      maybeCallback?: Granted,
    ): Promise<unknown> {
      const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      if (!callback) return Promise.reject(new TypeError('no callback'));
      if (options.ifAvailable && asked.has(name))
        return Promise.resolve().then(() => callback(null));
      count(name, 1);
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(async () => {
        held.add(name);
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          held.delete(name);
          count(name, -1);
        }
      });
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })), pending: [] }),
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, get: () => locks });
  return { uninstall: () => Reflect.deleteProperty(navigator, 'locks') };
}
