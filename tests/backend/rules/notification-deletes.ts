// Deleting notifications changes the `notifications` of the routes they were about, so each such
// route gets a new version (its `ETag` follows the whole route).
import type { Db } from '../model';
import { touchRoute } from './route-writes';

/** Deletes the notifications of `ids` (every one when `ids` is `'all'`); how many were deleted. */
export function deleteNotifications(db: Db, ids: readonly number[] | 'all'): number {
  const gone = ids === 'all' ? [...db.notifications.keys()] : ids;
  const routes = new Set<number>();
  let deleted = 0;
  for (const id of gone) {
    const notification = db.notifications.get(id);
    if (!notification) continue;
    db.notifications.delete(id);
    deleted += 1;
    if (notification.route_id !== null) routes.add(notification.route_id);
  }
  for (const routeId of routes) touchRoute(db, routeId);
  return deleted;
}
