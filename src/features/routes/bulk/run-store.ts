import { useSyncExternalStore } from 'react';
import { isGoingHere, revisionOf, type BulkRun } from './run-model';
import { dropKept, keepLater } from './run-keeping';

// What the screens read of a run comes with the store.
export { countRun, isCutShort } from './run-model';
export type { BulkRun, ItemOutcome, RunItem } from './run-model';

/**
 * The bulk runs of the signed-in user, outside React: a run goes on while the user moves between
 * screens, and every screen (the route list, the header's background work) reads the same state.
 * Each change of a run is also kept in the browser (run-keeping.ts), so a reload, another tab or
 * the next sign-in of the same user finds the run, its report and its undo.
 */

let runs: readonly BulkRun[] = [];
/** The run whose progress or result is open in a dialog, on whatever screen. */
let shown: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const busy = () => runs.some(isGoingHere);

// Closing or reloading the tab during a run asks the browser's question: the run would stop.
const holdTab = (event: BeforeUnloadEvent) => event.preventDefault();

/**
 * Replaces the runs; `keep` says whether the changed ones go to the journal too, each with its
 * revision one up.
 */
function publish(next: readonly BulkRun[], keep = true) {
  const wasBusy = busy();
  const previous = new Map(runs.map((run) => [run.id, run]));
  const bump = (run: BulkRun) => {
    const before = previous.get(run.id);
    if (before === run) return run;
    return { ...run, revision: Math.max(revisionOf(run), before ? revisionOf(before) : 0) + 1 };
  };
  runs = keep ? next.map(bump) : next;
  if (keep)
    for (const run of runs) {
      const before = previous.get(run.id);
      if (before === run) continue;
      keepLater(run, before?.state !== run.state || before.undoneBy !== run.undoneBy);
    }
  if (busy() && !wasBusy) window.addEventListener('beforeunload', holdTab);
  if (!busy() && wasBusy) window.removeEventListener('beforeunload', holdTab);
  if (shown !== null && !runs.some((run) => run.id === shown)) shown = null;
  notify();
}

export const getRuns = (): readonly BulkRun[] => runs;

export const getRun = (id: number): BulkRun | undefined => runs.find((run) => run.id === id);

export const addRun = (run: BulkRun) => publish([...runs, run]);

export function updateRun(id: number, change: (run: BulkRun) => BulkRun) {
  publish(runs.map((run) => (run.id === id ? change(run) : run)));
}

const byStart = (a: BulkRun, b: BulkRun) => Date.parse(a.startedAt) - Date.parse(b.startedAt);

/** Runs read from the journal join those of this tab, which know better where both exist. */
export function addKeptRuns(kept: readonly BulkRun[]) {
  const known = new Set(runs.map((run) => run.id));
  const fresh = kept.filter((run) => !known.has(run.id));
  if (fresh.length > 0) publish([...runs, ...fresh].sort(byStart), false);
}

/**
 * A run as the journal has it, from another page: added if this page lacks it, in place of this
 * page's copy if that is older, or as new only followed here. A run going in this page stays.
 */
export function adoptRun(run: BulkRun) {
  const known = getRun(run.id);
  if (!known) return publish([...runs, run].sort(byStart), false);
  if (known.state !== 'finished' && !known.elsewhere) return;
  const newer = revisionOf(run) > revisionOf(known);
  if (!newer && !(known.elsewhere && revisionOf(run) === revisionOf(known))) return;
  publish(
    runs.map((other) => (other === known ? run : other)),
    false,
  );
}

/** Another page holds run `id` now: this one only follows it, and offers nothing to do with it. */
export function runElsewhere(id: number) {
  publish(
    runs.map((run) => (run.id === id && !run.elsewhere ? { ...run, elsewhere: true } : run)),
    false,
  );
}

/** Takes a finished run off the list of background work. */
export function dismissRun(id: number) {
  const run = getRun(id);
  if (run?.state !== 'finished' || run.elsewhere) return;
  dropKept(run);
  publish(
    runs.filter((other) => other !== run),
    false,
  );
}

export function showRun(id: number | null) {
  shown = id;
  notify();
}

/** Forgets every run of this tab (they stay in the journal): the session has ended. */
export const forgetRuns = () => publish([], false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useBulkRuns = (): readonly BulkRun[] => useSyncExternalStore(subscribe, getRuns);

/** The id of the run open in its dialog. */
export const useShownRunId = (): number | null => useSyncExternalStore(subscribe, () => shown);
