/** Routes to have done, or time to have gone, before a rate is worth telling. */
const FIRST_ROUTES = 5;
const FIRST_MS = 3_000;
/** Less than this left is «almost done»: no estimate. */
const LAST_MS = 5_000;

export interface Pace {
  /** Routes that came back since the run (re)started in this tab. */
  done: number;
  /** From that start to the last of them. */
  elapsedMs: number;
}

/**
 * How long the `left` routes will take at the pace of those done since the run (re)started here,
 * or null until that pace means something (5 routes or 3 s) and when only seconds remain.
 */
export function estimateTimeLeft(pace: Pace, left: number): number | null {
  const { done, elapsedMs } = pace;
  if (done <= 0 || left <= 0) return null;
  if (done < FIRST_ROUTES && elapsedMs < FIRST_MS) return null;
  const ms = (elapsedMs / done) * left;
  return ms < LAST_MS ? null : ms;
}
