import { useQuery, useQueryClient } from '@tanstack/react-query';
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
}

/**
 * Waits for the calculator's active job while the screen is mounted: after a reload it picks the
 * job up again from the persisted state. When the job ends, pending flags clear and `onEnd`
 * decides what the user sees.
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
    waitForJob(queryClient, job.id, controller.signal).then(
      (data) => {
        dispatchCreation({ type: 'finished' });
        handleEnd({ job, creationJobId, outcome: 'success', data });
      },
      (error: unknown) => {
        // The screen has gone, or the session ended: the job has not failed, and nothing of the
        // ended session may be written back to storage.
        if (controller.signal.aborted || isAbort(error)) return;
        dispatchCreation({ type: 'finished' });
        handleEnd({
          job,
          creationJobId,
          outcome: 'failure',
          data: error instanceof JobFailedError ? error.job : undefined,
        });
      },
    );
    return () => controller.abort();
    // The job is identified by its id; the object is rebuilt from storage on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, job?.id, queryClient]);

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
