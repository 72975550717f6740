import { forEachAtMost } from '../../../lib/pool';
import { undoRoute } from './route-undo';
import { serverIo, startingIo, writeRoute, type RouteIo } from './route-writes';
import { keepNow } from './run-keeping';
import type { Claim } from './run-lock';
import type { BulkRun } from './run-model';
import { endPace, notePace, startPace } from './run-pace';
import { runsSignal, sessionAfterRun, type AfterRun } from './run-session';
import { getRun, getRuns, updateRun } from './run-store';
import { finish, withResult, withWas, writtenIds } from './run-transitions';

/**
 * A run going in this page: its queue of routes, at most 4 requests at once (each route is a
 * read, then a write), held under the run's Web Lock until the journal has its end.
 * «Остановить» starts no new route; the routes under way finish.
 */

/** Requests at once: each of the 4 workers reads, then writes, one route at a time. */
const CONCURRENCY = 4;

/** What a run needs that is not data: the server, and what to do once it has written. */
export interface Runtime {
  io: RouteIo;
  /** Told, with the routes written, once a run has written what it could. */
  afterRun?: AfterRun;
}

/**
 * The runtime each run was given, for as long as this page has the run: «Повторить» and the
 * undo of a run go through the same server as the run.
 */
const runtimes = new Map<number, Runtime>();

/** Gives run `id` its runtime; those of runs this page no longer has go. */
export function setRuntime(id: number, runtime: Runtime) {
  const known = new Set(getRuns().map((run) => run.id));
  for (const held of runtimes.keys()) if (!known.has(held)) runtimes.delete(held);
  runtimes.set(id, runtime);
}

/** How many runtimes this page holds: at most one per run it has. */
export const heldRuntimes = (): number => runtimes.size;

/** A run's runtime; a run kept from another page writes to the server. */
export function runtimeOf(id: number): Required<Runtime> {
  const runtime = runtimes.get(id);
  return { io: runtime?.io ?? serverIo, afterRun: runtime?.afterRun ?? sessionAfterRun() };
}

/** «Остановить» of each going run: a route still waiting for its first request's place stays. */
const stoppers = new Map<number, AbortController>();

/** «Остановить»: no route of run `id` starts any more. */
export const haltRun = (id: number) => stoppers.get(id)?.abort();

const now = () => new Date().toISOString();

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
  const noteWas = (route: { nmc: number | null; comment?: string | null }) =>
    updateRun(run.id, (going) => withWas(going, index, route));
  return writeRoute(io, target, session, noteWas);
}

/** Writes the run's pending routes; true once they are all written or «Остановить» came. */
async function writeAll(runId: number, io: RouteIo, session: AbortSignal): Promise<boolean> {
  const start = getRun(runId);
  if (!start) return false;
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
      const result = await writeItem(io, run, index, session, halt);
      if (!result) return;
      notePace(runId);
      updateRun(runId, (going) => withResult(going, index, result, now()));
    } catch {
      // The session ended, or «Остановить» came before the route started: it stays unwritten.
    }
  };
  try {
    await forEachAtMost(queue, CONCURRENCY, write, running);
  } finally {
    // Lets go of what listens to the session for this run (AbortSignal.any).
    stopper.abort();
    stoppers.delete(runId);
    endPace(runId);
  }
  const state = getRun(runId)?.state;
  return !session.aborted && (state === 'running' || state === 'stopping');
}

/**
 * Runs `runId` holding its lock (run-claim.ts), which goes once the journal has the run as it
 * ended (or has failed to keep it in time): another page reading it then finds the end, not a
 * run that seems cut short.
 */
export async function processRun(runId: number, claim: Claim): Promise<void> {
  const runtime = runtimeOf(runId);
  // The end of the session aborts this signal: the run is cut short, kept for the same user.
  const session = runsSignal();
  try {
    if (await writeAll(runId, runtime.io, session)) {
      updateRun(runId, (run) => finish(run, now()));
      const run = getRun(runId);
      runtime.afterRun(run ? writtenIds(run) : []);
    }
    await keepNow();
  } finally {
    claim.release();
  }
}
