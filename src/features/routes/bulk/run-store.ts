import { useSyncExternalStore } from 'react';

/**
 * The bulk runs of this tab, outside React: a run goes on while the user moves between screens,
 * and every screen (the route list, the header's background work) reads the same state. Runs
 * last as long as the page and the session: a reload asks first while one runs, and the end of
 * the session stops them and forgets them all.
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
  /** The НМЦ a colleague saved, found instead of `before`. */
  current?: number | null;
}

export interface BulkRun {
  id: number;
  /** A change, or the undoing of change `of`. */
  kind: 'change' | 'undo';
  of: number | null;
  /** «+10 %», «+1 500 ₽», «По рынку». */
  title: string;
  comment: string;
  items: readonly RunItem[];
  state: 'running' | 'stopping' | 'finished';
  /** The run that undoes this one, once asked for. */
  undoneBy: number | null;
}

let runs: readonly BulkRun[] = [];
/** The run whose progress or result is open in a dialog, on whatever screen. */
let shown: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const busy = () => runs.some((run) => run.state !== 'finished');

// Closing or reloading the tab during a run asks the browser's question: the run would stop.
const holdTab = (event: BeforeUnloadEvent) => event.preventDefault();

function publish(next: readonly BulkRun[]) {
  const wasBusy = busy();
  runs = next;
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

/** Takes a finished run off the list of background work. */
export function dismissRun(id: number) {
  publish(runs.filter((run) => run.id !== id || run.state !== 'finished'));
}

export function showRun(id: number | null) {
  shown = id;
  notify();
}

/** Forgets every run: the session they belonged to has ended. */
export const forgetRuns = () => publish([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useBulkRuns = (): readonly BulkRun[] => useSyncExternalStore(subscribe, getRuns);

/** The id of the run open in its dialog. */
export const useShownRunId = (): number | null => useSyncExternalStore(subscribe, () => shown);

export interface RunCounts {
  /** Routes to write. */
  total: number;
  done: number;
  conflicts: number;
  errors: number;
  /** Left alone by the preview or by «Остановить». */
  skipped: number;
  pending: number;
}

export function countRun(run: BulkRun): RunCounts {
  const counts = { total: 0, done: 0, conflicts: 0, errors: 0, skipped: 0, pending: 0 };
  for (const item of run.items) {
    if (item.outcome !== 'skipped') counts.total += 1;
    if (item.outcome === 'done') counts.done += 1;
    else if (item.outcome === 'conflict') counts.conflicts += 1;
    else if (item.outcome === 'error') counts.errors += 1;
    else if (item.outcome === 'pending') counts.pending += 1;
    else counts.skipped += 1;
  }
  return counts;
}
