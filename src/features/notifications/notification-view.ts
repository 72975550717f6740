import { notificationChoice, notificationLabel } from '../../api/labels';
import type { Choice } from '../../api/schema';
import { FIRST_PAGE, PAGE_SIZE } from '../../lib/constants';

export interface CategoryView {
  label: string;
  /** False for a code the filter choices do not list: it is shown as is, without colour. */
  known: boolean;
}

/** The label of a notification category code, from `notification_choices`. */
export function notificationCategory(
  code: string | null | undefined,
  choices: readonly Choice[] | undefined,
): CategoryView {
  if (!code) return { label: '—', known: false };
  const known = notificationChoice(code, choices) !== undefined;
  return { label: notificationLabel(code, choices), known };
}

/** The page number of the `page` query parameter; anything but a positive integer is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return FIRST_PAGE;
  return Math.max(FIRST_PAGE, Number(value));
}

/** The query string with another page; page 1 is the default and is not written. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page === FIRST_PAGE) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The last page that holds anything (page 1 when there is nothing at all). */
export const lastPage = (total: number, limit = PAGE_SIZE): number =>
  Math.max(FIRST_PAGE, Math.ceil(total / limit));

/** The page to show instead of one past the end, so an empty page never remains on screen. */
export const pageWithinRange = (page: number, total: number, limit = PAGE_SIZE): number =>
  Math.min(page, lastPage(total, limit));

/** Splits the ids of a batch deletion by how each request ended, keeping their order. */
export function splitSettled(
  ids: readonly number[],
  results: readonly PromiseSettledResult<unknown>[],
): { deleted: number[]; failed: number[] } {
  const deleted = ids.filter((_, index) => results[index]?.status === 'fulfilled');
  const failed = ids.filter((_, index) => results[index]?.status !== 'fulfilled');
  return { deleted, failed };
}

/**
 * The line above the list: the selection, or how many notifications there are. When the list
 * cannot load, the last total the header had stands in, said to be such, never a false «0».
 */
export function countLine(
  selected: number,
  list: number | undefined,
  lastKnown: number | undefined,
  failed: boolean,
): string {
  if (selected > 0) return `Выбрано: ${selected}`;
  if (list !== undefined) return `Всего: ${list}`;
  if (lastKnown === undefined) return failed ? 'Всего: неизвестно' : 'Всего: …';
  return failed ? `Всего: ${lastKnown} (по последним данным)` : `Всего: ${lastKnown}`;
}
