import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../api/body';
import { client } from '../../../api/client';
import type { RouteViewPatch, RouteViewRequest } from '../../../api/schema';
import { routeViewsKey } from './api';

// The writes of saved views, apart from their list: only the views bar, loaded after paint, needs
// them, so they stay out of the list's first load.

function useRefreshViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: routeViewsKey });
}

export function useCreateView() {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: async (body: RouteViewRequest) =>
      bodyOf(await client.POST('/api/route-views/v1/', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateView() {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: async ({ id, ...body }: RouteViewPatch & { id: number }) =>
      bodyOf(await client.PATCH('/api/route-views/v1/{id}/', { params: { path: { id } }, body })),
    // A view gone meanwhile (404) is gone from the menu too.
    onSettled: refresh,
  });
}

export function useDeleteView() {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: async (id: number) => {
      await client.DELETE('/api/route-views/v1/{id}/', { params: { path: { id } } });
    },
    onSettled: refresh,
  });
}
