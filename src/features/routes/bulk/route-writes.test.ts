import { describe, expect, it } from 'vitest';
import { writeRoute, type RouteIo } from './route-writes';

/** One route that holds `held` at version "v3", and the writes sent to it. */
function routeHolding(held: { nmc: number; comment: string | null }) {
  const writes: unknown[] = [];
  const io: RouteIo = {
    read: () => Promise.resolve({ data: held, etag: '"v3"' }),
    write: (_id, body) => {
      writes.push(body);
      return Promise.resolve({ response: new Response(null, { headers: { ETag: '"v4"' } }) });
    },
  };
  return { io, writes };
}

/** A route of a cut-short run, queued again by «Продолжить»: 1 000 → 1 100, «Индексация». */
const resumed = { id: 1, expected: 1_000, next: 1_100, comment: 'Индексация', resumed: true };

// A write of a cut-short run may have gone through with its answer lost; «Продолжить» reads the
// route first. It is the run's own write only if the route holds the run's НМЦ and its comment,
// the same rule the undo applies.
describe('a route queued again after its answer was lost', () => {
  it('is done, writing nothing, when it holds the run’s НМЦ and comment', async () => {
    const { io, writes } = routeHolding({ nmc: 1_100, comment: 'Индексация' });
    const result = await writeRoute(io, resumed, new AbortController().signal);
    expect(result).toEqual({ outcome: 'done', etag: '"v3"' });
    expect(writes).toEqual([]);
  });

  it('is a conflict when a colleague’s comment stands beside the run’s НМЦ', async () => {
    const { io, writes } = routeHolding({ nmc: 1_100, comment: 'Согласовано с заказчиком' });
    const result = await writeRoute(io, resumed, new AbortController().signal);
    expect(result).toEqual({ outcome: 'conflict', current: 1_100 });
    expect(writes).toEqual([]);
  });
});
