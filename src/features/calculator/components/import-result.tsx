import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { JobResult, RowError } from '../../../api/schema';
import { pagerItemRender } from '../../../components/pager-item-render';
import { wideTable } from '../../../components/wide-table';
import { FIRST_PAGE, PAGE_SIZE } from '../../../lib/constants';
import { rowErrorsOf } from '../../../api/row-errors';
import { useRawRowsWithErrors } from '../api';
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

/** Counts of an import, its row errors and the rows that could not be read; «Подтвердить». */
export function ImportResult({ jobId, result, confirming, onConfirm }: ImportResultProps) {
  // The rows as read carry their errors: where the server kept them, the errors are listed there
  // once, and here only those of no row (the file as a whole). Without them, here.
  const rawRows = useRawRowsWithErrors(jobId, FIRST_PAGE);
  const withRows = (rawRows.data?.total ?? 0) > 0;
  const errors = rowErrorsOf(result?.errors)
    .filter((error) => !withRows || !error.row)
    .map((error, key) => ({ ...error, key }));
  const [errorsPage, setErrorsPage] = useState(FIRST_PAGE);
  const canConfirm =
    (result?.num_of_new_temporary_routes ?? 0) + (result?.num_of_existing_temporary_routes ?? 0) >
    0;

  return (
    <Card title="Результат импорта" size="small">
      <Flex vertical gap={16}>
        <Row gutter={16}>
          <Col span={8}>
            <Statistic title="Новых маршрутов" value={result?.num_of_new_temporary_routes ?? 0} />
          </Col>
          <Col span={8}>
            <Statistic
              title="Изменённых маршрутов"
              value={result?.num_of_existing_temporary_routes ?? 0}
            />
          </Col>
          <Col span={8}>
            <Statistic
              title="С ошибками"
              value={result?.num_of_temporary_routes_with_errors ?? 0}
              styles={{ content: { color: errors.length ? '#cf1322' : undefined } }}
            />
          </Col>
        </Row>
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
            disabled={!canConfirm}
            onClick={onConfirm}
          >
            Подтвердить
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
