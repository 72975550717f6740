import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { pagerItemRender } from '../../../../components/pager-item-render';
import { wideTable } from '../../../../components/wide-table';

const PAGE = 10;

interface PagedRowsProps<T> {
  rows: readonly T[];
  columns: TableColumnsType<T>;
  /** The table keeps at least this width and scrolls sideways on a phone. */
  minWidth: number;
  /** Names the table for screen readers. */
  label: string;
}

/** Rows of a bulk change, ten a page: thousands of routes never make thousands of DOM rows. */
export function PagedRows<T extends { id: number }>({
  rows,
  columns,
  minWidth,
  label,
}: PagedRowsProps<T>) {
  const [page, setPage] = useState(1);
  // The rows may shrink (a filter): the page stays within them.
  const current = Math.min(page, Math.max(1, Math.ceil(rows.length / PAGE)));
  return (
    <Table<T>
      aria-label={label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      tableLayout="fixed"
      {...wideTable(minWidth)}
      pagination={{
        current,
        pageSize: PAGE,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (all, [from, to]) => `${from}–${to} из ${all}`,
        itemRender: pagerItemRender(current),
      }}
    />
  );
}
