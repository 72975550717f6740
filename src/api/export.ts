import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from './client';
import type { DownloadedFile } from './download';
import { fetchExportResult, waitForJob } from './jobs';
import type { RouteExportRequest } from './schema';

/**
 * Export to Excel as one step: create the export job, wait for it, fetch the file.
 * The screen saves the file and tells the user how it went.
 */
export function useRouteExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['route-export'],
    mutationFn: async (body: RouteExportRequest): Promise<DownloadedFile> => {
      const { data } = await client.POST('/api/jobs/v1/routes/export/', { body });
      if (!data) throw new Error('Сервер не вернул номер задачи выгрузки');
      await waitForJob(queryClient, data.id);
      return fetchExportResult(data.id);
    },
  });
}
