import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { JOB_POLL_INTERVAL_MS } from '../lib/constants';
import { isJobFinished, jobOutcome } from '../lib/job-status';
import { client, $api } from './client';
import type { Job } from './schema';

/**
 * A background job, polled every second while the tab is visible until it reaches a terminal
 * status. Shared by the calculator and every export.
 */
export const jobQuery = (id: number) =>
  $api.queryOptions(
    'get',
    '/api/jobs/v1/{id}/',
    { params: { path: { id } } },
    {
      refetchInterval: (query) =>
        isJobFinished(query.state.data?.status) ? false : JOB_POLL_INTERVAL_MS,
      staleTime: 0,
      gcTime: 0,
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

/** Resolves with the job once it succeeds; rejects when it fails or cannot be read. */
export function waitForJob(queryClient: QueryClient, id: number): Promise<Job> {
  return new Promise((resolve, reject) => {
    const observer = new QueryObserver(queryClient, jobQuery(id));
    const unsubscribe = observer.subscribe((result) => {
      if (result.isError) {
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
  });
}

export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

/** The xlsx an export job produced; the caller names it from the Content-Disposition header. */
export async function fetchExportResult(jobId: number): Promise<DownloadedFile> {
  const { data, response } = await client.GET('/api/jobs/v1/{id}/routes/export/result/', {
    params: { path: { id: jobId } },
    parseAs: 'blob',
  });
  return {
    blob: data ?? new Blob(),
    contentDisposition: response.headers.get('Content-Disposition'),
  };
}
