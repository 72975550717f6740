import { FIRST_PAGE, MAX_PAGE_LIMIT } from '../lib/constants';

interface Page<T> {
  total: number;
  results: T[];
}

/**
 * Reads a paged list of the contract page by page, in pages of `limit` (the largest the contract
 * allows unless told), handing each page's items to `take`, until the list ends or `take` says it
 * has enough (false). A server that gives smaller pages than asked (a backend's own cap, often
 * 100) is followed in its own page size, so no item is missed between pages. One that gives the
 * same page again ignores `page`: the list ends there, rather than read again and again.
 */
export async function readPages<T>(
  readPage: (page: number, limit: number) => Promise<Page<T>>,
  take: (items: readonly T[]) => boolean,
  limit = MAX_PAGE_LIMIT,
): Promise<void> {
  let size = limit;
  let previous: string | null = null;
  for (let page = FIRST_PAGE; ; page += 1) {
    const answer = await readPage(page, size);
    const seen = JSON.stringify(answer.results);
    if (seen === previous) return;
    previous = seen;
    const more = take(answer.results);
    const read = (page - 1) * size + answer.results.length;
    if (!more || answer.results.length === 0 || read >= answer.total) return;
    if (page === FIRST_PAGE && answer.results.length < size) size = answer.results.length;
  }
}

/**
 * A whole list, read by readPages, as one page of all its items: what a screen that once read
 * one large page gets now, however small the server's pages.
 */
export async function readList<T>(
  readPage: (page: number, limit: number) => Promise<Page<T>>,
  limit?: number,
): Promise<Page<T>> {
  const results: T[] = [];
  await readPages(
    readPage,
    (items) => {
      results.push(...items);
      return true;
    },
    limit,
  );
  return { total: results.length, results };
}
