// Every list of the contract is `{total, results}` paged by `page` (from 1) and `limit` (≤ 1000).
// Like DRF with `max_page_size`, a page never holds more than the cap: the page size is the
// smaller of the two, and page numbers count pages of that size.
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;

export interface PageQuery {
  page?: number | null;
  limit?: number | null;
  /** The most rows a page gives; none by default. */
  cap?: number;
}

/** `null` when the page or limit is out of the contract's range. */
export function pageOf<T>(
  items: readonly T[],
  query: PageQuery,
): { total: number; results: T[] } | null {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(page) || page < 1) return null;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return null;
  const size = Math.min(limit, query.cap ?? limit);
  return { total: items.length, results: items.slice((page - 1) * size, page * size) };
}
