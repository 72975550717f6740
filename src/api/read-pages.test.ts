import { describe, expect, it } from 'vitest';
import { readList } from './read-pages';

/** A list of `total` numbers, at most `cap` a page; `asked` records each call's page and limit. */
function serve(total: number, cap: number) {
  const asked: string[] = [];
  const readPage = (page: number, limit: number) => {
    asked.push(`${page}/${limit}`);
    const size = Math.min(limit, cap);
    const from = (page - 1) * size;
    const results = Array.from(
      { length: Math.max(0, Math.min(size, total - from)) },
      (_, i) => from + i,
    );
    return Promise.resolve({ total, results });
  };
  return { asked, readPage };
}

describe('reading a whole list', () => {
  it('is one request when the list fits in one page', async () => {
    const { asked, readPage } = serve(24, 1_000);
    expect((await readList(readPage)).results).toHaveLength(24);
    expect(asked).toEqual(['1/1000']);
  });

  it('follows a server whose pages are smaller than asked, missing nothing', async () => {
    const { asked, readPage } = serve(25, 10);
    const list = await readList(readPage);
    expect(list).toEqual({ total: 25, results: Array.from({ length: 25 }, (_, i) => i) });
    expect(asked).toEqual(['1/1000', '2/10', '3/10']);
  });

  it('starts from the page size it is given', async () => {
    const { asked, readPage } = serve(25, 10);
    await readList(readPage, 500);
    expect(asked).toEqual(['1/500', '2/10', '3/10']);
  });

  it('ends at a server that ignores the page and gives the same one again', async () => {
    const asked: number[] = [];
    const list = await readList((page) => {
      asked.push(page);
      return Promise.resolve({ total: Number.MAX_SAFE_INTEGER, results: [1, 2, 3] });
    });
    expect(list.results).toEqual([1, 2, 3]);
    expect(asked).toEqual([1, 2]);
  });
});
