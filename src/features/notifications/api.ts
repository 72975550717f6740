import {
  keepPreviousData,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { $api, client } from '../../api/client';
import { downloadedFile, type DownloadedFile } from '../../api/download';
import { notificationsListKey } from '../../api/shared-queries';
import { JOB_POLL_INTERVAL_MS, PAGE_SIZE } from '../../lib/constants';
import { isJobFinished } from '../../lib/job-status';
import { splitSettled } from './notification-view';

/** One page of notifications; the previous page stays on screen while the next one loads. */
export const notificationsPageQuery = (page: number) =>
  $api.queryOptions(
    'get',
    '/api/notifications/v1/',
    { params: { query: { page, limit: PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );

async function deleteNotification(id: number): Promise<void> {
  await client.DELETE('/api/notifications/v1/{id}/', { params: { path: { id } } });
}

/** Refreshes every notifications list, the header badge total included. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: notificationsListKey });
}

const DELETE_ONE_KEY = ['notifications', 'delete-one'];

export function useDeleteNotification() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: DELETE_ONE_KEY,
    mutationFn: deleteNotification,
    onSuccess: refresh,
  });
}

/** Ids of the notifications whose own «Удалить» request is running. */
export function useNotificationsBeingDeleted(): number[] {
  return useMutationState({
    filters: { mutationKey: DELETE_ONE_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  }).filter((id): id is number => typeof id === 'number');
}

export interface BatchDeletion {
  deleted: number[];
  failed: number[];
}

/**
 * Deletes the selected notifications: the contract has no batch call, so one DELETE per id.
 * Never rejects: the outcome says which ids were deleted and which were not.
 */
export function useDeleteNotifications() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: ['notifications', 'delete-selected'],
    mutationFn: async (ids: readonly number[]): Promise<BatchDeletion> =>
      splitSettled(ids, await Promise.allSettled(ids.map(deleteNotification))),
    onSuccess: ({ deleted }) => {
      if (deleted.length > 0) refresh();
    },
  });
}

export function useDeleteAllNotifications() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: ['notifications', 'delete-all'],
    mutationFn: async () => {
      await client.DELETE('/api/notifications/v1/all/');
    },
    onSuccess: refresh,
  });
}

export const useStartNotificationsImport = () =>
  $api.useMutation('post', '/api/notifications/v1/start_import_job/');

/** Status of the notifications import, polled every second until it ends or cannot be read. */
export const importStatusQuery = (taskId: string) =>
  $api.queryOptions(
    'get',
    '/api/notifications/v1/status_import_job/',
    { params: { query: { task_id: taskId } } },
    {
      refetchInterval: (query) =>
        query.state.status === 'error' || isJobFinished(query.state.data?.status)
          ? false
          : JOB_POLL_INTERVAL_MS,
      staleTime: 0,
      gcTime: 0,
    },
  );

/** The import's result file; the screen names it from the Content-Disposition header. */
export function useDownloadImportFile() {
  return useMutation({
    mutationKey: ['notifications', 'import-file'],
    mutationFn: async (taskId: string): Promise<DownloadedFile> =>
      downloadedFile(
        await client.GET('/api/notifications/v1/get_file_import_job/', {
          params: { query: { task_id: taskId } },
          parseAs: 'blob',
        }),
      ),
  });
}
