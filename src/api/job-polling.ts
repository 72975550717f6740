import { JOB_POLL_INTERVAL_MS } from '../lib/constants';
import { isJobFinished, pollRetryDelay } from '../lib/job-status';
import { isApiError } from './api-error';
import { tokenStorage } from './token-storage';

/**
 * A poll that could not reach the server or met a server failure: the job itself may well be
 * running, so the poll is tried again. So is a 401 that leaves the session alive: the refresh
 * behind it failed for a passing reason (network, a server failure, another tab's tokens late
 * to arrive), and the next poll refreshes again. An answer the server meant (a 4xx such as 404
 * for a job it does not know, a 401 that ended the session) is final, and an abort means the
 * session or the screen has ended.
 */
export function isTransientPollFailure(error: unknown): boolean {
  if (isApiError(error)) {
    if (error.status === 401) return tokenStorage.getAccess() !== null;
    return error.status >= 500 || error.status === 408 || error.status === 429;
  }
  return error instanceof TypeError;
}

/** What the poll options read of a polled query: its state and the status of its answer. */
interface PolledQuery {
  state: { status: string; data?: { status?: string | null } | undefined };
}

const isSettled = (query: PolledQuery): boolean =>
  query.state.status === 'error' || isJobFinished(query.state.data?.status);

/**
 * Options of every job poll (calculator, export, notifications import): every second until the
 * job ends or its status cannot be read for good. A failed poll is retried with backoff for as
 * long as it takes, so the query never turns to an error (and its watchers never to a failure)
 * because of the network; `failureCount` of the query counts the failed polls in a row, for the
 * «Нет связи с сервером» notice. A finished job does not change: it is read again only while it
 * runs.
 */
export const jobPollOptions = () =>
  ({
    retry: (_failureCount: number, error: unknown) => isTransientPollFailure(error),
    retryDelay: pollRetryDelay,
    refetchInterval: (query: PolledQuery) => (isSettled(query) ? false : JOB_POLL_INTERVAL_MS),
    staleTime: (query: PolledQuery) => (isJobFinished(query.state.data?.status) ? Infinity : 0),
  }) as const;
