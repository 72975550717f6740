import { describe, expect, it } from 'vitest';
import {
  lastPage,
  notificationCategory,
  pageWithinRange,
  parsePage,
  splitSettled,
  withPage,
} from './notification-view';

const choices = [
  { value: 'nmc_outdated', label: 'НМЦ устарела' },
  { value: 'price_spike', label: 'Резкий рост цены' },
];

describe('notificationCategory', () => {
  it('labels a known code', () => {
    expect(notificationCategory('price_spike', choices)).toEqual({
      label: 'Резкий рост цены',
      known: true,
    });
  });

  it('shows an unknown code as is, and nothing as a dash', () => {
    expect(notificationCategory('new_code', choices)).toEqual({ label: 'new_code', known: false });
    expect(notificationCategory('nmc_outdated', [])).toEqual({
      label: 'nmc_outdated',
      known: false,
    });
    // While the labels load: no raw code flashes by.
    expect(notificationCategory('nmc_outdated', undefined)).toEqual({ label: '…', known: false });
    expect(notificationCategory('', choices)).toEqual({ label: '—', known: false });
    expect(notificationCategory(null, choices)).toEqual({ label: '—', known: false });
  });
});

describe('paging', () => {
  it('reads the page parameter, defaulting to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('finds the last page and keeps the page within it', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
    expect(pageWithinRange(3, 14)).toBe(2);
    expect(pageWithinRange(2, 14)).toBe(2);
    expect(pageWithinRange(4, 0)).toBe(1);
  });

  it('writes a page into the query string, page 1 as no parameter, other parameters kept', () => {
    expect(withPage(new URLSearchParams('page=2&x=1'), 3).toString()).toBe('page=3&x=1');
    expect(withPage(new URLSearchParams('page=2&x=1'), 1).toString()).toBe('x=1');
  });
});

describe('splitSettled', () => {
  it('keeps the order of the ids in both lists', () => {
    const ok: PromiseSettledResult<unknown> = { status: 'fulfilled', value: undefined };
    const bad: PromiseSettledResult<unknown> = { status: 'rejected', reason: new Error('x') };
    expect(splitSettled([5, 4, 3, 2], [ok, bad, ok, bad])).toEqual({
      deleted: [5, 3],
      failed: [4, 2],
    });
  });
});
