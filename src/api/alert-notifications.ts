import type { QueryClient } from '@tanstack/react-query';
import { forEachAtMost } from '../lib/pool';
import { isApiError } from './api-error';
import { bodyOf } from './body';
import { refreshChangedRoutes } from './changed-routes';
import { client } from './client';
import { readPages } from './read-pages';
import { notificationsListKey } from './shared-queries';

/** Deletions at once: as many as route requests, so a long cleanup does not crowd the tab. */
const AT_ONCE = 4;

/**
 * The ids of the notifications of `category` about `routeIds`, read over the whole list
 * (readPages): the list has no filter of its own.
 */
export async function alertNotificationIds(
  category: string,
  routeIds: readonly number[],
  signal?: AbortSignal,
): Promise<number[]> {
  const routes = new Set(routeIds);
  const ids: number[] = [];
  await readPages(
    async (page, limit) =>
      bodyOf(
        await client.GET('/api/notifications/v1/', { params: { query: { page, limit } }, signal }),
      ),
    (results) => {
      for (const { id, category: code, route_id } of results)
        if (code === category && route_id !== null && routes.has(route_id)) ids.push(id);
      return true;
    },
  );
  return ids;
}

/**
 * Deletes one notification. One already gone (404: a colleague deleted it) is what was wanted:
 * it counts as deleted wherever notifications are deleted.
 */
export async function deleteNotification(id: number): Promise<void> {
  try {
    await client.DELETE('/api/notifications/v1/{id}/', { params: { path: { id } } });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
}

/** Deletes the notifications `ids`, one DELETE each; returns the ids whose deletion failed. */
export async function deleteNotifications(ids: readonly number[]): Promise<number[]> {
  const failed: number[] = [];
  await forEachAtMost(ids, AT_ONCE, async (id) => {
    try {
      await deleteNotification(id);
    } catch {
      failed.push(id);
    }
  });
  return failed;
}

/**
 * Notifications were deleted: the lists of notifications (the header badge included) and of
 * routes, whose notification codes and per-category counts change with them, are read again.
 */
export function afterNotificationsDeleted(queryClient: QueryClient, routeIds: readonly number[]) {
  void queryClient.invalidateQueries({ queryKey: notificationsListKey });
  void refreshChangedRoutes(queryClient, routeIds);
}
