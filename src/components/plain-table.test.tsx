import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPlainTable, type PlainColumn } from './plain-table';

interface Item {
  id: number;
  name: unknown;
}

const ItemTable = createPlainTable<Item>();
const itemId = (item: Item) => item.id;

function renderTable(rows: readonly Item[], columns: readonly PlainColumn<Item>[]) {
  const onRowClick = vi.fn<(id: number) => void>();
  const rowProps = (item: Item) => ({ onClick: () => onRowClick(item.id) });
  const table = (shown: readonly Item[]) => (
    <ItemTable
      columns={columns}
      rows={shown}
      rowKey={itemId}
      rowProps={rowProps}
      empty="Нет данных"
      minWidth={600}
    />
  );
  const view = render(table(rows));
  return { onRowClick, rerender: (next: readonly Item[]) => view.rerender(table(next)) };
}

const nameColumn: PlainColumn<Item> = {
  key: 'name',
  title: 'Название',
  render: (item) => String(item.name),
};

describe('PlainTable', () => {
  it('is a table: column headers, a row per record with its key, a cell per column', () => {
    const idColumn: PlainColumn<Item> = {
      key: 'id',
      title: 'ID',
      width: 72,
      align: 'right',
      render: (item) => item.id,
    };
    renderTable(
      [
        { id: 1, name: 'Первый' },
        { id: 2, name: 'Второй' },
      ],
      [idColumn, nameColumn],
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Название']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual(['1', '2']);
    const second = within(table).getByRole('row', { name: /Второй/ });
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Второй']);
    expect(table.querySelector('col')?.style.width).toBe('72px');
  });

  it('reads «—» in a cell it cannot show, and keeps that row and the others', () => {
    // React reports the failure it recovered from.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTable(
      [
        { id: 1, name: 'Первый' },
        { id: 2, name: { text: 'объект' } },
      ],
      [
        {
          ...nameColumn,
          render: (item) => {
            if (typeof item.name !== 'string') throw new TypeError('Not text');
            return item.name;
          },
        },
      ],
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Первый', '—']);
    log.mockRestore();
  });

  it('shows its message without records, across every column', () => {
    renderTable([], [nameColumn, { ...nameColumn, key: 'other' }]);
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('Нет данных');
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('keeps a click in a `keepClicks` cell off the row', () => {
    const { onRowClick } = renderTable(
      [{ id: 1, name: 'Первый' }],
      [{ key: 'kept', title: 'Флажок', keepClicks: true, render: () => 'флажок' }, nameColumn],
    );
    fireEvent.click(screen.getByRole('cell', { name: 'флажок' }));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('cell', { name: 'Первый' }));
    expect(onRowClick).toHaveBeenCalledWith(1);
  });

  it('draws a row again only when its record changes', () => {
    const drawn: number[] = [];
    const counting: PlainColumn<Item> = {
      ...nameColumn,
      render: (item) => {
        drawn.push(item.id);
        return String(item.name);
      },
    };
    const first = { id: 1, name: 'Первый' };
    const { rerender } = renderTable([first, { id: 2, name: 'Второй' }], [counting]);
    drawn.length = 0;
    rerender([first, { id: 2, name: 'Второй, изменён' }]);
    // Which rows, not how often: StrictMode draws every render twice in development.
    expect([...new Set(drawn)]).toEqual([2]);
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Второй, изменён');
  });
});
