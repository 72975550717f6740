import { ROUTE_COMMENT_MAX_LENGTH } from '../../../api/limits';
import { sessionSignal } from '../../../api/session';
import { forEachAtMost } from '../../../lib/pool';
import type { Change, PlanRow } from './plan';
import { undoRoute } from './route-undo';
import { claimPhase, isClaiming } from './run-claim';
import { keepNow } from './run-keeping';
import { claimRun, type Claim } from './run-lock';
import { endPace, notePace, startPace } from './run-pace';
import {
  serverIo,
  startingIo,
  writeRoute,
  type Held,
  type RouteIo,
  type WriteResult,
} from './route-writes';
import {
  endRuns,
  runtimeOf,
  runUser,
  setRuntime,
  type AfterRun,
  type Runtime,
} from './run-session';
import {
  addRun,
  countRun,
  getRun,
  isCutShort,
  updateRun,
  type BulkRun,
  type RunItem,
} from './run-store';

/**
 * Runs a bulk change as a queue: at most 4 requests at once (each route is a read, then a
 * write), «Остановить» starts no new route, «Повторить» runs the failed routes again,
 * «Продолжить» the routes a cut-short run never wrote, and the undo of a run is a run of its own
 * over the routes it changed.
 */

/** Requests at once: each of the 4 workers reads, then writes, one route at a time. */
const CONCURRENCY = 4;

const STOPPED = 'Остановлено до записи';

/** «Остановить» of each going run: a route still waiting for its first request's place stays. */
const stoppers = new Map<number, AbortController>();

let lastId = 0;
/** Ids unique across reloads and tabs: runs of every tab meet in the journal. */
const nextId = () => (lastId = Math.max(lastId + 1, Date.now()));

const now = () => new Date().toISOString();

function setItem(runId: number, index: number, result: WriteResult) {
  notePace(runId);
  updateRun(runId, (run) => {
    const items = [...run.items];
    const item = items[index];
    if (!item) return run;
    items[index] =
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
          : { ...item, outcome: 'error', reason: result.reason };
    return { ...run, items };
  });
}

/** Notes what route `index` of a change held before its write (`was`): the undo puts it back. */
function noteWas(runId: number, index: number, route: Held) {
  updateRun(runId, (run) => {
    const items = [...run.items];
    const item = items[index];
    if (!item) return run;
    items[index] = { ...item, was: { nmc: route.nmc, comment: route.comment ?? null } };
    return { ...run, items };
  });
}

/**
 * Writes one route. `halt` (the session's end, «Остановить») keeps a route that has not started
 * from starting; `session` alone stops one under way.
 */
function writeItem(
  server: RouteIo,
  run: BulkRun,
  index: number,
  session: AbortSignal,
  halt: AbortSignal,
) {
  const item = run.items[index];
  if (!item) return null;
  const { id, resumed } = item;
  const io = startingIo(server, halt);
  if (run.kind === 'undo' && item.base) {
    const wrote = { nmc: item.before, ...item.base };
    const comment = item.comment === undefined ? run.comment : item.comment;
    return undoRoute(io, { id, wrote, next: item.after, comment }, session);
  }
  const target = { id, expected: item.before, next: item.after, comment: run.comment, resumed };
  return writeRoute(io, target, session, (route) => noteWas(run.id, index, route));
}

/**
 * Runs `runId` holding its lock (run-claim.ts), which goes once the journal has the run as it
 * ended: another page reading it then finds the end, not a run that seems cut short.
 */
async function process(runId: number, claim: Claim) {
  try {
    await writeAll(runId);
    await keepNow();
  } finally {
    claim.release();
  }
}

async function writeAll(runId: number) {
  const runtime = runtimeOf(runId);
  const start = getRun(runId);
  if (!start) return;
  // The end of the session aborts this signal: the run is cut short, kept for the same user.
  const session = sessionSignal();
  session.addEventListener('abort', () => void endRuns(), { once: true });
  const stopper = new AbortController();
  stoppers.set(runId, stopper);
  startPace(runId);
  const halt = AbortSignal.any([session, stopper.signal]);
  const queue = start.items.flatMap((item, index) => (item.outcome === 'pending' ? [index] : []));
  const running = () => getRun(runId)?.state === 'running' && !session.aborted;
  const write = async (index: number) => {
    const run = getRun(runId);
    if (!run) return;
    try {
      const result = await writeItem(runtime.io, run, index, session, halt);
      if (result) setItem(runId, index, result);
    } catch {
      // The session ended, or «Остановить» came before the route started: it stays unwritten.
    }
  };
  await forEachAtMost(queue, CONCURRENCY, write, running);
  stoppers.delete(runId);
  endPace(runId);
  if (
    session.aborted ||
    (getRun(runId)?.state !== 'running' && getRun(runId)?.state !== 'stopping')
  )
    return;
  updateRun(runId, (run) => ({
    ...run,
    state: 'finished',
    endedAt: now(),
    items: run.items.map((item) =>
      item.outcome === 'pending' ? { ...item, outcome: 'stopped', reason: STOPPED } : item,
    ),
  }));
  const written = getRun(runId)?.items.flatMap((item) =>
    item.outcome === 'done' ? [item.id] : [],
  );
  runtime.afterRun(written ?? []);
}

