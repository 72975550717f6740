/**
 * Works through `items` in order with at most `limit` calls of `work` at once. Takes no new item
 * once `goOn` says no (the calls under way finish). Resolves when every started call has.
 */
export async function forEachAtMost<T>(
  items: Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
  goOn: () => boolean = () => true,
): Promise<void> {
  // One iterator for every worker: each item is taken once.
  const queue = items[Symbol.iterator]();
  const worker = async () => {
    while (goOn()) {
      const next = queue.next();
      if (next.done) return;
      await work(next.value);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
