import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { JobFailedError, jobQuery, waitForJob } from '../../api/jobs';
import type { Job } from '../../api/schema';
import { isAbort } from '../../api/session';
import { isPollFailing } from '../../lib/job-status';
import { activeJob, creationJob, type TrackedJob } from './creation-state';
import { dispatchCreation, useCreationState } from './creation-store';

export interface JobEnd {
  job: TrackedJob;
  /** The job that created the temporary route(s) this job is about. */
  creationJobId: number;
  outcome: 'success' | 'failure';
  /** The job as last read; absent when it could not be read at all. */
  data: Job | undefined;
  /** A job «Новый расчёт» left running: the calculation on screen is another one. */
  detached?: boolean;
}

/**
 * Waits for `job` until it ends, then `end` hears how; nothing when `signal` aborts first (the
 * screen has gone, or the session ended: the job has not failed, and nothing of the ended
 * session may be written back to storage).
 */
function watch(
  queryClient: QueryClient,
  job: TrackedJob,
  signal: AbortSignal,
  end: (outcome: JobEnd['outcome'], data: Job | undefined) => void,
) {
  waitForJob(queryClient, job.id, signal).then(
    (data) => end('success', data),
    (error: unknown) => {
      if (signal.aborted || isAbort(error)) return;
      end('failure', error instanceof JobFailedError ? error.job : undefined);
    },
  );
}

/**
 * Waits for the calculator's active job while the screen is mounted: after a reload it picks the
 * job up again from the persisted state. When the job ends, pending flags clear and `onEnd`
 * decides what the user sees. So too for the jobs «Новый расчёт» left running.
 */
export function useJobTracking(onEnd: (end: JobEnd) => void) {
  const state = useCreationState();
  const queryClient = useQueryClient();
  const job = activeJob(state);
  const creationJobId = creationJob(state)?.id ?? job?.id ?? 0;
  const waiting = state.isPending && job !== undefined;
  const handleEnd = useEffectEvent(onEnd);

  useEffect(() => {
    if (!waiting) return undefined;
    const controller = new AbortController();
    watch(queryClient, job, controller.signal, (outcome, data) => {
      dispatchCreation({ type: 'finished' });
      handleEnd({ job, creationJobId, outcome, data });
    });
    return () => controller.abort();
    // The job is identified by its id; the object is rebuilt from storage on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, job?.id, queryClient]);

  const detached = state.detached ?? [];
  const detachedIds = detached.map((each) => each.id).join();
  useEffect(() => {
    const controller = new AbortController();
    for (const each of detached)
      watch(queryClient, each, controller.signal, (outcome, data) => {
        dispatchCreation({ type: 'detachedFinished', id: each.id });
        handleEnd({ job: each, creationJobId: each.creationJobId, outcome, data, detached: true });
      });
    return () => controller.abort();
    // The jobs are identified by their ids, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detachedIds, queryClient]);

  // Reads what the wait above polls; a second poller would double the requests.
  const poll = useQuery({ ...jobQuery(job?.id ?? 0), enabled: false });
  return {
    state,
    job,
    waiting,
    status: poll.data?.status,
    // Polls failing in a row: the wait goes on, the screen says the server is out of reach.
    failing: waiting && isPollFailing(poll.failureCount),
  };
}
