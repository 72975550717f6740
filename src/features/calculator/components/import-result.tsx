import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { JobResult, RowError } from '../../../api/schema';
import { pagerItemRender } from '../../../components/pager-item-render';
import { wideTable } from '../../../components/wide-table';
import { FIRST_PAGE, PAGE_SIZE } from '../../../lib/constants';
import { rowErrorsOf } from '../../../api/row-errors';
import { useRawRowsWithErrors } from '../api';
import { useImportTotals } from '../import-api';
import { totalsText } from '../import-rows';
import { ImportRowsTable } from './import-rows-table';
import { ERRORS_CAPTION, RawRowsTable } from './raw-rows-table';

const errorColumns: TableColumnsType<RowError & { key: number }> = [
  {
    title: 'Строка',
    dataIndex: 'row',
    width: 90,
    render: (row: number | null | undefined) => row ?? '—',
  },
  {
    title: 'Поле',
    dataIndex: 'field',
    width: 180,
    render: (field: string | null | undefined) => field ?? '—',
  },
  { title: 'Ошибка', dataIndex: 'message' },
];

interface ImportResultProps {
  jobId: number;
  result: JobResult | null;
  confirming: boolean;
  onConfirm: () => void;
}

/**
 * An import before «Подтвердить»: the totals, each row that became a route with what confirming
 * will do with it (and «Не загружать»), the errors and the rows that could not be read.
 */
export function ImportResult({ jobId, result, confirming, onConfirm }: ImportResultProps) {
  // The rows as read carry their errors: where the server kept them, the errors are listed there
  // once, and here only those of no row (the file as a whole). Without them, here.
  const rawRows = useRawRowsWithErrors(jobId, FIRST_PAGE);
  const withRows = (rawRows.data?.total ?? 0) > 0;
  const errors = rowErrorsOf(result?.errors)
    .filter((error) => !withRows || !error.row)
    .map((error, key) => ({ ...error, key }));
  const [errorsPage, setErrorsPage] = useState(FIRST_PAGE);
  const [rowsPage, setRowsPage] = useState(FIRST_PAGE);
  const totals = useImportTotals(jobId, result?.num_of_temporary_routes_with_errors ?? 0);
  // Until the rows are counted as they stand, the job's own counts decide.
  const toWrite = totals.data
    ? totals.data.created + totals.data.changed
    : (result?.num_of_new_temporary_routes ?? 0) + (result?.num_of_existing_temporary_routes ?? 0);

  return (
    <Card title="Результат импорта" size="small">
      <Flex vertical gap={16}>
        <Typography.Text strong aria-live="polite">
          {totals.data ? totalsText(totals.data) : 'Считаем строки…'}
        </Typography.Text>
        <ImportRowsTable jobId={jobId} page={rowsPage} onPage={setRowsPage} busy={confirming} />
        {!rawRows.isPending && errors.length > 0 && (
          <Table
            size="small"
            // Fixed: a long message or cell value wraps in its column instead of widening the page.
            tableLayout="fixed"
            {...wideTable(480)}
            rowKey="key"
            columns={errorColumns}
            dataSource={errors}
            // All of them reachable, 10 a page, as every list of the app.
            pagination={{
              current: errorsPage,
              pageSize: PAGE_SIZE,
              hideOnSinglePage: true,
              onChange: setErrorsPage,
              itemRender: pagerItemRender(errorsPage),
            }}
            caption={withRows ? 'Ошибки файла' : ERRORS_CAPTION}
          />
        )}
        <RawRowsTable jobId={jobId} />
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            loading={confirming}
            disabled={toWrite === 0}
            onClick={onConfirm}
          >
            Подтвердить
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
