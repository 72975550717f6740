import { useQuery } from '@tanstack/react-query';
import { bodyOf } from '../../../api/body';
import { client } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import { queryKeyPrefix } from '../../../api/query-keys';
import { readList } from '../../../api/read-pages';

export const routeViewsKey = queryKeyPrefix('/api/route-views/v1/');

/** Every view the user sees (their own and colleagues' shared ones), read page by page. */
export const routeViewsQuery = () => ({
  // The whole list is one query: its key is the prefix every write refreshes.
  queryKey: routeViewsKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    readList(async (page, limit) =>
      bodyOf(
        await client.GET('/api/route-views/v1/', { params: { query: { page, limit } }, signal }),
      ),
    ),
});

export const useRouteViews = () => useQuery(routeViewsQuery());

/** A backend without saved views answers their list with 404: the list then offers none. */
export const isViewsMissing = (error: unknown): boolean =>
  isApiError(error) && error.status === 404;
