import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import { refreshCalls, refreshTo, storedSession } from '../../tests/support/stored-session';
import { jobQuery, waitForJob } from './jobs';
import { abortPendingRequests, isAbort } from './session';

const JOB = { id: 1, status: 'SUCCESS', result: null };
const jobAnswer = http.get('/api/jobs/v1/{id}/', ({ response }) =>
  response.untyped(json(200, JOB)),
);

/** Where a wait stands: still waiting, or how it settled. */
function track(wait: Promise<unknown>) {
  const state: { settled: 'no' | 'resolved' | 'rejected'; reason?: unknown } = { settled: 'no' };
  wait.then(
    () => (state.settled = 'resolved'),
    (reason: unknown) => Object.assign(state, { settled: 'rejected', reason }),
  );
  return state;
}

describe('waiting for a job', () => {
  storedSession();

  it('goes on polling when a refresh fails for a passing reason', async () => {
    let polls = 0;
    const { calls } = mockApi(
      refreshTo(() => json(503)),
      http.get('/api/jobs/v1/{id}/', ({ response }) => {
        polls += 1;
        return response.untyped(polls === 1 ? json(401, { detail: 'expired' }) : json(200, JOB));
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(waitForJob(new QueryClient(), 1)).resolves.toEqual(JOB);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(localStorage.getItem('access')).not.toBeNull();
  });

  it('does not settle when the session ends, only when the screen stops waiting', async () => {
    // No poll is ever answered: only an abort ends one.
    const { calls } = mockApi(http.get('/api/jobs/v1/{id}/', () => new Promise(() => undefined)));
    const queryClient = new QueryClient();
    const screen = new AbortController();
    const wait = track(waitForJob(queryClient, 1, screen.signal));
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    abortPendingRequests();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(jobQuery(1).queryKey)?.status).toBe('error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wait.settled).toBe('no');

    screen.abort();
    await vi.waitFor(() => expect(wait.settled).toBe('rejected'));
    expect(isAbort(wait.reason)).toBe(true);
  });

  it('polls nothing for a screen that is already gone', async () => {
    const { calls } = mockApi(jobAnswer);

    await expect(waitForJob(new QueryClient(), 1, AbortSignal.abort())).rejects.toSatisfy(isAbort);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(0);
  });

  it('stops listening to the screen’s signal once the job has ended', async () => {
    mockApi(jobAnswer);
    const screen = new AbortController();
    const removed = vi.spyOn(screen.signal, 'removeEventListener');

    await waitForJob(new QueryClient(), 1, screen.signal);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
