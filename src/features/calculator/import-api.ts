import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../api/body';
import { client, $api } from '../../api/client';
import { isApiError } from '../../api/api-error';
import { readList } from '../../api/read-pages';
import type { TemporaryRoute } from '../../api/schema';
import { PAGE_SIZE } from '../../lib/constants';
import { temporaryRoutesKey } from './api';
import { importTotals, type ImportTotals } from './import-rows';

/** Saved routes read by `ids` at once: the contract's documented most (docs/contract.md). */
const IDS_AT_ONCE = 500;

/** One page of an import's rows, in file order; the previous page stays while the next loads. */
export const importRowsQuery = (jobId: number, page: number) =>
  $api.queryOptions(
    'get',
    '/api/routes/temporary/v1/',
    { params: { query: { job__in: [jobId], page, limit: PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );

export const useImportRows = (jobId: number, page: number) =>
  useQuery(importRowsQuery(jobId, page));

/** The registry НМЦ of the saved routes a page of rows changes; no call without any. */
export const useSavedRoutes = (ids: readonly number[]) =>
  useQuery(
    $api.queryOptions(
      'get',
      '/api/routes/v1/',
      { params: { query: { ids: [...ids], page: 1, limit: Math.max(ids.length, 1) } } },
      { enabled: ids.length > 0, placeholderData: keepPreviousData },
    ),
  );

async function savedNmc(ids: readonly number[]): Promise<Map<number, number | null>> {
  const saved = new Map<number, number | null>();
  for (let start = 0; start < ids.length; start += IDS_AT_ONCE) {
    const chunk = ids.slice(start, start + IDS_AT_ONCE);
    const page = await readList(
      async (page, limit) =>
        bodyOf(
          await client.GET('/api/routes/v1/', { params: { query: { ids: chunk, page, limit } } }),
        ),
      chunk.length,
    );
    for (const route of page.results) saved.set(route.id, route.nmc);
  }
  return saved;
}

/**
 * The totals of an import over all its rows, as they stand: read whole, then the registry НМЦ of
 * the routes they change. Under the temporary routes' key, so a row left out or an НМЦ typed
 * counts again.
 */
export const useImportTotals = (jobId: number, errors: number) =>
  useQuery({
    queryKey: [...temporaryRoutesKey, 'totals', jobId],
    queryFn: async ({ signal }): Promise<ImportTotals> => {
      const { results } = await readList<TemporaryRoute>(async (page, limit) =>
        bodyOf(
          await client.GET('/api/routes/temporary/v1/', {
            params: { query: { job__in: [jobId], page, limit } },
            signal,
          }),
        ),
      );
      const ids = [...new Set(results.flatMap((route) => route.existing_route_id ?? []))];
      return importTotals(results, await savedNmc(ids), 0);
    },
    select: (totals): ImportTotals => ({ ...totals, errors }),
    placeholderData: keepPreviousData,
  });

/**
 * «Не загружать»: the row is taken out of its job before «Подтвердить». One already gone (a
 * second tab took it out) is what was wanted.
 */
export function useLeaveOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await client.DELETE('/api/routes/temporary/v1/{id}/', { params: { path: { id } } });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: temporaryRoutesKey }),
  });
}
