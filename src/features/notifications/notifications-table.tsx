import { Button, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { Choice, Notification } from '../../api/schema';
import { useFilterChoices } from '../../api/shared-queries';
import { TextTag } from '../../components/text-tag';
import { formatDateTime } from '../../lib/format';
import { PAGE_SIZE } from '../../lib/constants';
import { notificationCategory } from './notification-view';
import { usePagerSteps } from '../../components/use-pager-steps';
import { NO_DATA } from '../../components/no-data';
import { wideTable } from '../../components/wide-table';

interface RowActions {
  onDelete: (id: number) => void;
  deletingIds: readonly number[];
}

function CategoryTag({ code, choices }: { code: string; choices: readonly Choice[] | undefined }) {
  const { label, known } = notificationCategory(code, choices);
  return <TextTag color={known ? 'blue' : 'default'}>{label}</TextTag>;
}

function buildColumns(
  choices: readonly Choice[] | undefined,
  { onDelete, deletingIds }: RowActions,
): TableColumnsType<Notification> {
  return [
    {
      title: 'Категория',
      dataIndex: 'category',
      width: 190,
      render: (code: string) => <CategoryTag code={code} choices={choices} />,
    },
    { title: 'Сообщение', dataIndex: 'message' },
    {
      title: 'Дата',
      dataIndex: 'created_at',
      width: 200,
      render: (value: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span>
      ),
    },
    {
      title: 'Маршрут',
      dataIndex: 'route_id',
      width: 160,
      render: (routeId: number | null) =>
        routeId === null ? '—' : <Link to={`/routes/${routeId}`}>Открыть маршрут</Link>,
    },
    {
      title: 'Действия',
      key: 'actions',
      width: 110,
      render: (_, record) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => onDelete(record.id)}
          loading={deletingIds.includes(record.id)}
          disabled={deletingIds.includes(record.id)}
        >
          Удалить
        </Button>
      ),
    },
  ];
}

interface NotificationsTableProps extends RowActions {
  rows: Notification[];
  total: number;
  page: number;
  loading: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onPageChange: (page: number) => void;
  /** An arrow or «•••» of the pager: so many pages from the latest one. */
  onPageStep: (delta: number) => void;
}

/** One page of notifications with a checkbox per row and select-all for the page. */
export function NotificationsTable(props: NotificationsTableProps) {
  const { rows, total, page, loading, selectedIds, onSelect, onDelete, deletingIds } = props;
  const pager = usePagerSteps(page, props.onPageChange, props.onPageStep);
  const choices = useFilterChoices().data?.notification_choices;
  const columns = buildColumns(choices, { onDelete, deletingIds });

  return (
    <Table<Notification>
      rowKey="id"
      size="middle"
      // Fixed: a long message wraps in its column instead of widening the page.
      tableLayout="fixed"
      // The fixed columns plus 200 px of message.
      {...wideTable(900)}
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelect(keys.filter((key): key is number => typeof key === 'number')),
        getCheckboxProps: (record) => ({ 'aria-label': `Выбрать уведомление: ${record.message}` }),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Выбрать все уведомления на странице' }),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (all, [from, to]) => `${from}–${to} из ${all}`,
        onChange: pager.onChange,
        itemRender: pager.itemRender,
      }}
      // «Нет данных» only once the answer says so, not while the first page is on its way.
      locale={{ emptyText: loading ? <div style={{ height: 120 }} /> : NO_DATA }}
    />
  );
}
