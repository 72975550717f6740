/**
 * A stand-in for the browser's Web Locks, which happy-dom lacks: one holder per name at a time,
 * the others queue in order. Installed on `navigator.locks` until `uninstall` is called.
 */
export function installFakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, get: () => locks });
  return { uninstall: () => Reflect.deleteProperty(navigator, 'locks') };
}
