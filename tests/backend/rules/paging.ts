// Every list of the contract is `{total, results}` paged by `page` (from 1) and `limit` (≤ 1000).
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;

export interface PageQuery {
  page?: number | null;
  limit?: number | null;
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
  return { total: items.length, results: items.slice((page - 1) * limit, page * limit) };
}
