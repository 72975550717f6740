/**
 * A limit on how many tasks run at once: `run` starts a task when one of the `limit` places is
 * free and holds it until the task settles. Tasks wait their turn in the order they came.
 */
export interface RequestLimit {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks running now, for tests and progress. */
  active: () => number;
}

export function createRequestLimit(limit: number): RequestLimit {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The place passes straight to the next task: no newcomer can take it in between.
    if (next) next();
    else running -= 1;
  };

  const acquire = (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    active: () => running,
  };
}

/**
 * Route requests of this tab at once (PRODUCT §4): every bulk run, undo, «Продолжить» and market
 * read shares these 4 places, however many of them run together.
 */
export const ROUTE_REQUESTS_AT_ONCE = 4;

export const routeRequests = createRequestLimit(ROUTE_REQUESTS_AT_ONCE);
