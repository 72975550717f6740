import { describe, expect, it } from 'vitest';
import {
  isJobFinished,
  isPollFailing,
  jobOutcome,
  jobStatusLabel,
  pollRetryDelay,
} from './job-status';

describe('job status', () => {
  it('ends well only on SUCCESS, in any spelling', () => {
    expect(jobOutcome('SUCCESS')).toBe('success');
    expect(jobOutcome('Success')).toBe('success');
  });

  it('ends as a failure on FAILED, FAILED_SAVE, REVOKED, NOT_ACTUAL and Failed', () => {
    for (const status of ['FAILED', 'Failed', 'FAILED_SAVE', 'REVOKED', 'NOT_ACTUAL', 'FAILURE']) {
      expect(jobOutcome(status)).toBe('failure');
    }
  });

  it('keeps polling on NEW, STARTED, Started, PENDING and unknown values', () => {
    for (const status of ['NEW', 'STARTED', 'Started', 'PENDING', 'SOMETHING', null, undefined]) {
      expect(isJobFinished(status)).toBe(false);
    }
  });

  it('labels statuses in Russian', () => {
    expect(jobStatusLabel('STARTED')).toBe('Выполняется');
    expect(jobStatusLabel(undefined)).toBe('—');
  });

  it('labels a status it does not know as running', () => {
    expect(jobStatusLabel('QUEUED_ON_NODE_3')).toBe('Выполняется');
  });

  it('waits 1 s, 2 s, 4 s … at most 10 s between failed polls', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(pollRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('tells the user from the second failed poll in a row', () => {
    expect([0, 1, 2, 5].map(isPollFailing)).toEqual([false, false, true, true]);
  });
});
