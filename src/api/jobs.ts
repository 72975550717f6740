import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { JOB_POLL_INTERVAL_MS } from '../lib/constants';
import { isJobFinished, jobOutcome } from '../lib/job-status';
import { client, $api } from './client';
import { downloadedFile, type DownloadedFile } from './download';
import { pollRetry } from './job-polling';
import type { Job } from './schema';

/**
 * A background job, polled every second while the tab is visible until it reaches a terminal
 * status; a failed poll is retried with backoff (job-polling.ts). Shared by the calculator and
 * every export.
 */
export const jobQuery = (id: number) =>
  $api.queryOptions(
    'get',
    '/api/jobs/v1/{id}/',
    { params: { path: { id } } },
    {
      ...pollRetry,
      refetchInterval: (query) =>
        isJobFinished(query.state.data?.status) ? false : JOB_POLL_INTERVAL_MS,
      // A finished job does not change: read it again only while it runs.
      staleTime: (query) => (isJobFinished(query.state.data?.status) ? Infinity : 0),
    },
  );

/** A job that ended with a failure status. */
export class JobFailedError extends Error {
  readonly job: Job;
  constructor(job: Job) {
    super(`Задача ${job.id} завершилась со статусом ${job.status}`);
    this.name = 'JobFailedError';
    this.job = job;
  }
}

/**
 * Resolves with the job once it succeeds; rejects when it fails or cannot be read for good (a
 * failed poll is retried and does not count). Polling stops when the signal aborts (the screen
 * that waits is gone).
 */
export function waitForJob(
  queryClient: QueryClient,
  id: number,
  signal?: AbortSignal,
): Promise<Job> {
  return new Promise((resolve, reject) => {
    const observer = new QueryObserver(queryClient, jobQuery(id));
    const unsubscribe = observer.subscribe((result) => {
      // An error left from an earlier wait is being read again: only a settled one counts.
      if (result.isError && !result.isFetching) {
        unsubscribe();
        reject(
          result.error instanceof Error ? result.error : new Error('Не удалось прочитать задачу'),
        );
      } else if (result.data && isJobFinished(result.data.status)) {
        unsubscribe();
        if (jobOutcome(result.data.status) === 'success') resolve(result.data);
        else reject(new JobFailedError(result.data));
      }
    });
    signal?.addEventListener('abort', () => {
      unsubscribe();
      reject(new DOMException('Ожидание задачи прервано', 'AbortError'));
    });
  });
}

/** The xlsx an export job produced. */
export const fetchExportResult = async (jobId: number): Promise<DownloadedFile> =>
  downloadedFile(
    await client.GET('/api/jobs/v1/{id}/routes/export/result/', {
      params: { path: { id: jobId } },
      parseAs: 'blob',
    }),
  );
