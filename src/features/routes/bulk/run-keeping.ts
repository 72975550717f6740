import { announceRun } from './run-broadcast';
import { runJournal } from './run-journal';
import type { BulkRun } from './run-model';

/**
 * Writes changed runs to the journal a moment later, together: a run of hundreds of routes
 * changes with every answer, and one write per answer would copy the whole run each time. What
 * a reload loses of that moment is a route shown unwritten that may have been written; «Продолжить»
 * reads it first and finds its own value (route-writes.ts).
 */
const DELAY_MS = 250;

const waiting = new Map<number, BulkRun>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Every write to the journal started so far. */
let writing: Promise<void> = Promise.resolve();

/**
 * Keeps every waiting run now; resolves once the journal has them, and every run kept before
 * (or has failed): what another page reads next is what this one last had.
 */
export function keepNow(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const runs = [...waiting.values()];
  waiting.clear();
  // A journal that fails keeps nothing: the runs still go on in this tab. What it kept, the other
  // pages hear of at once.
  const keep = (run: BulkRun) =>
    runJournal.keep(run).then(
      () => {
        if (run.user !== null) announceRun(run.user, run.id);
      },
      () => undefined,
    );
  const batch = Promise.all(runs.map(keep));
  // Settled to nothing: each batch waits for those before it and holds on to none of them.
  writing = Promise.all([writing, batch]).then(() => undefined);
  return writing;
}

/**
 * Keeps `run` a moment later; at once when `urgent` (it started, ended or was undone), so that a
 * reload right after sees it as the user last did.
 */
export function keepLater(run: BulkRun, urgent = false) {
  if (run.user === null) return;
  waiting.set(run.id, run);
  if (urgent) void keepNow();
  else timer ??= setTimeout(() => void keepNow(), DELAY_MS);
}

// The page going away keeps what it can: IndexedDB may still commit what starts here.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void keepNow());

/** Takes a run out of the journal: the user dismissed it. */
export function dropKept(run: BulkRun) {
  waiting.delete(run.id);
  if (run.user !== null) void runJournal.drop(run.user, run.id).catch(() => undefined);
}
