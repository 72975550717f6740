import {
  keepPreviousData,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { afterNotificationsDeleted, deleteNotification } from '../../api/alert-notifications';
import { bodyOf } from '../../api/body';
import { $api, client } from '../../api/client';
import { fetchImportFile } from '../../api/notifications-import';
import { trackDownload } from '../../components/background-downloads/download-store';
import { rememberImportTask } from './import-task-storage';
import { PAGE_SIZE } from '../../lib/constants';
import { splitSettled } from './notification-view';

/** One page of notifications; the previous page stays on screen while the next one loads. */
export const notificationsPageQuery = (page: number) =>
  $api.queryOptions(
    'get',
    '/api/notifications/v1/',
    { params: { query: { page, limit: PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );

export const useNotificationsPage = (page: number) => useQuery(notificationsPageQuery(page));

/**
 * How many routes the notifications of `category` name, as the route list filtered by it finds
 * them: «Переоценить (N)» selects exactly those.
 */
export const alertRoutesQuery = (category: string) =>
  $api.queryOptions('get', '/api/routes/v1/', {
    params: { query: { messages: [category], page: 1, limit: 1 } },
  });

/**
 * Refreshes every notifications list, the header badge total included, and the route lists: the
 * summary's counts of routes per category come from them.
 */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => afterNotificationsDeleted(queryClient, []);
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

/** How the app-wide download of the import's file is named while it runs. */
export const IMPORT_DOWNLOAD_LABEL = 'Файл импорта уведомлений';

/**
 * Starts the import. The task is remembered and its file watched app-wide here rather than at
 * the call, so that both happen even if the user has left the screen meanwhile.
 */
export const useStartNotificationsImport = () =>
  useMutation({
    mutationFn: async () => bodyOf(await client.POST('/api/notifications/v1/start_import_job/')),
    onSuccess: ({ task_id }) => {
      rememberImportTask(task_id);
      trackDownload({
        kind: 'notifications-import',
        taskId: task_id,
        label: IMPORT_DOWNLOAD_LABEL,
      });
    },
  });

/** The import's result file, saved again on request. */
export const useDownloadImportFile = () =>
  useMutation({ mutationKey: ['notifications', 'import-file'], mutationFn: fetchImportFile });
