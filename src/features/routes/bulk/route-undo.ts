import { realWait, retryOnce } from './retry-once';
import {
  commentOf,
  failure,
  holdsWrite,
  nmcOf,
  writeOver,
  type RouteIo,
  type WriteResult,
} from './route-writes';

/**
 * The undo of one route, by version: the old НМЦ and comment go back only over the very version
 * the change left (`If-Match` of the ETag its write received). Anything a colleague changed
 * since, the НМЦ or only the comment, is a conflict showing their values, and nothing is written.
 * A route already holding what the undo puts back is done.
 */

export interface UndoTarget {
  id: number;
  /** What the change wrote: its НМЦ, its comment, and the version it left (null: no ETags). */
  wrote: { nmc: number | null; comment: string; etag: string | null };
  /**
   * What to put back: the НМЦ and comment the route had before the change (a change kept by an
   * older version knows no comment: «Отмена: <comment>» then).
   */
  next: number | null;
  comment: string | null;
}

const conflict = (route: unknown): WriteResult => ({
  outcome: 'conflict',
  current: nmcOf(route),
  currentComment: commentOf(route),
});

/**
 * Without the change's version (a server without ETags, or a change run before they were kept),
 * the route is read and must hold exactly what the change wrote, НМЦ and comment.
 */
async function versionToUndo(
  io: RouteIo,
  target: UndoTarget,
): Promise<{ etag: string | null } | WriteResult> {
  if (target.wrote.etag !== null) return { etag: target.wrote.etag };
  const read = await retryOnce(() => io.read(target.id), realWait);
  if (holdsWrite(read.data, target)) return { outcome: 'done', etag: read.etag };
  const wrote = { next: target.wrote.nmc, comment: target.wrote.comment };
  return holdsWrite(read.data, wrote) ? { etag: read.etag } : conflict(read.data);
}

/**
 * Undoes one route; a session that ends meanwhile (`session` aborted) throws its abort. A 412
 * over a route that still holds the change's НМЦ and comment is no conflict: its version moved
 * for something else (a deleted notification), and the undo goes once more over the new one.
 */
export async function undoRoute(
  io: RouteIo,
  target: UndoTarget,
  session: AbortSignal,
): Promise<WriteResult> {
  let version: { etag: string | null } | WriteResult;
  try {
    session.throwIfAborted();
    version = await versionToUndo(io, target);
  } catch (error) {
    return failure(error);
  }
  if ('outcome' in version) return version;
  const wrote = { next: target.wrote.nmc, comment: target.wrote.comment };
  return writeOver(
    io,
    target.id,
    version.etag,
    { leaves: target, expects: (route) => holdsWrite(route, wrote), conflict },
    session,
  );
}
