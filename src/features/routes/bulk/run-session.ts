import { onSessionEnding } from '../../../api/session';
import { runJournal } from './run-journal';
import { keepNow } from './run-keeping';
import { asCutShort } from './run-shape';
import { runsGoing, whenRunLetGo } from './run-lock';
import {
  addKeptRuns,
  followedRun,
  forgetRuns,
  getRuns,
  updateRun,
  type BulkRun,
} from './run-store';
import { serverIo, type RouteIo } from './route-writes';

/**
 * Whose runs this tab holds, and what a run needs that is not data (the server, and what to do
 * once it has written). A session that ends cuts every run short and keeps it for the same
 * user; their next sign-in, here or in another tab, finds the runs again.
 */

export interface Runtime {
  io: RouteIo;
  /** Told, with the routes written, once a run has written what it could. */
  afterRun?: AfterRun;
}

/** What the screens do once a run has written routes `ids`: read them again, in every tab. */
export type AfterRun = (ids: readonly number[]) => void;

interface Context {
  user: string | null;
  afterRun: AfterRun;
}

const context: Context = { user: null, afterRun: () => undefined };
const runtimes = new Map<number, Runtime>();

export const runUser = (): string | null => context.user;

export const setRuntime = (id: number, runtime: Runtime) => runtimes.set(id, runtime);

/** A run's runtime; a run kept from another page writes to the server. */
export function runtimeOf(id: number): Required<Runtime> {
  const runtime = runtimes.get(id);
  return { io: runtime?.io ?? serverIo, afterRun: runtime?.afterRun ?? context.afterRun };
}

/** How often a run going in another page is read again from the journal. */
const FOLLOW_MS = 2_000;

/** Run `id` as the journal has it, for as long as `user` is signed in here. */
async function keptRun(user: string, id: number): Promise<BulkRun | undefined> {
  const kept = await runJournal.list(user).catch(() => []);
  return context.user === user ? kept.find((run) => run.id === id) : undefined;
}

/**
 * Follows a run another page is running: its progress every FOLLOW_MS, and once that page lets
 * it go, its end; cut short if the page went away before the end.
 */
async function follow(user: string, id: number) {
  const letGo = whenRunLetGo(id).then(() => true);
  for (;;) {
    const over = await Promise.race([
      letGo,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FOLLOW_MS)),
    ]);
    if (context.user !== user) return;
    const run = await keptRun(user, id);
    if (run) followedRun(over ? asCutShort(run) : { ...run, elsewhere: true });
    if (over || !run) return;
  }
}

/**
 * The signed-in user's kept runs join this tab's. One another page is running now is followed
 * as it goes there. Those that were running when their page went away are shown cut short:
 * nothing is written until the user says «Продолжить».
 */
export async function openRuns(user: string, afterRun: AfterRun): Promise<void> {
  context.user = user;
  context.afterRun = afterRun;
  try {
    const [kept, going] = await Promise.all([runJournal.list(user), runsGoing()]);
    if (context.user !== user) return;
    const elsewhere = (run: BulkRun) => run.state !== 'finished' && going.has(run.id);
    addKeptRuns(
      kept.map((run) => (elsewhere(run) ? { ...run, elsewhere: true } : asCutShort(run))),
    );
    for (const run of kept.filter(elsewhere)) void follow(user, run.id);
  } catch {
    // Without the journal, the runs of this page are all there is.
  }
}

/**
 * Cuts every run short at once, as «Остановить и выйти» and the end of a session do: the routes
 * being written may still finish; no other starts. Resolves once the journal holds them.
 */
export async function pauseRuns(): Promise<void> {
  for (const run of getRuns())
    if (run.state !== 'finished' && !run.elsewhere)
      updateRun(run.id, (going) => asCutShort(going, new Date().toISOString()));
  await keepNow();
}

/** The session has ended: the runs are cut short and kept, and this tab forgets them. */
export async function endRuns(): Promise<void> {
  const paused = pauseRuns();
  forgetRuns();
  context.user = null;
  await paused;
}

// Whatever ends the session (here, in another tab, a refused refresh), the runs are kept first.
onSessionEnding(() => void endRuns());
