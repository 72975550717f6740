import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, $api } from '../../api/client';
import { queryKeyPrefix } from '../../api/query-keys';
import type { RouteCreationJobRequest, TemporaryRoutePatch } from '../../api/schema';
import { FIRST_PAGE, PAGE_SIZE, SINGLE_FETCH_LIMIT } from '../../lib/constants';

const TEMPORARY_ROUTES = '/api/routes/temporary/v1/';

/** Prefix of every temporary-route list, for refetching after a change. */
export const temporaryRoutesKey = queryKeyPrefix(TEMPORARY_ROUTES);

/** The temporary route a job produced (`job__in`, page 1, limit 1). */
export const temporaryRouteOfJobQuery = (jobId: number) =>
  $api.queryOptions('get', TEMPORARY_ROUTES, {
    params: { query: { job__in: [jobId], page: FIRST_PAGE, limit: SINGLE_FETCH_LIMIT } },
  });

/** The temporary routes of this session's jobs, 10 a page. */
export const sessionRoutesQuery = (jobIds: number[], page: number) =>
  $api.queryOptions(
    'get',
    TEMPORARY_ROUTES,
    { params: { query: { job__in: jobIds, page, limit: PAGE_SIZE } } },
    { enabled: jobIds.length > 0, placeholderData: keepPreviousData },
  );

const RAW_ROWS = '/api/routes/raw-with-errors/v1/';

/** Prefix of every list of unreadable rows. */
export const rawRowsKey = queryKeyPrefix(RAW_ROWS);

/** One page of the rows of an imported sheet that could not be read, with their errors. */
export const rawRowsWithErrorsQuery = (jobId: number, page: number) =>
  $api.queryOptions('get', RAW_ROWS, {
    params: { query: { job__in: [jobId], page, limit: PAGE_SIZE } },
  });

export const waypointSuggestionsQuery = (text: string) =>
  $api.queryOptions(
    'get',
    '/api/routes/v1/path/waypoint/autocomplete/',
    { params: { query: { query: text } } },
    { enabled: text.trim().length >= 2, staleTime: 5 * 60_000 },
  );

export const useCreateTemporaryJob = () =>
  useMutation({
    mutationFn: async (body: RouteCreationJobRequest) =>
      (await client.POST('/api/jobs/v1/routes/calculator-editor/temporary/', { body })).data,
  });

export const useImportFile = () =>
  useMutation({
    mutationFn: async (file: File) =>
      (
        await client.POST('/api/jobs/v1/routes/calculator-editor/import/', {
          body: { file },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('file', body.file);
            return form;
          },
        })
      ).data,
  });

export const useConfirmJob = () => $api.useMutation('post', '/api/jobs/v1/{id}/confirm/');

/** Saves НМЦ and comment of a temporary route, then refreshes every list that shows it. */
export function usePatchTemporaryRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: TemporaryRoutePatch }) =>
      (
        await client.PATCH('/api/routes/temporary/v1/{id}/', {
          params: { path: { id } },
          body: patch,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: temporaryRoutesKey }),
  });
}
