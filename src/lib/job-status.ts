import { JOB_POLL_FAILURES_SHOWN, JOB_POLL_INTERVAL_MS, JOB_POLL_MAX_DELAY_MS } from './constants';

/** How a job ended, or that it has not: statuses are compared case-insensitively. */
export type JobOutcome = 'pending' | 'success' | 'failure';

const FAILURES = new Set(['failed', 'failed_save', 'revoked', 'not_actual', 'failure']);

/** Anything but a success or a failure, an unknown status included, is a job still running. */
export function jobOutcome(status: string | null | undefined): JobOutcome {
  const normalized = status?.toLowerCase() ?? '';
  if (normalized === 'success') return 'success';
  return FAILURES.has(normalized) ? 'failure' : 'pending';
}

export const isJobFinished = (status: string | null | undefined): boolean =>
  jobOutcome(status) !== 'pending';

const RUNNING = 'Выполняется';

const LABELS: Record<string, string> = {
  new: 'В очереди',
  pending: 'В очереди',
  started: RUNNING,
  success: 'Готово',
  failed: 'Ошибка',
  failure: 'Ошибка',
  failed_save: 'Ошибка сохранения',
  revoked: 'Отменена',
  not_actual: 'Неактуальна',
};

/** A status the app does not know yet is shown as what it is treated as: running. */
export const jobStatusLabel = (status: string | null | undefined): string =>
  status ? (LABELS[status.toLowerCase()] ?? RUNNING) : '—';

/**
 * The wait before polling again after `failureCount` failed polls in a row (0 for the first
 * failure): 1 s, 2 s, 4 s … at most 10 s, so a server that is down is not hammered.
 */
export const pollRetryDelay = (failureCount: number): number =>
  Math.min(JOB_POLL_INTERVAL_MS * 2 ** Math.max(0, failureCount), JOB_POLL_MAX_DELAY_MS);

/** Whether so many failed polls in a row are worth telling the user about. */
export const isPollFailing = (failureCount: number): boolean =>
  failureCount >= JOB_POLL_FAILURES_SHOWN;
