import type { TableColumnsType } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { MutedText } from './muted-text';

type Column<T> = TableColumnsType<T>[number];
type Render<T> = NonNullable<Column<T>['render']>;
type Rendered<T> = ReturnType<Render<T>>;

/** antd's `{ children, props }` form of a cell, as opposed to the node to show. */
const isCellObject = <T,>(value: Rendered<T>): value is Exclude<Rendered<T>, ReactNode> =>
  typeof value === 'object' &&
  value !== null &&
  !isValidElement(value) &&
  !(Symbol.iterator in value);

/** A value shown as it is, as antd shows a column without `render`; anything else fails. */
function plainValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError('A table cell got a value it cannot show');
}

interface CellProps<T> {
  render: Render<T> | undefined;
  value: unknown;
  record: T;
  index: number;
}

// A component, so the column's render runs inside the cell's boundary.
function Cell<T>({ render, value, record, index }: CellProps<T>) {
  if (!render) return plainValue(value);
  const rendered = render(value, record, index);
  return isCellObject<T>(rendered) ? rendered.children : rendered;
}

/**
 * The columns with each cell behind its own boundary: a value against the contract that a
 * column cannot show reads «—» in its cell, and the other cells and rows stay on screen.
 */
export function safeColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => ({
    ...column,
    render: (value: unknown, record: T, index: number) => (
      <ErrorBoundary fallback={<MutedText>—</MutedText>}>
        <Cell render={column.render} value={value} record={record} index={index} />
      </ErrorBoundary>
    ),
  }));
}
