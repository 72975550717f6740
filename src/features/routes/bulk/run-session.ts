import { onSessionEnding, sessionSignal } from '../../../api/session';
import { hearRuns } from './run-broadcast';
import { runJournal } from './run-journal';
import { keepNow } from './run-keeping';
import { runsGoing, whenRunLetGo } from './run-lock';
import { isGoingHere, type BulkRun } from './run-model';
import {
  addKeptRuns,
  adoptRun,
  forgetRuns,
  getRun,
  getRuns,
  runElsewhere,
  updateRun,
} from './run-store';
import { asCutShort } from './run-transitions';

/**
 * Whose runs this tab holds: the signed-in user's, opened from the journal, followed as they go
 * in other pages. A session that ends cuts every run short and keeps it for the same user; their
 * next sign-in, here or in another tab, finds the runs again.
 */

/** What the screens do once a run has written routes `ids`: read them again, in every tab. */
export type AfterRun = (ids: readonly number[]) => void;

interface Context {
  user: string | null;
  afterRun: AfterRun;
}

const context: Context = { user: null, afterRun: () => undefined };
/** Stops hearing of the signed-in user's runs from other pages. */
let stopHearing: () => void = () => undefined;

export const runUser = (): string | null => context.user;

/** What a run does once written, unless it was started with its own. */
export const sessionAfterRun = (): AfterRun => context.afterRun;

/** How often a run going in another page is read again from the journal, if nothing is heard. */
const FOLLOW_MS = 2_000;

/** Run `id` as the journal has it, for as long as `user` is signed in here. */
async function keptRun(user: string, id: number): Promise<BulkRun | undefined> {
  const kept = await runJournal.list(user).catch(() => []);
  return context.user === user ? kept.find((run) => run.id === id) : undefined;
}

/** The runs this page follows as they go in another. */
const following = new Set<number>();

/**
 * Follows a run another page is running: its progress every FOLLOW_MS (and whenever that page
 * announces it), and once that page lets it go, its end; cut short if the page went away before
 * the end.
 */
async function follow(user: string, id: number) {
  if (following.has(id)) return;
  following.add(id);
  try {
    const letGo = whenRunLetGo(id).then(() => true);
    for (;;) {
      const over = await Promise.race([
        letGo,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FOLLOW_MS)),
      ]);
      if (context.user !== user) return;
      const run = await keptRun(user, id);
      if (run) adoptRun(over ? asCutShort(run) : { ...run, elsewhere: true });
      if (over || !run) return;
    }
  } finally {
    following.delete(id);
  }
}

/** Another page announced run `id`: this one shows it as the journal has it now. */
async function heard(user: string, id: number) {
  const run = await keptRun(user, id);
  if (!run) return;
  if (run.state === 'finished') return adoptRun(run);
  adoptRun({ ...run, elsewhere: true });
  if (getRun(id)?.elsewhere) void follow(user, id);
}

/** Another page holds run `id`: this one follows it there, and offers nothing to do with it. */
export function followElsewhere(id: number) {
  runElsewhere(id);
  if (context.user !== null) void follow(context.user, id);
}

/**
 * This page has just taken run `id`'s lock: the journal's copy replaces this page's when newer,
 * as the page that held the lock before kept the run's end first. A copy still going there was
 * left by a page gone away, so it is cut short.
 */
export async function refreshRun(id: number): Promise<void> {
  const user = context.user;
  if (user === null) return;
  const run = await keptRun(user, id);
  if (run) adoptRun(asCutShort(run));
}

/**
 * The signed-in user's kept runs join this tab's. One another page is running now is followed
 * as it goes there. Those that were running when their page went away are shown cut short:
 * nothing is written until the user says «Продолжить». What other pages keep from now on is
 * shown as they announce it.
 */
export async function openRuns(user: string, afterRun: AfterRun): Promise<void> {
  context.user = user;
  context.afterRun = afterRun;
  stopHearing();
  stopHearing = hearRuns(user, (id) => void heard(user, id));
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
    if (isGoingHere(run)) updateRun(run.id, (going) => asCutShort(going, new Date().toISOString()));
  await keepNow();
}

/** The session has ended: the runs are cut short and kept, and this tab forgets them. */
export async function endRuns(): Promise<void> {
  const paused = pauseRuns();
  forgetRuns();
  stopHearing();
  context.user = null;
  await paused;
}

/** The session signal this page listens to: one listener per session, not one per run. */
let watched: AbortSignal | null = null;

/**
 * The signal that ends the runs' requests with the session; its end cuts every run short and
 * keeps it for the same user. Taken as a run starts, so a session ending before the run's first
 * request still ends the run.
 */
export function runsSignal(): AbortSignal {
  const signal = sessionSignal();
  if (watched !== signal) {
    watched = signal;
    signal.addEventListener('abort', () => void endRuns(), { once: true });
  }
  return signal;
}

// Whatever ends the session (here, in another tab, a refused refresh), the runs are kept first.
onSessionEnding(() => void endRuns());
