import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../api/body';
import { client, $api } from '../../api/client';
import { queryKeyPrefix } from '../../api/query-keys';
import type {
  RouteCreationJobRequest,
  TemporaryRoute,
  TemporaryRoutePatch,
} from '../../api/schema';
import { FIRST_PAGE, PAGE_SIZE, SINGLE_FETCH_LIMIT } from '../../lib/constants';

const TEMPORARY_ROUTES = '/api/routes/temporary/v1/';

/** Prefix of every temporary-route list, for refetching after a change. */
export const temporaryRoutesKey = queryKeyPrefix(TEMPORARY_ROUTES);

/** The temporary route a job produced (`job__in`, page 1, limit 1); no call without a job. */
export const temporaryRouteOfJobQuery = (jobId: number | null) =>
  $api.queryOptions(
    'get',
    TEMPORARY_ROUTES,
    { params: { query: { job__in: [jobId ?? 0], page: FIRST_PAGE, limit: SINGLE_FETCH_LIMIT } } },
    { enabled: jobId !== null },
  );

export const useTemporaryRouteOfJob = (jobId: number | null) =>
  useQuery(temporaryRouteOfJobQuery(jobId));

/** The temporary routes of this session's jobs, 10 a page. */
export const sessionRoutesQuery = (jobIds: number[], page: number) =>
  $api.queryOptions(
    'get',
    TEMPORARY_ROUTES,
    { params: { query: { job__in: jobIds, page, limit: PAGE_SIZE } } },
    { enabled: jobIds.length > 0, placeholderData: keepPreviousData },
  );

export const useSessionRoutes = (jobIds: number[], page: number) =>
  useQuery(sessionRoutesQuery(jobIds, page));

const RAW_ROWS = '/api/routes/raw-with-errors/v1/';

/** Prefix of every list of unreadable rows. */
export const rawRowsKey = queryKeyPrefix(RAW_ROWS);

/**
 * One page of the rows of an imported sheet that could not be read, with their errors; the
 * previous page stays on screen while the next one loads.
 */
export const rawRowsWithErrorsQuery = (jobId: number, page: number) =>
  $api.queryOptions(
    'get',
    RAW_ROWS,
    { params: { query: { job__in: [jobId], page, limit: PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );

export const useRawRowsWithErrors = (jobId: number, page: number) =>
  useQuery(rawRowsWithErrorsQuery(jobId, page));

/** Cities for a waypoint: asked only for two letters or more, and only while `active`. */
export const waypointSuggestionsQuery = (text: string, active: boolean) =>
  $api.queryOptions(
    'get',
    '/api/routes/v1/path/waypoint/autocomplete/',
    { params: { query: { query: text } } },
    { enabled: active && text.trim().length >= 2, staleTime: 5 * 60_000 },
  );

export const useWaypointSuggestions = (text: string, active: boolean) =>
  useQuery(waypointSuggestionsQuery(text, active));

export const useCreateTemporaryJob = () =>
  useMutation({
    mutationFn: async (body: RouteCreationJobRequest) =>
      bodyOf(await client.POST('/api/jobs/v1/routes/calculator-editor/temporary/', { body })),
  });

export const useImportFile = () =>
  useMutation({
    mutationFn: async (file: File) =>
      bodyOf(
        await client.POST('/api/jobs/v1/routes/calculator-editor/import/', {
          body: { file },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('file', body.file);
            return form;
          },
        }),
      ),
  });

/** Confirms the routes of a finished job: the answer is the confirmation's own job. */
export const useConfirmJob = () =>
  useMutation({
    mutationFn: async (jobId: number) =>
      bodyOf(await client.POST('/api/jobs/v1/{id}/confirm/', { params: { path: { id: jobId } } })),
  });

interface TemporaryRoutePage {
  total: number;
  results: TemporaryRoute[];
}

const withSaved = (saved: TemporaryRoute) => (page: TemporaryRoutePage | undefined) =>
  page && {
    ...page,
    results: page.results.map((route) => (route.id === saved.id ? saved : route)),
  };

/**
 * Saves НМЦ and comment of a temporary route. Every list that shows it takes the saved route at
 * once, so each editor of the route shows what the server now holds, and is then reloaded.
 */
export function usePatchTemporaryRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: TemporaryRoutePatch }) =>
      bodyOf(
        await client.PATCH('/api/routes/temporary/v1/{id}/', {
          params: { path: { id } },
          body: patch,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueriesData({ queryKey: temporaryRoutesKey }, withSaved(saved));
      return queryClient.invalidateQueries({ queryKey: temporaryRoutesKey });
    },
  });
}

/** The saved route a calculation matches: confirming the calculation replaces its НМЦ. */
export const existingRouteQuery = (id: number) =>
  $api.queryOptions('get', '/api/routes/v1/{id}/', { params: { path: { id } } });

export const useExistingRoute = (id: number) => useQuery(existingRouteQuery(id));
