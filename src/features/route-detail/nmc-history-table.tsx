import { Alert, Button, Spin } from 'antd';
import type { NmcChange } from '../../api/schema';
import { PAGE_SIZE } from '../../lib/constants';
import { formatDateTime, formatHistoryMoney } from '../../lib/format';
import { pagerItemRender } from '../../components/pager-item-render';
import { createPlainTable, type PlainColumn } from '../../components/plain-table';
import { TablePager } from '../../components/table-pager';
import { inView } from '../../components/wide-table';
import type { NmcHistoryResult } from './api';
import { PendingHistoryBody } from './route-frames';

/** The four columns of the price-change history; a broken value reads «—» in its cell. */
const columns: PlainColumn<NmcChange>[] = [
  {
    key: 'date',
    title: 'Дата изменения НМЦ',
    // With the НМЦ beside it, within a phone's 412 px: the row's figures are in view, the
    // comment and the user scroll sideways.
    width: 190,
    render: (change) => formatDateTime(change.date),
  },
  {
    key: 'approved_nmc',
    title: 'НМЦ',
    width: 150,
    align: 'right',
    render: (change) => formatHistoryMoney(change.approved_nmc),
  },
  { key: 'comment', title: 'Комментарий', render: (change) => change.comment },
  { key: 'username', title: 'Пользователь', width: 200, render: (change) => change.username },
];

const HistoryRows = createPlainTable<NmcChange>();
const changeId = (change: NmcChange) => change.id;

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
  const total = history.data?.total ?? 0;
  return (
    <Spin spinning={history.isFetching}>
      <HistoryRows
        columns={columns}
        rows={history.data?.results ?? []}
        rowKey={changeId}
        // «Нет данных» only once the answer says so; until then, the room its rows will take.
        empty={history.data ? inView('Нет данных') : <PendingHistoryBody />}
        // The fixed columns plus 200 px of comment; a long comment or user name wraps in its
        // column instead of widening the page.
        minWidth={820}
      />
      {/* As antd's Table shows its pager: only when there is more than one page. */}
      {total > PAGE_SIZE && (
        <TablePager
          current={page}
          total={total}
          onChange={onPageChange}
          itemRender={pagerItemRender(page)}
        />
      )}
    </Spin>
  );
}
