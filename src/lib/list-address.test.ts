import { describe, expect, it } from 'vitest';
import { fromList, listAddress, listEntryOf } from './list-address';

describe('listAddress', () => {
  it('goes back to the list as it was left, or to the whole list', () => {
    expect(listAddress(fromList('?routeType=simple&page=2', null))).toBe(
      '/routes?routeType=simple&page=2',
    );
    expect(listAddress(fromList('', null))).toBe('/routes');
    expect(listAddress(null)).toBe('/routes');
  });

  it('takes nothing but a query string from the history entry', () => {
    for (const list of ['//example.com', '/../login', '?a#b', 3])
      expect(listAddress({ list })).toBe('/routes');
  });
});

describe('listEntryOf', () => {
  it('gives back the state of the list the route was opened from, as it was', () => {
    const entry = { routeView: { id: 3, name: 'Десятитонники' } };
    expect(listEntryOf(fromList('?category=lte10', entry))).toEqual(entry);
    expect(listEntryOf(fromList('', null))).toBeNull();
    expect(listEntryOf(null)).toBeNull();
  });
});
