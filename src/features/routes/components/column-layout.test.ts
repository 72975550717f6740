import { describe, expect, it } from 'vitest';
import type { Route } from '../../../api/schema';
import type { PlainColumn } from '../../../components/plain-table';
import { columnsFor, narrowedBy } from './column-layout';

const column = (key: string, width?: number): PlainColumn<Route> => ({
  key,
  title: key,
  ...(width && { width }),
  render: () => key,
});

// The list's columns, as wide screens show them.
const COLUMNS = [
  column('id', 72),
  column('path', 260),
  column('route_type', 120),
  column('category', 116),
  column('nmc', 112),
  column('market_nmc', 100),
  column('market_deviation', 112),
  column('comment'),
];
const keys = (columns: readonly PlainColumn<Route>[]) => columns.map(({ key }) => key);
const widthOf = (columns: readonly PlainColumn<Route>[], upTo: string) =>
  columns
    .slice(0, columns.findIndex(({ key }) => key === upTo) + 1)
    .reduce((sum, { width = 0 }) => sum + width, 0);

describe('the route list’s columns at each width', () => {
  it('stay as they are on a wide screen', () => {
    expect(columnsFor(COLUMNS, { narrow: false, phone: false })).toBe(COLUMNS);
  });

  it('put НМЦ and the market right after the route on a narrower screen', () => {
    const shown = columnsFor(COLUMNS, { narrow: true, phone: false });
    expect(keys(shown)).toEqual([
      'id',
      'path',
      'nmc',
      'market_nmc',
      'market_deviation',
      'route_type',
      'category',
      'comment',
    ]);
    expect(narrowedBy(COLUMNS, shown)).toBe(0);
  });

  it('keep НМЦ in view beside the route at 412 px, the checkboxes before them', () => {
    const shown = columnsFor(COLUMNS, { narrow: true, phone: true });
    // 412 px less the screen's 24 px each side, and the 48 px of the checkboxes.
    expect(widthOf(shown, 'nmc')).toBeLessThanOrEqual(412 - 2 * 24 - 48);
    expect(narrowedBy(COLUMNS, shown)).toBe(widthOf(COLUMNS, 'path') + 112 - widthOf(shown, 'nmc'));
  });
});
