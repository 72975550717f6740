import { isTransientPollFailure } from '../../../api/job-polling';
import { isAbort } from '../../../api/session';
import { pollRetryDelay } from '../../../lib/job-status';

/** Waits `ms`; a unit test passes one that does not. */
export type Wait = (ms: number) => Promise<void>;

export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `request`, and once more after the polling backoff's first pause when it met the network
 * or a server failure (as a job poll would be retried).
 */
export async function retryOnce<T>(request: () => Promise<T>, wait: Wait): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isAbort(error) || !isTransientPollFailure(error)) throw error;
    await wait(pollRetryDelay(0));
    return request();
  }
}
