import { Table } from 'antd';
import { useState } from 'react';
import type { RawRouteWithErrors } from '../../../api/schema';
import { pagerItemRender } from '../../../components/pager-item-render';
import { safeColumns } from '../../../components/safe-columns';
import { wideTable } from '../../../components/wide-table';
import { FIRST_PAGE, PAGE_SIZE } from '../../../lib/constants';
import { rowDataText, rowErrorsText } from '../../../api/row-errors';
import { useRawRowsWithErrors } from '../api';

/** The one table of an import's row errors, whichever of the two sources fills it. */
export const ERRORS_CAPTION = 'Ошибки в строках файла';

const rawColumns = safeColumns<RawRouteWithErrors>([
  { title: 'Строка', dataIndex: 'row', width: 90 },
  { title: 'Данные строки', dataIndex: 'data', render: rowDataText },
  { title: 'Ошибки', dataIndex: 'errors', render: rowErrorsText },
]);

/**
 * Rows of the imported sheet that could not be read, with their errors, 10 a page from the
 * server: every one of them is reachable, not only the first page.
 */
export function RawRowsTable({ jobId }: { jobId: number }) {
  const [page, setPage] = useState(FIRST_PAGE);
  const rows = useRawRowsWithErrors(jobId, page);
  const total = rows.data?.total ?? 0;
  if (total === 0 && page === FIRST_PAGE) return null;
  return (
    <Table
      size="small"
      tableLayout="fixed"
      {...wideTable(400)}
      rowKey="id"
      columns={rawColumns}
      dataSource={rows.data?.results}
      loading={rows.isFetching}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        itemRender: pagerItemRender(page),
        onChange: setPage,
      }}
      caption={ERRORS_CAPTION}
    />
  );
}
