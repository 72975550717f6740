// «Не загружать»: a calculated route taken out of its job before «Подтвердить».
import type { TemporaryRoute } from '../../../src/api/schema';
import type { Db } from '../model';

/**
 * Deletes the route. The rows of its file that repeated it now repeat the first of them, which
 * stands on its own: the route is still written once, from the first row left in.
 */
export function leaveOut(db: Db, route: TemporaryRoute): void {
  db.temporary.delete(route.id);
  if (route.row === null || route.row === undefined || (route.repeats_row ?? null) !== null) return;
  const repeats = [...db.temporary.values()]
    .filter((other) => other.job === route.job && other.repeats_row === route.row)
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const [first] = repeats;
  if (!first) return;
  for (const other of repeats)
    db.temporary.set(other.id, { ...other, repeats_row: other === first ? null : first.row });
}
