import { errorMessage, isApiError } from '../../../api/api-error';
import { client } from '../../../api/client';
import { isAbort } from '../../../api/session';
import { ifMatch, isVersionConflict, versioned, type Versioned } from '../../../api/versions';
import { isRecord } from '../../../lib/is-record';
import { routeRequests } from '../../../lib/request-limit';
import { sameAmount } from '../../../lib/rounding';
import { realWait, retryOnce } from './retry-once';

/**
 * One route of a bulk run, written the conflict-safe way: read for its version, write only if
 * its НМЦ is still the one the user saw, and name that version in `If-Match`. A colleague's
 * value is never overwritten: a changed НМЦ, or a 412 over a changed НМЦ, is a conflict, and
 * nothing is written.
 */

/**
 * Called once a request has its place among the tab's route requests, right before it is sent:
 * it may throw, and then the request is not sent.
 */
export type OnPlace = () => void;

/** What a run needs of the server: the app's client, each request in its place (`startingIo`). */
export interface RouteIo {
  read: (
    id: number,
    onPlace?: OnPlace,
  ) => Promise<Versioned<{ nmc: number | null; comment?: string | null }>>;
  /** Answers the client's answer: its `ETag` is read by `etagOf`. */
  write: (
    id: number,
    body: { nmc: number | null; comment: string | null },
    etag: string | null,
    onPlace?: OnPlace,
  ) => Promise<unknown>;
}

/** Each request takes one of the tab's places for route requests: runs together share 4. */
export const serverIo: RouteIo = {
  read: (id, onPlace) =>
    routeRequests.run(async () => {
      onPlace?.();
      return versioned(await client.GET('/api/routes/v1/{id}/', { params: { path: { id } } }));
    }),
  write: (id, body, etag, onPlace) =>
    routeRequests.run(() => {
      onPlace?.();
      return client.PATCH('/api/routes/v1/{id}/', {
        params: { path: { id }, header: ifMatch(etag) },
        body,
      });
    }),
};

/**
 * `io` for one route of a run: the route starts when its first request has its place, and a
 * route not started by the time `stop` aborts («Остановить», the session's end) never starts,
 * however long it waited for a place behind other runs. A started route finishes.
 */
export function startingIo(io: RouteIo, stop: AbortSignal): RouteIo {
  let started = false;
  const start = () => {
    if (started) return;
    stop.throwIfAborted();
    started = true;
  };
  return {
    read: (id) => io.read(id, start),
    write: (id, body, etag) => io.write(id, body, etag, start),
  };
}

export interface Target {
  id: number;
  /** The НМЦ the user saw: the write goes ahead only over this value. */
  expected: number | null;
  next: number | null;
  comment: string;
  /** Queued again after a cut-short run: finding its own value there, the route is done. */
  resumed?: boolean;
}

export type WriteResult =
  /** `etag`: the version the write left, for its undo; null from a server without ETags. */
  | { outcome: 'done'; etag: string | null }
  | { outcome: 'conflict'; current: number | null; currentComment?: string | null }
  | { outcome: 'error'; reason: string };

/** The НМЦ of a route in a 412's body; null when the body holds none. */
export const nmcOf = (route: unknown): number | null =>
  isRecord(route) && typeof route.nmc === 'number' ? route.nmc : null;

/** The comment of a route in a 412's body; null when the body holds none. */
export const commentOf = (route: unknown): string | null =>
  isRecord(route) && typeof route.comment === 'string' ? route.comment : null;

/** The version a write left: the `ETag` of the client's answer. */
export const etagOf = (answer: unknown): string | null =>
  isRecord(answer) && answer.response instanceof Response
    ? answer.response.headers.get('ETag')
    : null;

/** A route that holds exactly what a write of `target` leaves. */
export const holdsWrite = (
  route: { nmc: number | null; comment?: string | null },
  target: { next: number | null; comment: string | null },
): boolean => sameAmount(route.nmc, target.next) && (route.comment ?? null) === target.comment;

