import { describe, expect, it } from 'vitest';
import { fromList, listAddress } from './list-address';

describe('listAddress', () => {
  it('goes back to the list as it was left, or to the whole list', () => {
    expect(listAddress(fromList('?routeType=simple&page=2'))).toBe(
      '/routes?routeType=simple&page=2',
    );
    expect(listAddress(fromList(''))).toBe('/routes');
    expect(listAddress(null)).toBe('/routes');
  });

  it('takes nothing but a query string from the history entry', () => {
    for (const list of ['//example.com', '/../login', '?a#b', 3])
      expect(listAddress({ list })).toBe('/routes');
  });
});
