import { Alert, Button, Table } from 'antd';
import type { NmcChange } from '../../api/schema';
import { PAGE_SIZE } from '../../lib/constants';
import { formatDateTime, formatHistoryMoney } from '../../lib/format';
import { pagerItemRender } from '../../components/pager-item-render';
import { safeColumns } from '../../components/safe-columns';
import type { NmcHistoryResult } from './api';
import { inView, wideTable } from '../../components/wide-table';

/** The four columns of the price-change history; a broken value reads «—» in its cell. */
const columns = safeColumns<NmcChange>([
  {
    title: 'Дата изменения НМЦ',
    dataIndex: 'date',
    // With the НМЦ beside it, within a phone's 412 px: the row's figures are in view, the
    // comment and the user scroll sideways.
    width: 190,
    render: (date: string) => formatDateTime(date),
  },
  {
    title: 'НМЦ',
    dataIndex: 'approved_nmc',
    width: 150,
    align: 'right',
    render: (nmc: number | null) => formatHistoryMoney(nmc),
  },
  { title: 'Комментарий', dataIndex: 'comment' },
  { title: 'Пользователь', dataIndex: 'username', width: 200 },
]);

interface NmcHistoryTableProps {
  history: NmcHistoryResult;
  page: number;
  onPageChange: (page: number) => void;
}

/** The route's price-change history, newest first, one server page at a time. */
export function NmcHistoryTable({ history, page, onPageChange }: NmcHistoryTableProps) {
  if (history.isError && !history.data)
    return (
      <Alert
        type="error"
        showIcon
        title="Не удалось загрузить историю изменений НМЦ"
        action={<Button onClick={() => void history.refetch()}>Повторить</Button>}
      />
    );
  return (
    <Table<NmcChange>
      rowKey="id"
      size="middle"
      // Fixed: a long comment or user name wraps in its column instead of widening the page.
      tableLayout="fixed"
      // The fixed columns plus 200 px of comment.
      {...wideTable(820)}
      columns={columns}
      dataSource={history.data?.results}
      loading={history.isFetching}
      locale={{ emptyText: inView('Нет данных') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: history.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
        itemRender: pagerItemRender(page),
      }}
    />
  );
}
