import dayjs, { type Dayjs } from 'dayjs';
import type { BulkRun } from './run-store';

/** A kept run changed the route this long ago or less: a second change of it is worth a word. */
const WITHIN_HOURS = 24;

export interface RecentChange {
  /** «+3 %»: the run's title. */
  title: string;
  /** ISO date-time of the run's end, or of its start while it has none. */
  at: string;
}

/**
 * The selected routes that a kept change run wrote in the last 24 hours, each with the newest
 * such run: finished or cut short, not undone, and its item for the route done. Only a word in
 * the preview: applying stays allowed.
 */
export function recentChanges(
  runs: readonly BulkRun[],
  ids: readonly number[],
  now: Dayjs,
): ReadonlyMap<number, RecentChange> {
  const wanted = new Set(ids);
  const since = now.subtract(WITHIN_HOURS, 'hour');
  const found = new Map<number, RecentChange>();
  for (const run of runs) {
    if (run.kind !== 'change' || run.state !== 'finished' || run.undoneBy !== null) continue;
    const at = run.endedAt ?? run.startedAt;
    const when = dayjs(at);
    if (when.isBefore(since) || when.isAfter(now)) continue;
    for (const item of run.items) {
      if (item.outcome !== 'done' || !wanted.has(item.id)) continue;
      const known = found.get(item.id);
      if (!known || dayjs(known.at).isBefore(when)) found.set(item.id, { title: run.title, at });
    }
  }
  return found;
}

/** «уже изменена: +3 %, 10:42», as the preview says it of a route. */
export const recentChangeText = (change: RecentChange): string =>
  `уже изменена: ${change.title}, ${dayjs(change.at).format('HH:mm')}`;
