import { XLSX } from '../lib/download';
import { $api, client } from './client';
import { downloadedFile, type DownloadedFile } from './download';
import { jobPollOptions } from './job-polling';

/**
 * Status of a notifications import, polled every second until it ends or cannot be read for
 * good; a failed poll is retried with backoff. Read by the import card and by the app-wide
 * download that saves its file.
 */
export const importStatusQuery = (taskId: string) =>
  $api.queryOptions(
    'get',
    '/api/notifications/v1/status_import_job/',
    { params: { query: { task_id: taskId } } },
    { ...jobPollOptions(), gcTime: 0 },
  );

/** The import's result file; the screen names it from the Content-Disposition header. */
export const fetchImportFile = async (taskId: string): Promise<DownloadedFile> =>
  downloadedFile(
    await client.GET('/api/notifications/v1/get_file_import_job/', {
      params: { query: { task_id: taskId } },
      parseAs: 'blob',
    }),
    XLSX,
  );
