import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { isJobFinished, jobOutcome } from '../lib/job-status';
import { XLSX } from '../lib/download';
import { client, $api } from './client';
import { downloadedFile, type DownloadedFile } from './download';
import { jobPollOptions } from './job-polling';
import { isAbort } from './session';
import type { Job } from './schema';

/**
 * A background job, polled every second while the tab is visible until it reaches a terminal
 * status; a failed poll is retried with backoff (job-polling.ts). Shared by the calculator and
 * every export.
 */
export const jobQuery = (id: number) =>
  $api.queryOptions('get', '/api/jobs/v1/{id}/', { params: { path: { id } } }, jobPollOptions());

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
 * failed poll is retried and does not count). A poll stopped by the end of the session settles
 * nothing: the job has not failed, and the screen that waits is on its way out. Polling stops
 * when the signal aborts (the screen that waits is gone).
 */
export function waitForJob(
  queryClient: QueryClient,
  id: number,
  signal?: AbortSignal,
): Promise<Job> {
  const stopped = () => new DOMException('Ожидание задачи прервано', 'AbortError');
  return new Promise((resolve, reject) => {
    // A screen already gone would never hear the event: nothing is polled for it.
    if (signal?.aborted) {
      reject(stopped());
      return;
    }
    const observer = new QueryObserver(queryClient, jobQuery(id));
    const stop = () => {
      unsubscribe();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      stop();
      reject(stopped());
    };
    const unsubscribe = observer.subscribe((result) => {
      // An error left from an earlier wait is being read again: only a settled one counts.
      if (result.isError && !result.isFetching) {
        if (isAbort(result.error)) return;
        stop();
        reject(
          result.error instanceof Error ? result.error : new Error('Не удалось прочитать задачу'),
        );
      } else if (result.data && isJobFinished(result.data.status)) {
        stop();
        if (jobOutcome(result.data.status) === 'success') resolve(result.data);
        else reject(new JobFailedError(result.data));
      }
    });
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** The xlsx an export job produced. */
export const fetchExportResult = async (jobId: number): Promise<DownloadedFile> =>
  downloadedFile(
    await client.GET('/api/jobs/v1/{id}/routes/export/result/', {
      params: { path: { id: jobId } },
      parseAs: 'blob',
    }),
    XLSX,
  );