export function failure(error: unknown): WriteResult {
  if (isAbort(error)) throw error;
  if (!isApiError(error)) return { outcome: 'error', reason: 'Нет связи с сервером' };
  if (error.status === 404) return { outcome: 'error', reason: 'Маршрут не найден' };
  if (error.status >= 500) return { outcome: 'error', reason: `Сбой сервера (${error.status})` };
  return { outcome: 'error', reason: errorMessage(error, `Сервер отказал (${error.status})`) };
}

/** What a route holds now: its НМЦ and comment, from a read or the body of a 412. */
export type Held = { nmc: number | null; comment?: string | null };

/**
 * Told what a route holds right before a write goes over it: the route as it was before the
 * run, which its undo puts back (called again if the write goes once more over a moved version).
 */
type NoteBefore = (route: Held) => void;

/** The НМЦ and comment of a 412's body; null when the body is not a route. */
const heldBy = (route: unknown): Held | null =>
  isRecord(route) && 'nmc' in route ? { nmc: nmcOf(route), comment: commentOf(route) } : null;

/** How a write tells a 412 apart: its own value, a version moved for nothing it guards, a conflict. */
export interface WriteRules {
  /** What the write leaves: a route holding it needs no write (its answer was lost, or a reload). */
  leaves: { next: number | null; comment: string | null };
  /** The route still holds what the write expected: only its version moved. */
  expects: (route: Held) => boolean;
  conflict: (route: unknown) => WriteResult;
  noteBefore?: NoteBefore;
}

/**
 * Writes `body` over the version `etag`. A 412 whose route already holds what the write leaves
 * is done (with the 412's `ETag`). One that still holds what the write expected means the version
 * moved for something the write does not guard (a colleague deleted a notification of the route):
 * the write goes once more over the 412's `ETag`, and a second 412 is a conflict. Any other 412
 * is a conflict, and nothing is written.
 */
export async function writeOver(
  io: RouteIo,
  id: number,
  etag: string | null,
  rules: WriteRules,
  session: AbortSignal,
): Promise<WriteResult> {
  const body = { nmc: rules.leaves.next, comment: rules.leaves.comment };
  let version = etag;
  for (let tries = 1; ; tries += 1) {
    try {
      session.throwIfAborted();
      const answer = await retryOnce(() => io.write(id, body, version), realWait);
      return { outcome: 'done', etag: etagOf(answer) };
    } catch (error) {
      if (!isVersionConflict(error)) return failure(error);
      const route = heldBy(error.current);
      if (route && holdsWrite(route, rules.leaves)) return { outcome: 'done', etag: error.etag };
      if (tries > 1 || error.etag === null || !route || !rules.expects(route))
        return rules.conflict(error.current);
      rules.noteBefore?.(route);
      version = error.etag;
    }
  }
}

/**
 * Writes one route; a session that ends meanwhile (`session` aborted) throws its abort.
 * `noteBefore` learns what the route held before the write, before the write is sent: a write
 * that goes through unanswered (a reload) still leaves its undo what to put back.
 */
export async function writeRoute(
  io: RouteIo,
  target: Target,
  session: AbortSignal,
  noteBefore?: NoteBefore,
): Promise<WriteResult> {
  let read: Versioned<Held>;
  try {
    session.throwIfAborted();
    read = await retryOnce(() => io.read(target.id), realWait);
  } catch (error) {
    return failure(error);
  }
  // A write of a cut-short run may have gone through with its answer lost.
  if (target.resumed && holdsWrite(read.data, target)) return { outcome: 'done', etag: read.etag };
  if (!sameAmount(read.data.nmc, target.expected))
    return { outcome: 'conflict', current: read.data.nmc };
  // As before the write, only the НМЦ the user saw is guarded: the comment is the run's to set.
  noteBefore?.(read.data);
  return writeOver(
    io,
    target.id,
    read.etag,
    {
      leaves: target,
      expects: (route) => sameAmount(route.nmc, target.expected),
      conflict: (route) => ({ outcome: 'conflict', current: nmcOf(route) }),
      noteBefore,
    },
    session,
  );
}
