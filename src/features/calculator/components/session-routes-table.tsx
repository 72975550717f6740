import { EditOutlined } from '@ant-design/icons';
import { Button, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TemporaryRoute } from '../../../api/schema';
import { TextTag } from '../../../components/text-tag';
import { useConfirmIfUnsaved } from '../../../components/unsaved-changes/unsaved-changes-context';
import { UnsavedChangesScope } from '../../../components/unsaved-changes/unsaved-changes-scope';
import { PAGE_SIZE } from '../../../lib/constants';
import { formatMoney, formatWithUnit } from '../../../lib/format';
import { categoryLabel, cityChain } from '../../../api/labels';
import { useSessionRoutes } from '../api';
import { dispatchCreation } from '../creation-store';
import { SessionRouteEditor } from './temporary-route-editor';
import { pagerItemRender } from '../../../components/pager-item-render';
import { inView, wideTable } from '../../../components/wide-table';

// From antd's `lg` (992 px) every figure has its column, and below about 1100 px the table
// scrolls sideways: the route keeps room for a city chain and «Существующий маршрут № …» on a
// line each, the figures no more than they need. Below `lg` distance, tariff and job move under
// the route, so that on a tablet НМЦ and the comment are in view whole, never cut at the edge.
const LG_ONLY: TableColumnsType<TemporaryRoute>[number]['responsive'] = ['lg'];

/** Distance, tariff and job under the route, where their columns are hidden (below `lg`). */
function FiguresBelowLg({ route }: { route: TemporaryRoute }) {
  const { lg } = Grid.useBreakpoint();
  // Unknown before the first measure: the columns' own rule (`responsive`) counts it as wide.
  if (lg !== false) return null;
  return (
    <div>
      <Typography.Text type="secondary">
        {formatWithUnit(route.distance ?? null, 'км')} ·{' '}
        {formatWithUnit(route.tariff ?? null, '₽/км')} · задача № {route.job}
      </Typography.Text>
    </div>
  );
}

const baseColumns: TableColumnsType<TemporaryRoute> = [
  {
    title: 'Маршрут',
    key: 'path',
    width: 260,
    render: (_, route) => (
      <>
        <Typography.Text>{cityChain(route.path)}</Typography.Text>
        <FiguresBelowLg route={route} />
        {route.existing_route_id !== null && (
          <div>
            <Link to={`/routes/${route.existing_route_id}`}>
              Существующий маршрут № {route.existing_route_id}
            </Link>
          </div>
        )}
      </>
    ),
  },
  { title: 'Категория ТС', dataIndex: 'category', width: 120, render: categoryLabel },
  {
    title: 'Расстояние',
    dataIndex: 'distance',
    responsive: LG_ONLY,
    width: 110,
    align: 'right',
    render: (v: number | null) => formatWithUnit(v, 'км'),
  },
  {
    title: 'Тариф',
    dataIndex: 'tariff',
    responsive: LG_ONLY,
    width: 100,
    align: 'right',
    render: (v: number | null) => formatWithUnit(v, '₽/км'),
  },
  {
    title: 'НМЦ',
    dataIndex: 'nmc',
    width: 130,
    align: 'right',
    render: (v: number | null) => formatMoney(v),
  },
  {
    title: 'Комментарий',
    dataIndex: 'comment',
    ellipsis: true,
    render: (v: string | null) => v ?? '',
  },
  {
    title: 'Задача',
    dataIndex: 'job',
    responsive: LG_ONLY,
    // Wide enough for a ten-digit id; a longer one is cut with «…».
    width: 120,
    render: (job: number) => <TextTag ellipsis>{`№ ${job}`}</TextTag>,
  },
];

export interface SessionRoutesProps {
  jobIds: number[];
  page: number;
}

/**
 * The temporary routes of this session's jobs, 10 a page, each editable in place. Another row or
 * page drops the open row's editor: it asks about that editor only, not about the result card.
 * Loaded once the calculator has painted (session-routes-card.tsx).
 */
export function SessionRoutesTable(props: SessionRoutesProps) {
  return (
    <UnsavedChangesScope>
      <SessionRoutes {...props} />
    </UnsavedChangesScope>
  );
}

function SessionRoutes({ jobIds, page }: SessionRoutesProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const confirmIfUnsaved = useConfirmIfUnsaved();
  const routes = useSessionRoutes(jobIds, page);

  const columns: TableColumnsType<TemporaryRoute> = [
    ...baseColumns,
    {
      title: <span className="visually-hidden">Действия</span>,
      key: 'actions',
      width: 60,
      render: (_, route) => (
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Изменить НМЦ и комментарий: ${cityChain(route.path)}`}
          onClick={() =>
            confirmIfUnsaved(() => setEditingId(editingId === route.id ? null : route.id))
          }
        />
      ),
    },
  ];

  return (
    <Table<TemporaryRoute>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={jobIds.length ? routes.data?.results : []}
      loading={routes.isFetching}
      locale={{ emptyText: inView('Нет данных') }}
      expandable={{
        showExpandColumn: false,
        expandedRowKeys: editingId === null ? [] : [editingId],
        expandedRowRender: (route) => (
          <SessionRouteEditor route={route} onDone={() => setEditingId(null)} />
        ),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: jobIds.length ? routes.data?.total : 0,
        showSizeChanger: false,
        showTotal: (total) => `Всего: ${total}`,
        onChange: (next) => confirmIfUnsaved(() => dispatchCreation({ type: 'page', page: next })),
        itemRender: pagerItemRender(page),
      }}
      // The fixed columns plus 160 px of comment, its header never cut; below `lg`, without the
      // three columns that move under the route, and 80 px of comment.
      {...wideTable(1100, 650)}
    />
  );
}
