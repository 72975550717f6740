import { ROUTE_COMMENT_MAX_LENGTH } from '../../../api/limits';
import type { Change, PlanRow } from './plan';
import type { Held, WriteResult } from './route-writes';
import { countRun, type BulkRun, type RunItem } from './run-model';

/**
 * How a run moves on, as pure steps from one run to the next: the process and the commands
 * apply them to the store; nothing here reads a clock, the journal or the server.
 */

export const STOPPED = 'Остановлено до записи';
export const CUT_SHORT = 'Прервано до записи';

export interface NewChange {
  id: number;
  title: string;
  change?: Change;
  comment: string;
  rows: readonly PlanRow[];
  alert?: string | null;
  user: string | null;
  at: string;
}

/** A change about to write `rows`; a row the preview left alone is skipped at once. */
export function newChange({ id, title, change, comment, rows, alert, user, at }: NewChange) {
  const items = rows.map((row): RunItem => ({
    id: row.id,
    chain: row.chain,
    before: row.before,
    after: row.after,
    outcome: row.skip === null ? 'pending' : 'skipped',
    reason: row.skip,
  }));
  const run: BulkRun = {
    id,
    kind: 'change',
    of: null,
    title,
    change,
    comment,
    items,
    state: 'running',
    undoneBy: null,
    user,
    ...(alert ? { alert } : {}),
    startedAt: at,
    endedAt: null,
  };
  return run;
}

const withItem = (run: BulkRun, index: number, change: (item: RunItem) => RunItem): BulkRun => {
  const item = run.items[index];
  if (!item) return run;
  const items = [...run.items];
  items[index] = change(item);
  return { ...run, items };
};

/** Route `index` came back at `at` with `result`. */
export const withResult = (run: BulkRun, index: number, result: WriteResult, at: string) => ({
  ...withItem(run, index, (item) =>
    result.outcome === 'done'
      ? { ...item, outcome: 'done', reason: null, etag: result.etag }
      : result.outcome === 'conflict'
        ? {
            ...item,
            outcome: 'conflict',
            reason: null,
            current: result.current,
            currentComment: result.currentComment,
          }
        : { ...item, outcome: 'error', reason: result.reason },
  ),
  writtenAt: at,
});

/** What route `index` held before its write: the undo puts it back. */
export const withWas = (run: BulkRun, index: number, route: Held): BulkRun =>
  withItem(run, index, (item) => ({
    ...item,
    was: { nmc: route.nmc, comment: route.comment ?? null },
  }));

/** «Остановить»: a going run stops starting routes. */
export const stopping = (run: BulkRun): BulkRun =>
  run.state === 'running' ? { ...run, state: 'stopping', endedAt: null } : run;

/** The run ends at `endedAt`; the routes it never started are `reason`, for «Продолжить». */
function ended(run: BulkRun, endedAt: string | null, reason: string): BulkRun {
  return {
    ...run,
    state: 'finished',
    endedAt,
    items: run.items.map((item) =>
      item.outcome === 'pending' ? { ...item, outcome: 'stopped', reason } : item,
    ),
  };
}

/** The queue has run out, or «Остановить» came: the run ends at `at`. */
export const finish = (run: BulkRun, at: string): BulkRun => ended(run, at, STOPPED);

/**
 * A kept run that was running when its page went away (a reload, a closed tab): nothing runs it
 * any more, so it is cut short. It ended when its last route came back, as far as anyone knows
 * (none if none did); a page that cuts its own runs short says when (`endedAt`). Its unwritten
 * routes wait for «Продолжить»; nothing is written by itself.
 */
export const asCutShort = (run: BulkRun, endedAt = run.writtenAt ?? null): BulkRun =>
  run.state === 'finished' ? run : ended(run, endedAt, CUT_SHORT);

/** A finished run not undone, and not held by another page: it may be run again. */
export const reopenable = (run: BulkRun | undefined): run is BulkRun =>
  run?.state === 'finished' && run.undoneBy === null && !run.elsewhere;

/** Picks a route to write again, with what it becomes; null leaves it. */
export type Requeue = (item: RunItem) => RunItem | null;

/** The run going again over the routes `requeue` picks; null when it picks none. */
export function reopened(run: BulkRun, requeue: Requeue): BulkRun | null {
  if (!reopenable(run)) return null;
  const items = run.items.map((item) => requeue(item) ?? item);
  if (items.every((item, index) => item === run.items[index])) return null;
  return { ...run, state: 'running', endedAt: null, items };
}

/** «Повторить»: the routes that failed. */
export const failedAgain: Requeue = (item) =>
  item.outcome === 'error' ? { ...item, outcome: 'pending', reason: null } : null;

/** «Продолжить»: the routes a stopped or cut-short run never wrote, each checked first. */
export const unwrittenAgain: Requeue = (item) =>
  item.outcome === 'stopped' ? { ...item, outcome: 'pending', reason: null, resumed: true } : null;

/** The routes a run wrote. */
export const writtenIds = (run: BulkRun): number[] =>
  run.items.flatMap((item) => (item.outcome === 'done' ? [item.id] : []));

/** «Отмена: <comment>», within the contract's length. */
export function undoComment(comment: string): string {
  const text = `Отмена: ${comment}`;
  return text.length <= ROUTE_COMMENT_MAX_LENGTH
    ? text
    : `${text.slice(0, ROUTE_COMMENT_MAX_LENGTH - 1)}…`;
}

/** How many routes «Отменить изменения» would put back; 0 when it is not offered. */
export function undoable(run: BulkRun): number {
  if (run.kind !== 'change' || run.state !== 'finished' || run.undoneBy !== null) return 0;
  // Another page holds the run: it may be undoing it.
  return run.elsewhere ? 0 : countRun(run).done;
}

/** The undoing of `run`, as run `undoId` started at `at`: every route it wrote, put back. */
export function undoOf(run: BulkRun, undoId: number, at: string): BulkRun {
  const items = run.items
    .filter((item) => item.outcome === 'done')
    .map((item): RunItem => ({
      id: item.id,
      chain: item.chain,
      before: item.after,
      after: item.was ? item.was.nmc : item.before,
      outcome: 'pending',
      reason: null,
      base: { etag: item.etag ?? null, comment: run.comment },
      ...(item.was ? { comment: item.was.comment } : {}),
    }));
  return {
    id: undoId,
    kind: 'undo',
    of: run.id,
    title: run.title,
    change: run.change,
    comment: undoComment(run.comment),
    items,
    state: 'running',
    undoneBy: null,
    user: run.user,
    startedAt: at,
    endedAt: null,
  };
}
