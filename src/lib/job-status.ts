/** How a job ended, or that it has not: statuses are compared case-insensitively. */
export type JobOutcome = 'pending' | 'success' | 'failure';

const FAILURES = new Set(['failed', 'failed_save', 'revoked', 'not_actual', 'failure']);

export function jobOutcome(status: string | null | undefined): JobOutcome {
  const normalized = status?.toLowerCase() ?? '';
  if (normalized === 'success') return 'success';
  return FAILURES.has(normalized) ? 'failure' : 'pending';
}

export const isJobFinished = (status: string | null | undefined): boolean =>
  jobOutcome(status) !== 'pending';

const LABELS: Record<string, string> = {
  new: 'В очереди',
  pending: 'В очереди',
  started: 'Выполняется',
  success: 'Готово',
  failed: 'Ошибка',
  failure: 'Ошибка',
  failed_save: 'Ошибка сохранения',
  revoked: 'Отменена',
  not_actual: 'Неактуальна',
};

export const jobStatusLabel = (status: string | null | undefined): string =>
  LABELS[status?.toLowerCase() ?? ''] ?? '—';
