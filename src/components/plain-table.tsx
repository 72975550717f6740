import { memo, type HTMLAttributes, type Key, type MouseEvent, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { MutedText } from './muted-text';
import styles from './plain-table.module.css';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  /** In px; a column without one takes what the others leave. */
  width?: number;
  align?: 'center' | 'right';
  render: (record: T) => ReactNode;
  /** A click in the cell stays there, e.g. beside a checkbox it missed: not the row's. */
  keepClicks?: boolean;
  /** Its header sorts the table (`onSort` of the table). */
  sortable?: boolean;
}

export type SortOrder = 'ascending' | 'descending';

interface PlainTableProps<T> {
  columns: readonly PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (record: T) => Key;
  /**
   * The attributes of a record's row, if any. Keep it the same function: rows draw again when it
   * changes.
   */
  rowProps?: (record: T) => HTMLAttributes<HTMLTableRowElement>;
  /** Shown in the body while there are no rows. */
  empty: ReactNode;
  /** The table's width at the least, in px: on a narrower screen it scrolls sideways in its box. */
  minWidth: number;
  /** How the table is sorted, by column key; a sortable column not named is not sorted. */
  sortOrder?: Readonly<Partial<Record<string, SortOrder>>>;
  /** A click on a sortable column's header. */
  onSort?: (key: string) => void;
}

const SORT_HINT = {
  none: 'Сортировать по возрастанию',
  ascending: 'Сортировать по убыванию',
  descending: 'Отменить сортировку',
} as const;

/**
 * A sortable column's title: a button that says what its click does, and one arrow for the order
 * (both, dimmed, while unsorted), as antd's Table shows it; the cell's `aria-sort` says it too.
 */
function SortButton({
  title,
  order,
  onSort,
}: {
  title: ReactNode;
  order: SortOrder | 'none';
  onSort: () => void;
}) {
  return (
    <button type="button" className={styles.sorter} title={SORT_HINT[order]} onClick={onSort}>
      {title}
      {/* Drawn, not text: the header's text and name stay exactly its title. */}
      <svg aria-hidden viewBox="0 0 8 13" className={styles.sortMark} data-order={order}>
        {order !== 'descending' && <path d="M4 0l4 5H0z" />}
        {order !== 'ascending' && <path d="M4 13L0 8h8z" />}
      </svg>
    </button>
  );
}

const keepClick = (event: MouseEvent) => event.stopPropagation();
const noRowProps = () => ({});

/**
 * A column of checkboxes: `title` for the page in the header, `render` for each row. A click
 * beside a checkbox that missed it stays in the cell.
 */
export const checkboxColumn = <T,>(
  title: ReactNode,
  render: (record: T) => ReactNode,
): PlainColumn<T> => ({
  key: 'select',
  title,
  width: 48,
  align: 'center',
  keepClicks: true,
  render,
});

// A component, so the column's render runs inside the cell's boundary.
function CellContent<T>({ column, record }: { column: PlainColumn<T>; record: T }) {
  return column.render(record);
}

interface RowProps<T> {
  record: T;
  columns: readonly PlainColumn<T>[];
  rowProps: (record: T) => HTMLAttributes<HTMLTableRowElement>;
  rowKey: Key;
}

// Each cell behind its own boundary: a record the server sent broken still lists with the
// others, «—» in the cell it could not show.
function Row<T>({ record, columns, rowProps, rowKey }: RowProps<T>) {
  return (
    <tr data-row-key={rowKey} {...rowProps(record)}>
      {columns.map((column) => (
        <td
          key={column.key}
          className={column.align ? styles[column.align] : undefined}
          onClick={column.keepClicks ? keepClick : undefined}
        >
          <ErrorBoundary fallback={<MutedText>—</MutedText>}>
            <CellContent column={column} record={record} />
          </ErrorBoundary>
        </td>
      ))}
    </tr>
  );
}

/**
 * A table of `T` records in antd's look (its middle size), without antd's Table: a page of 100
 * routes draws each cell as a plain element, not through the per-cell hooks and context
 * subscriptions of `@rc-component/table`. Made once per record type, at module level.
 */
export function createPlainTable<T>() {
  // A row draws again only when its record, the columns or the row's attributes change.
  const MemoRow = memo(Row<T>);

  return function PlainTable({
    columns,
    rows,
    rowKey,
    rowProps = noRowProps,
    empty,
    minWidth,
    sortOrder = {},
    onSort,
  }: PlainTableProps<T>) {
    return (
      <div className={styles.frame}>
        <table className={styles.table} style={{ minWidth }}>
          <colgroup>
            {columns.map(({ key, width }) => (
              <col key={key} style={width ? { width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => {
                const order = column.sortable && onSort ? (sortOrder[column.key] ?? 'none') : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={order ?? undefined}
                    className={column.align ? styles[column.align] : undefined}
                    onClick={column.keepClicks ? keepClick : undefined}
                  >
                    {order && onSort ? (
                      <SortButton
                        title={column.title}
                        order={order}
                        onSort={() => onSort(column.key)}
                      />
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((record) => {
              const key = rowKey(record);
              return (
                <MemoRow
                  key={key}
                  rowKey={key}
                  record={record}
                  columns={columns}
                  rowProps={rowProps}
                />
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    );
  };
}
