import type { Change, PlanRow } from './plan';
import { serverIo, type RouteIo } from './route-writes';
import { claimPhase, isClaiming } from './run-claim';
import { keepNow } from './run-keeping';
import { claimRun } from './run-lock';
import { isCutShort, type BulkRun } from './run-model';
import { haltRun, processRun, runtimeOf, setRuntime, type Runtime } from './run-process';
import { runsSignal, runUser, type AfterRun } from './run-session';
import { addRun, getRun, updateRun } from './run-store';
import {
  failedAgain,
  newChange,
  reopenable,
  reopened,
  stopping,
  undoable,
  undoOf,
  unwrittenAgain,
  type Requeue,
} from './run-transitions';

// The screens ask of a run's undo where they start it.
export { undoable, undoComment } from './run-transitions';

/**
 * What the user does with a bulk run: start it, «Остановить», «Повторить» the failed routes,
 * «Продолжить» those a cut-short run never wrote, and «Отменить изменения», a run of its own
 * over the routes the run changed. Each goes through the run's lock (run-lock.ts).
 */

let lastId = 0;
/** Ids unique across reloads and tabs: runs of every tab meet in the journal. */
const nextId = () => (lastId = Math.max(lastId + 1, Date.now()));

const now = () => new Date().toISOString();

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
  const { io = serverIo, afterRun, ...change } = input;
  const id = nextId();
  // A session that ends from now on ends the run, before its first request too.
  runsSignal();
  // Asked for before the run is kept anywhere; a fresh id is no other page's to hold.
  const claim = claimRun(id, { wait: true });
  setRuntime(id, { io, afterRun });
  addRun(newChange({ ...change, id, user: runUser(), at: now() }));
  // Nothing is written to a route before the lock is held.
  void claim.then((held) => held && processRun(id, held));
  return id;
}

/** «Остановить»: the routes being written finish, no other starts. */
export function stopRun(id: number) {
  haltRun(id);
  updateRun(id, stopping);
}

/**
 * Runs again the routes `requeue` picks, unless the run is undone or going, here or in another
 * page. Resolves once the run goes again here, or is found going elsewhere or done with.
 */
async function rerun(id: number, requeue: Requeue, runtime?: Runtime) {
  if (!reopenable(getRun(id))) return;
  const claim = await claimPhase(id);
  if (!claim) return;
  // The run as the journal has it now: the page that held it before may have moved it on.
  const run = getRun(id);
  const again = run && reopened(run, requeue);
  if (!again) return claim.release();
  if (runtime) setRuntime(id, runtime);
  updateRun(id, () => again);
  void processRun(id, claim);
}

/** «Повторить»: the routes that failed are written again, the same way. */
export const retryErrors = (id: number) => rerun(id, failedAgain);

/**
 * «Продолжить»: the routes a stopped or cut-short run never wrote, by the same rule (read, write
 * only over «Было»). One whose write went through unanswered is found holding its own value.
 */
export async function continueRun(id: number, runtime?: Runtime) {
  const run = getRun(id);
  if (!run || !isCutShort(run)) return;
  await rerun(id, unwrittenAgain, runtime);
}

/** Starts the undo of `run` as run `undoId`; the caller holds `run`'s lock. */
async function startUndo(run: BulkRun, undoId: number, runtime: Runtime) {
  const own = await claimRun(undoId, { wait: true });
  if (!own) return;
  setRuntime(undoId, runtime);
  updateRun(run.id, (changed) => ({ ...changed, undoneBy: undoId }));
  addRun(undoOf(run, undoId, now()));
  void processRun(undoId, own);
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
