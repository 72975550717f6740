import { ROUTE_COMMENT_MAX_LENGTH } from '../../../api/limits';
import { sessionSignal } from '../../../api/session';
import { forEachAtMost } from '../../../lib/pool';
import type { PlanRow } from './plan';
import { serverIo, writeRoute, type RouteIo, type WriteResult } from './route-writes';
import { addRun, forgetRuns, getRun, updateRun, type RunItem } from './run-store';

/**
 * Runs a bulk change as a queue: at most 4 requests at once (each route is a read, then a
 * write), «Остановить» starts no new route, «Повторить» runs the failed routes again, and the
 * undo of a run is a run of its own over the routes it changed.
 */

/** Requests at once: each of the 4 workers reads, then writes, one route at a time. */
const CONCURRENCY = 4;

const STOPPED = 'Остановлено до записи';

interface Runtime {
  io: RouteIo;
  /** Told once a run has written what it could: the screens read the routes again. */
  afterRun: () => void;
}

const runtimes = new Map<number, Runtime>();
let lastId = 0;

function setItem(runId: number, index: number, result: WriteResult) {
  updateRun(runId, (run) => {
    const items = [...run.items];
    const item = items[index];
    if (!item) return run;
    items[index] =
      result.outcome === 'done'
        ? { ...item, outcome: 'done', reason: null }
        : result.outcome === 'conflict'
          ? { ...item, outcome: 'conflict', reason: null, current: result.current }
          : { ...item, outcome: 'error', reason: result.reason };
    return { ...run, items };
  });
}

async function process(runId: number) {
  const runtime = runtimes.get(runId);
  const start = getRun(runId);
  if (!runtime || !start) return;
  // The end of the session aborts this signal: the run stops, and no one else sees it.
  const session = sessionSignal();
  session.addEventListener('abort', forgetRuns, { once: true });
  const queue = start.items.flatMap((item, index) => (item.outcome === 'pending' ? [index] : []));
  const running = () => getRun(runId)?.state === 'running' && !session.aborted;
  const write = async (index: number) => {
    const item = getRun(runId)?.items[index];
    if (!item) return;
    const target = { id: item.id, expected: item.before, next: item.after, comment: start.comment };
    try {
      setItem(runId, index, await writeRoute(runtime.io, target, session));
    } catch {
      // The session ended: every run is forgotten with it.
    }
  };
  await forEachAtMost(queue, CONCURRENCY, write, running);
  if (session.aborted || !getRun(runId)) return;
  updateRun(runId, (run) => ({
    ...run,
    state: 'finished',
    items: run.items.map((item) =>
      item.outcome === 'pending' ? { ...item, outcome: 'stopped', reason: STOPPED } : item,
    ),
  }));
  runtime.afterRun();
}

export interface RunInput {
  title: string;
  comment: string;
  rows: readonly PlanRow[];
  afterRun: () => void;
  io?: RouteIo;
}

/** Starts writing the plan; returns the run's id. */
export function startRun({ title, comment, rows, afterRun, io = serverIo }: RunInput): number {
  const id = ++lastId;
  const items = rows.map((row): RunItem => ({
    id: row.id,
    chain: row.chain,
    before: row.before,
    after: row.after,
    outcome: row.skip === null ? 'pending' : 'skipped',
    reason: row.skip,
  }));
  runtimes.set(id, { io, afterRun });
  addRun({ id, kind: 'change', of: null, title, comment, items, state: 'running', undoneBy: null });
  void process(id);
  return id;
}

/** «Остановить»: the routes being written finish, no other starts. */
export function stopRun(id: number) {
  updateRun(id, (run) => (run.state === 'running' ? { ...run, state: 'stopping' } : run));
}

/** «Повторить»: the routes that failed are written again, the same way. */
export function retryErrors(id: number) {
  const run = getRun(id);
  if (run?.state !== 'finished' || !run.items.some((item) => item.outcome === 'error')) return;
  updateRun(id, () => ({
    ...run,
    state: 'running',
    items: run.items.map((item) =>
      item.outcome === 'error' ? { ...item, outcome: 'pending', reason: null } : item,
    ),
  }));
  void process(id);
}

/** «Отмена: <comment>», within the contract's length. */
export function undoComment(comment: string): string {
  const text = `Отмена: ${comment}`;
  return text.length <= ROUTE_COMMENT_MAX_LENGTH
    ? text
    : `${text.slice(0, ROUTE_COMMENT_MAX_LENGTH - 1)}…`;
}

/**
 * «Отменить изменения»: the old НМЦ goes back to every route the run changed, only where the
 * route still holds the value the run wrote. Returns the id of the undoing run.
 */
export function undoRun(id: number): number | null {
  const run = getRun(id);
  const runtime = runtimes.get(id);
  if (run?.state !== 'finished' || run.undoneBy !== null || !runtime) return null;
  const undoId = ++lastId;
  const items = run.items
    .filter((item) => item.outcome === 'done')
    .map((item): RunItem => ({
      id: item.id,
      chain: item.chain,
      before: item.after,
      after: item.before,
      outcome: 'pending',
      reason: null,
    }));
  runtimes.set(undoId, runtime);
  updateRun(id, (changed) => ({ ...changed, undoneBy: undoId }));
  addRun({
    id: undoId,
    kind: 'undo',
    of: id,
    title: run.title,
    comment: undoComment(run.comment),
    items,
    state: 'running',
    undoneBy: null,
  });
  void process(undoId);
  return undoId;
}
