import { describe, expect, it } from 'vitest';
import { isJobFinished, jobOutcome, jobStatusLabel } from './job-status';

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
    expect(jobStatusLabel('unknown')).toBe('—');
  });
});
