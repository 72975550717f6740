import { FIRST_PAGE, MAX_PAGE_LIMIT } from '../lib/constants';

interface Page<T> {
  total: number;
  results: T[];
}

/**
 * Reads a paged list of the contract page by page, in the largest pages it allows, handing each
 * page's items to `take`, until the list ends or `take` says it has enough (false). A server
 * that gives smaller pages than asked is followed in its own page size, so no item is missed
 * between pages.
 */
export async function readPages<T>(
  readPage: (page: number, limit: number) => Promise<Page<T>>,
  take: (items: readonly T[]) => boolean,
): Promise<void> {
  let limit = MAX_PAGE_LIMIT;
  for (let page = FIRST_PAGE; ; page += 1) {
    const answer = await readPage(page, limit);
    const more = take(answer.results);
    const read = (page - 1) * limit + answer.results.length;
    if (!more || answer.results.length === 0 || read >= answer.total) return;
    if (page === FIRST_PAGE && answer.results.length < limit) limit = answer.results.length;
  }
}
