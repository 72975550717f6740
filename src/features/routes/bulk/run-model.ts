import type { Change } from './plan';

/**
 * A bulk run as data: what it writes, how far it got, and how it ended. The lowest layer of the
 * runs: nothing here knows of the journal, the store, the session or the server.
 */

export type ItemOutcome = 'pending' | 'done' | 'conflict' | 'error' | 'skipped' | 'stopped';

export interface RunItem {
  id: number;
  chain: string;
  /** The НМЦ the user saw in the preview. */
  before: number | null;
  /** The НМЦ to write; null for a route left alone. */
  after: number | null;
  outcome: ItemOutcome;
  /** Why the route was left alone or failed. */
  reason: string | null;
  /** The НМЦ a colleague saved, found instead of the one expected. */
  current?: number | null;
  /** The comment found on a route an undo could not touch. */
  currentComment?: string | null;
  /** The version this run's own write left (`ETag`): an undo writes over it and nothing else. */
  etag?: string | null;
  /**
   * What the route held before this run's write, noted as the write goes: its undo puts it
   * back. Runs kept by an older version lack it.
   */
  was?: { nmc: number | null; comment: string | null };
  /** For an undo: the version and comment the change left, which the undo expects to find. */
  base?: { etag: string | null; comment: string };
  /** For an undo: the comment to put back; without it, the run's «Отмена: <comment>». */
  comment?: string | null;
  /** Queued again after the run was cut short: its write may have gone through unanswered. */
  resumed?: boolean;
}

/**
 * Where a run is: going, stopping («Остановить»: the routes started finish), or finished, with
 * the date-time of its last end; none when it was cut short before any route came back.
 */
export type RunPhase =
  { state: 'running' | 'stopping'; endedAt: null } | { state: 'finished'; endedAt: string | null };

interface RunFields {
  id: number;
  /** A change, or the undoing of change `of`. */
  kind: 'change' | 'undo';
  of: number | null;
  /** «+10 %», «+1 500 ₽», «По рынку». */
  title: string;
  /** The way, amount and rounding, for the report; runs kept by an older version lack it. */
  change?: Change;
  comment: string;
  items: readonly RunItem[];
  /** The run that undoes this one, once asked for. */
  undoneBy: number | null;
  /** Whose run it is: runs are kept per user; null where nobody is signed in (unit tests). */
  user: string | null;
  /**
   * The notification category the run was started from (PRODUCT §6): its result offers to delete
   * that category's notifications of the routes written.
   */
  alert?: string;
  /**
   * Another page of the user is running it now: this one only follows it («Остановить» is
   * there), and it keeps no tab open.
   */
  elsewhere?: true;
  /**
   * Goes up with every change this page keeps: the journal keeps a copy only over an older one,
   * and a page takes a kept copy only in place of an older one.
   */
  revision?: number;
  /** ISO date-time of the start. */
  startedAt: string;
  /** ISO date-time of the last route that came back; runs kept by an older version lack it. */
  writtenAt?: string;
}

export type BulkRun = RunFields & RunPhase;

export interface RunCounts {
  /** Routes to write. */
  total: number;
  done: number;
  conflicts: number;
  errors: number;
  /** Left alone by the preview. */
  skipped: number;
  pending: number;
  /** Not written as the run was cut short: «Продолжить» writes them. */
  stopped: number;
}

export function countRun(run: BulkRun): RunCounts {
  const counts = { total: 0, done: 0, conflicts: 0, errors: 0, skipped: 0, pending: 0, stopped: 0 };
  for (const item of run.items) {
    if (item.outcome !== 'skipped') counts.total += 1;
    if (item.outcome === 'done') counts.done += 1;
    else if (item.outcome === 'conflict') counts.conflicts += 1;
    else if (item.outcome === 'error') counts.errors += 1;
    else if (item.outcome === 'pending') counts.pending += 1;
    else if (item.outcome === 'stopped') counts.stopped += 1;
    else counts.skipped += 1;
  }
  return counts;
}

/** A finished run with routes it never wrote, as «Остановить» or a reload left it. */
export const isCutShort = (run: BulkRun): boolean =>
  run.state === 'finished' && run.items.some((item) => item.outcome === 'stopped');

/** A run going in this page: not finished, and not only followed from another. */
export const isGoingHere = (run: BulkRun): boolean => run.state !== 'finished' && !run.elsewhere;

export const revisionOf = (run: BulkRun): number => run.revision ?? 0;
