import { CloseOutlined } from '@ant-design/icons';
import { Button, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { TemporaryRoute } from '../../../api/schema';
import { categoryLabel, cityChain } from '../../../api/labels';
import { pagerItemRender } from '../../../components/pager-item-render';
import { TextTag } from '../../../components/text-tag';
import { inView, wideTable } from '../../../components/wide-table';
import { PAGE_SIZE } from '../../../lib/constants';
import { formatMoney } from '../../../lib/format';
import { useImportRows, useLeaveOut, useSavedRoutes } from '../import-api';
import { rowAction, rowActionText } from '../import-rows';
import { registryChangeText } from '../registry-change';

export const ROWS_CAPTION = 'Строки файла';

/** What «Подтвердить» will do with the row: its words, and for a saved route the change of НМЦ. */
function RowDoes({ route, saved }: { route: TemporaryRoute; saved: Map<number, number | null> }) {
  const action = rowAction(route);
  const text = rowActionText(action);
  if (action.kind === 'new') return <TextTag color="blue">{text}</TextTag>;
  if (action.kind === 'repeat')
    return (
      <>
        <TextTag>{text}</TextTag>{' '}
        <Typography.Text type="secondary">записывается один раз</Typography.Text>
      </>
    );
  return (
    <>
      <Link to={`/routes/${action.routeId}`}>{text}</Link>
      {saved.has(action.routeId) && (
        <div>
          <Typography.Text type="secondary">
            {registryChangeText(saved.get(action.routeId) ?? null, route.nmc)}
          </Typography.Text>
        </div>
      )}
    </>
  );
}

/** НМЦ under the route on a phone, where its column is hidden (below `sm`). */
function NmcBelowSm({ nmc }: { nmc: number | null }) {
  const { sm } = Grid.useBreakpoint();
  // Unknown before the first measure: the column's own rule (`responsive`) counts it as wide.
  if (sm !== false) return null;
  return <div>НМЦ: {formatMoney(nmc)}</div>;
}

interface ImportRowsTableProps {
  jobId: number;
  page: number;
  onPage: (page: number) => void;
  /** A row is being left out or confirmed: no other may be left out meanwhile. */
  busy: boolean;
}

/**
 * The rows of an import that became routes, 10 a page in file order: each with its row of the
 * sheet, what confirming will do with it, and «Не загружать».
 */
export function ImportRowsTable({ jobId, page, onPage, busy }: ImportRowsTableProps) {
  const rows = useImportRows(jobId, page);
  const results = rows.data?.results ?? [];
  const changes = [...new Set(results.flatMap((route) => route.existing_route_id ?? []))];
  const savedRoutes = useSavedRoutes(changes);
  const saved = new Map(
    (savedRoutes.data?.results ?? []).map((route) => [route.id, route.nmc] as const),
  );
  const leaveOut = useLeaveOut();

  const columns: TableColumnsType<TemporaryRoute> = [
    {
      title: 'Строка',
      dataIndex: 'row',
      width: 76,
      render: (row: number | null | undefined) => row ?? '—',
    },
    {
      title: 'Маршрут',
      key: 'route',
      render: (_, route) => (
        <>
          <div>
            {cityChain(route.path)}
            <Typography.Text type="secondary"> · {categoryLabel(route.category)}</Typography.Text>
          </div>
          <RowDoes route={route} saved={saved} />
          <NmcBelowSm nmc={route.nmc} />
        </>
      ),
    },
    {
      title: 'НМЦ',
      dataIndex: 'nmc',
      width: 112,
      align: 'right',
      responsive: ['sm'],
      render: (nmc: number | null) => formatMoney(nmc),
    },
    {
      title: <span className="visually-hidden">Действия</span>,
      key: 'leave-out',
      width: 48,
      render: (_, route) => (
        <Button
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label={`Не загружать строку ${route.row ?? ''}: ${cityChain(route.path)}`}
          title="Не загружать"
          disabled={busy || leaveOut.isPending}
          onClick={() => leaveOut.mutate(route.id)}
        />
      ),
    },
  ];

  const total = rows.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // The last row of the last page left out: the page before it.
  useEffect(() => {
    if (rows.isSuccess && !rows.isPlaceholderData && page > lastPage) onPage(lastPage);
  }, [rows.isSuccess, rows.isPlaceholderData, page, lastPage, onPage]);
  return (
    <Table<TemporaryRoute>
      size="small"
      tableLayout="fixed"
      {...wideTable(320)}
      rowKey="id"
      columns={columns}
      dataSource={results}
      loading={rows.isFetching || leaveOut.isPending}
      locale={{ emptyText: inView('Все строки исключены') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        itemRender: pagerItemRender(page),
        onChange: onPage,
      }}
      caption={ROWS_CAPTION}
    />
  );
}
