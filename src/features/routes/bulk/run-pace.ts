import type { Pace } from './time-left';

interface Marks {
  startedAt: number;
  lastAt: number;
  done: number;
}

/**
 * When each run going in this tab (re)started and how many of its routes came back since: the
 * pace of its estimate. Noted as each route comes back, just before the run store tells its
 * screens, so a screen reads it in the render that progress already causes. Never kept: a run
 * followed from another tab, or cut short by a reload, has none until it goes here again.
 */
const marks = new Map<number, Marks>();

export function startPace(runId: number, at = performance.now()) {
  marks.set(runId, { startedAt: at, lastAt: at, done: 0 });
}

export function notePace(runId: number, at = performance.now()) {
  const mark = marks.get(runId);
  if (!mark) return;
  mark.lastAt = at;
  mark.done += 1;
}

export const endPace = (runId: number) => marks.delete(runId);

export function paceOf(runId: number): Pace | null {
  const mark = marks.get(runId);
  return mark ? { done: mark.done, elapsedMs: mark.lastAt - mark.startedAt } : null;
}
