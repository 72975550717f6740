import { pollRetryDelay } from '../lib/job-status';
import { isApiError } from './api-error';

/**
 * A poll that could not reach the server or met a server failure: the job itself may well be
 * running, so the poll is tried again. An answer the server meant (a 4xx such as 404 for a job it
 * does not know) is final; a 401 has already been through the session's refresh, and an abort
 * means the session or the screen has ended.
 */
export function isTransientPollFailure(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof TypeError;
}

/**
 * Retry options of every job poll (calculator, export, notifications import): a failed poll is
 * retried with backoff for as long as it takes, so the query never turns to an error (and its
 * watchers never to a failure) because of the network. `failureCount` of the query counts the
 * failed polls in a row, for the «Нет связи с сервером» notice.
 */
export const pollRetry = {
  retry: (_failureCount: number, error: unknown) => isTransientPollFailure(error),
  retryDelay: pollRetryDelay,
} as const;
