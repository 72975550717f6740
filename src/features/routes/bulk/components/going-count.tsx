import { countRun, useBulkRuns } from '../run-store';

/**
 * «Идёт изменение НМЦ: X из N» of the runs `ids`, counted as they go on: the question before
 * «Выйти» stays true while it is open. A run that ends meanwhile keeps its place in the count.
 */
export function GoingCount({ ids }: { ids: ReadonlySet<number> }) {
  const counts = useBulkRuns()
    .filter((run) => ids.has(run.id))
    .map(countRun);
  const done = counts.reduce((sum, count) => sum + count.done, 0);
  const total = counts.reduce((sum, count) => sum + count.total, 0);
  return `Идёт изменение НМЦ: ${done} из ${total}`;
}
