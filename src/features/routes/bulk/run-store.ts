import { useSyncExternalStore } from 'react';
import type { Change } from './plan';
import { dropKept, keepLater } from './run-keeping';

/**
 * The bulk runs of the signed-in user, outside React: a run goes on while the user moves between
 * screens, and every screen (the route list, the header's background work) reads the same state.
 * Each change of a run is also kept in the browser (run-keeping.ts), so a reload, another tab or
 * the next sign-in of the same user finds the run, its report and its undo.
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
  /** The НМЦ a colleague saved, found instead of the one expected. */
  current?: number | null;
  /** The comment found on a route an undo could not touch. */
  currentComment?: string | null;
  /** The version this run's own write left (`ETag`): an undo writes over it and nothing else. */
  etag?: string | null;
  /**
   * What the route held before this run's write, noted as the write goes: its undo puts it
   * back. Runs kept by an older version lack it.
   */
  was?: { nmc: number | null; comment: string | null };
  /** For an undo: the version and comment the change left, which the undo expects to find. */
  base?: { etag: string | null; comment: string };
  /** For an undo: the comment to put back; without it, the run's «Отмена: <comment>». */
  comment?: string | null;
  /** Queued again after the run was cut short: its write may have gone through unanswered. */
  resumed?: boolean;
}

export interface BulkRun {
  id: number;
  /** A change, or the undoing of change `of`. */
  kind: 'change' | 'undo';
  of: number | null;
  /** «+10 %», «+1 500 ₽», «По рынку». */
  title: string;
  /** The way, amount and rounding, for the report; runs kept by an older version lack it. */
  change?: Change;
  comment: string;
  items: readonly RunItem[];
  state: 'running' | 'stopping' | 'finished';
  /** The run that undoes this one, once asked for. */
  undoneBy: number | null;
  /** Whose run it is: runs are kept per user; null where nobody is signed in (unit tests). */
  user: string | null;
  /**
   * The notification category the run was started from (PRODUCT §6): its result offers to delete
   * that category's notifications of the routes written.
   */
  alert?: string;
  /**
   * Another page of the user is running it now: this one only follows it («Остановить» is
   * there), and it keeps no tab open. Never kept in the journal.
   */
  elsewhere?: true;
  /**
   * Goes up with every change this page keeps: the journal keeps a copy only over an older one,
   * and a page takes a kept copy only in place of an older one.
   */
  revision?: number;
  /** ISO date-times of the start and of the last end. */
  startedAt: string;
  endedAt: string | null;
}

let runs: readonly BulkRun[] = [];
/** The run whose progress or result is open in a dialog, on whatever screen. */
let shown: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const busy = () => runs.some((run) => run.state !== 'finished' && !run.elsewhere);

// Closing or reloading the tab during a run asks the browser's question: the run would stop.
const holdTab = (event: BeforeUnloadEvent) => event.preventDefault();

const revisionOf = (run: BulkRun): number => run.revision ?? 0;

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

const byStart = (a: BulkRun, b: BulkRun) => a.startedAt.localeCompare(b.startedAt);

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

export interface RunCounts {
  /** Routes to write. */
  total: number;
  done: number;
  conflicts: number;
  errors: number;
  /** Left alone by the preview. */
  skipped: number;
  pending: number;
  /** Not written as the run was cut short: «Продолжить» writes them. */
  stopped: number;
}

export function countRun(run: BulkRun): RunCounts {
  const counts = { total: 0, done: 0, conflicts: 0, errors: 0, skipped: 0, pending: 0, stopped: 0 };
  for (const item of run.items) {
    if (item.outcome !== 'skipped') counts.total += 1;
    if (item.outcome === 'done') counts.done += 1;
    else if (item.outcome === 'conflict') counts.conflicts += 1;
    else if (item.outcome === 'error') counts.errors += 1;
    else if (item.outcome === 'pending') counts.pending += 1;
    else if (item.outcome === 'stopped') counts.stopped += 1;
    else counts.skipped += 1;
  }
  return counts;
}

/** A finished run with routes it never wrote, as «Остановить» or a reload left it. */
export const isCutShort = (run: BulkRun): boolean =>
  run.state === 'finished' && run.items.some((item) => item.outcome === 'stopped');
