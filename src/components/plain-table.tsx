import {
  memo,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
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
  /**
   * The header row stays at the window's top while the rows scroll under it (a long page). The
   * rows then scroll sideways in a box of their own, the header with them.
   */
  stickyHeader?: boolean;
}

declare module 'react' {
  interface CSSProperties {
    '--plain-table-min-width'?: string;
  }
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

/** A column's width on each of its cells: with a sticky header each row lays out on its own. */
const cellStyle = (sticky: boolean, width: number | undefined): CSSProperties | undefined =>
  sticky && width ? { width } : undefined;

type Section = RefObject<HTMLTableSectionElement | null>;

/** `to` scrolls sideways as far as `from`; the same offset again raises no second event. */
const scrollAlong = (from: Section, to: Section) => () => {
  if (from.current && to.current) to.current.scrollLeft = from.current.scrollLeft;
};

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
  sticky: boolean;
}

// Each cell behind its own boundary: a record the server sent broken still lists with the
// others, «—» in the cell it could not show.
function Row<T>({ record, columns, rowProps, rowKey, sticky }: RowProps<T>) {
  return (
    <tr data-row-key={rowKey} {...rowProps(record)}>
      {columns.map((column) => (
        <td
          key={column.key}
          className={column.align ? styles[column.align] : undefined}
          style={cellStyle(sticky, column.width)}
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
    stickyHeader = false,
  }: PlainTableProps<T>) {
    const head = useRef<HTMLTableSectionElement>(null);
    const body = useRef<HTMLTableSectionElement>(null);
    // The header follows the rows sideways, and the rows the header (a sort button that Tab
    // brought into view).
    return (
      <div className={stickyHeader ? `${styles.frame} ${styles.sticky}` : styles.frame}>
        <table
          className={styles.table}
          style={stickyHeader ? { '--plain-table-min-width': `${minWidth}px` } : { minWidth }}
        >
          {!stickyHeader && (
            <colgroup>
              {columns.map(({ key, width }) => (
                <col key={key} style={width ? { width } : undefined} />
              ))}
            </colgroup>
          )}
          <thead ref={head} onScroll={stickyHeader ? scrollAlong(head, body) : undefined}>
            <tr>
              {columns.map((column) => {
                const order = column.sortable && onSort ? (sortOrder[column.key] ?? 'none') : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={order ?? undefined}
                    className={column.align ? styles[column.align] : undefined}
                    style={cellStyle(stickyHeader, column.width)}
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
          <tbody ref={body} onScroll={stickyHeader ? scrollAlong(body, head) : undefined}>
            {rows.map((record) => {
              const key = rowKey(record);
              return (
                <MemoRow
                  key={key}
                  rowKey={key}
                  record={record}
                  columns={columns}
                  rowProps={rowProps}
                  sticky={stickyHeader}
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