export interface RunInput {
  title: string;
  /** What the report says of the change: way, amount, rounding. */
  change?: Change;
  comment: string;
  rows: readonly PlanRow[];
  /** The notification category the run was started from, if any. */
  alert?: string | null;
  afterRun?: AfterRun;
  io?: RouteIo;
}

/** Starts writing the plan; returns the run's id. */
export function startRun(input: RunInput): number {
  const { title, change, comment, rows, alert, afterRun, io = serverIo } = input;
  const id = nextId();
  // Asked for before the run is kept anywhere; a fresh id is no other page's to hold.
  const claim = claimRun(id, { wait: true });
  const items = rows.map((row): RunItem => ({
    id: row.id,
    chain: row.chain,
    before: row.before,
    after: row.after,
    outcome: row.skip === null ? 'pending' : 'skipped',
    reason: row.skip,
  }));
  setRuntime(id, { io, afterRun });
  addRun({
    id,
    kind: 'change',
    of: null,
    title,
    change,
    comment,
    items,
    state: 'running',
    undoneBy: null,
    user: runUser(),
    ...(alert ? { alert } : {}),
    startedAt: now(),
    endedAt: null,
  });
  // Nothing is written to a route before the lock is held.
  void claim.then((held) => held && process(id, held));
  return id;
}

/** «Остановить»: the routes being written finish, no other starts. */
export function stopRun(id: number) {
  stoppers.get(id)?.abort();
  updateRun(id, (run) => (run.state === 'running' ? { ...run, state: 'stopping' } : run));
}

/** A finished run not undone, and not held by another page: it may be run again. */
const reopenable = (run: BulkRun | undefined): run is BulkRun =>
  run?.state === 'finished' && run.undoneBy === null && !run.elsewhere;

/**
 * Runs again the routes `requeue` picks, unless the run is undone or going, here or in another
 * page. Resolves once the run goes again here, or is found going elsewhere or done with.
 */
async function rerun(id: number, requeue: (item: RunItem) => RunItem | null, runtime?: Runtime) {
  if (!reopenable(getRun(id))) return;
  const claim = await claimPhase(id);
  if (!claim) return;
  // The run as the journal has it now: the page that held it before may have moved it on.
  const run = getRun(id);
  const items = reopenable(run) ? run.items.map((item) => requeue(item) ?? item) : [];
  if (!run || items.every((item, index) => item === run.items[index])) return claim.release();
  if (runtime) setRuntime(id, runtime);
  updateRun(id, () => ({ ...run, state: 'running', endedAt: null, items }));
  void process(id, claim);
}

/** «Повторить»: the routes that failed are written again, the same way. */
export const retryErrors = (id: number) =>
  rerun(id, (item) =>
    item.outcome === 'error' ? { ...item, outcome: 'pending', reason: null } : null,
  );

/**
 * «Продолжить»: the routes a stopped or cut-short run never wrote, by the same rule (read, write
 * only over «Было»). One whose write went through unanswered is found holding its own value.
 */
export async function continueRun(id: number, runtime?: Runtime) {
  const run = getRun(id);
  if (!run || !isCutShort(run)) return;
  await rerun(
    id,
    (item) =>
      item.outcome === 'stopped'
        ? { ...item, outcome: 'pending', reason: null, resumed: true }
        : null,
    runtime,
  );
}

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

/** Starts the undo of `run` as run `undoId`; the caller holds `run`'s lock. */
async function startUndo(run: BulkRun, undoId: number, runtime: Runtime) {
  const own = await claimRun(undoId, { wait: true });
  if (!own) return;
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
  setRuntime(undoId, runtime);
  updateRun(run.id, (changed) => ({ ...changed, undoneBy: undoId }));
  addRun({
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
    startedAt: now(),
    endedAt: null,
  });
  void process(undoId, own);
  // The next page to take the run's lock finds it undone in the journal.
  await keepNow();
}

/**
 * «Отменить изменения»: every route the run changed gets back the НМЦ and comment it had before
 * (a run kept by an older version knows no comment: «Отмена: <comment>»), only over the version
 * its own write left (route-undo.ts). Returns the id the undoing run will have: it
 * starts once this page holds the run's lock and the journal, read then, has the run not undone;
 * another page holding the lock (undoing it there) refuses it.
 */
export function undoRun(id: number, runtime?: Runtime): number | null {
  const run = getRun(id);
  if (!run || undoable(run) === 0 || isClaiming(id)) return null;
  const undoId = nextId();
  const given = runtime ?? runtimeOf(id);
  void claimPhase(id).then(async (claim) => {
    if (!claim) return;
    try {
      const fresh = getRun(id);
      if (fresh && undoable(fresh) > 0) await startUndo(fresh, undoId, given);
    } finally {
      claim.release();
    }
  });
  return undoId;
}
