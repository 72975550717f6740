import { Button, Flex, Grid, Spin } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { Choice, Notification } from '../../api/schema';
import { useNotificationChoices } from '../../api/shared-queries';
import { TextTag } from '../../components/text-tag';
import { justificationTarget } from '../../lib/alert-flow';
import { formatDateTime } from '../../lib/format';
import { notificationCategory } from './notification-view';
import { usePagerSteps } from '../../components/use-pager-steps';
import { MutedText } from '../../components/muted-text';
import { NO_DATA } from '../../components/no-data';
import { inView } from '../../components/wide-table';
import { PageCheckbox, PlainCheckbox } from '../../components/plain-checkbox';
import { checkboxColumn, createPlainTable, type PlainColumn } from '../../components/plain-table';
import { TablePager } from '../../components/table-pager';

interface RowActions {
  onDelete: (notification: Notification) => void;
  deletingIds: readonly number[];
}

/** A message as context of a control's name: one line, not the whole of a long one. */
const briefly = (message: string): string =>
  message.length > 80 ? `${message.slice(0, 79).trimEnd()}…` : message;

function RouteLink({ routeId }: { routeId: number | null }) {
  if (routeId === null) return '—';
  return (
    // The visible words begin the name, and the route tells ten such links apart.
    <Link to={`/routes/${routeId}`} aria-label={`Открыть маршрут № ${routeId}`}>
      Открыть маршрут
    </Link>
  );
}

/** «Переоценить»: the route's page with «Обоснование НМЦ» in view (PRODUCT §6). */
function RepriceButton({ routeId }: { routeId: number | null }) {
  const navigate = useNavigate();
  if (routeId === null) return null;
  return (
    <Button
      type="link"
      size="small"
      aria-label={`Переоценить маршрут № ${routeId}`}
      onClick={() => void navigate(justificationTarget(routeId))}
    >
      Переоценить
    </Button>
  );
}

function DeleteButton({
  notification,
  onDelete,
  deletingIds,
}: { notification: Notification } & RowActions) {
  const deleting = deletingIds.includes(notification.id);
  return (
    <Button
      type="link"
      danger
      size="small"
      // «Удалить» first, as it reads on screen; the message says which one.
      aria-label={`Удалить уведомление: ${briefly(notification.message)}`}
      onClick={() => onDelete(notification)}
      loading={deleting}
      disabled={deleting}
    >
      Удалить
    </Button>
  );
}

function CategoryTag({ code, choices }: { code: string; choices: readonly Choice[] | undefined }) {
  const { label, known } = notificationCategory(code, choices);
  return <TextTag color={known ? 'blue' : 'default'}>{label}</TextTag>;
}

function buildColumns(
  choices: readonly Choice[] | undefined,
  actions: RowActions,
): PlainColumn<Notification>[] {
  return [
    {
      key: 'category',
      title: 'Категория',
      width: 190,
      render: (record) => <CategoryTag code={record.category} choices={choices} />,
    },
    { key: 'message', title: 'Сообщение', render: (record) => record.message },
    {
      key: 'created_at',
      title: 'Дата',
      width: 200,
      render: (record) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.created_at)}</span>
      ),
    },
    {
      key: 'route_id',
      title: 'Маршрут',
      width: 160,
      // What can be done with the route, one under the other: the message keeps its width.
      render: (record) => (
        <Flex vertical align="flex-start" gap={4}>
          <RouteLink routeId={record.route_id} />
          <RepriceButton routeId={record.route_id} />
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: 'Действия',
      width: 110,
      render: (record) => <DeleteButton notification={record} {...actions} />,
    },
  ];
}

/**
 * A narrow screen's one column: the category, the message and its date, and the row's actions
 * under them, all in view without scrolling sideways.
 */
function phoneColumns(
  choices: readonly Choice[] | undefined,
  actions: RowActions,
): PlainColumn<Notification>[] {
  return [
    {
      key: 'notification',
      title: 'Уведомление',
      render: (record) => (
        <Flex vertical gap={4} align="flex-start">
          <CategoryTag code={record.category} choices={choices} />
          <span style={{ overflowWrap: 'anywhere' }}>{record.message}</span>
          <MutedText>{formatDateTime(record.created_at)}</MutedText>
          <Flex gap={16} align="center" wrap>
            {record.route_id !== null && <RouteLink routeId={record.route_id} />}
            <RepriceButton routeId={record.route_id} />
            <DeleteButton notification={record} {...actions} />
          </Flex>
        </Flex>
      ),
    },
  ];
}

/** A checkbox per row and one for the page, as antd's row selection draws them. */
function selectColumn(
  rows: readonly Notification[],
  selectedIds: readonly number[],
  onSelect: (ids: number[]) => void,
): PlainColumn<Notification> {
  const pageIds = rows.map(({ id }) => id);
  const without = (ids: readonly number[]) => selectedIds.filter((id) => !ids.includes(id));
  return checkboxColumn(
    <PageCheckbox
      chosen={pageIds.filter((id) => selectedIds.includes(id)).length}
      of={pageIds.length}
      onChange={(checked) => onSelect([...without(pageIds), ...(checked ? pageIds : [])])}
      label="Выбрать все уведомления на странице"
    />,
    (record) => (
      <PlainCheckbox
        checked={selectedIds.includes(record.id)}
        onChange={(checked) => onSelect([...without([record.id]), ...(checked ? [record.id] : [])])}
        label={`Выбрать уведомление: ${record.message}`}
      />
    ),
  );
}

interface NotificationsTableProps extends RowActions {
  rows: Notification[];
  total: number;
  page: number;
  loading: boolean;
  /** The list could not load: there is no «no data» to say, the page says what happened. */
  failed: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onPageChange: (page: number) => void;
  /** An arrow or «•••» of the pager: so many pages from the latest one. */
  onPageStep: (delta: number) => void;
}

function emptyText(loading: boolean, failed: boolean) {
  if (loading) return <div style={{ height: 120 }} />;
  return failed ? inView(<MutedText>Список не загружен</MutedText>) : NO_DATA;
}

const NotificationRows = createPlainTable<Notification>();
const notificationId = (notification: Notification) => notification.id;

/** One page of notifications with a checkbox per row and select-all for the page. */
export function NotificationsTable(props: NotificationsTableProps) {
  const { rows, total, page, loading, failed, selectedIds, onSelect, onDelete, deletingIds } =
    props;
  const pager = usePagerSteps(page, props.onPageChange, props.onPageStep);
  const choices = useNotificationChoices();
  // Below antd's `lg` (992 px) a row is one column: a phone or a tablet shows it whole.
  const phone = Grid.useBreakpoint().lg === false;
  const columns = [
    selectColumn(rows, selectedIds, onSelect),
    ...(phone ? phoneColumns : buildColumns)(choices, { onDelete, deletingIds }),
  ];

  return (
    <Spin spinning={loading}>
      <NotificationRows
        columns={columns}
        rows={rows}
        rowKey={notificationId}
        // The fixed columns plus 200 px of message; the one column of a narrow screen fits it.
        minWidth={phone ? 0 : 900}
        // «Нет данных» only once the answer says so, not while the first page is on its way nor
        // when it did not come.
        empty={emptyText(loading, failed)}
      />
      {/* As antd's Table shows its pager: only when there is something to page through. */}
      {total > 0 && (
        <TablePager
          current={page}
          total={total}
          showTotal={(all, [from, to]) => `${from}–${to} из ${all}`}
          onChange={pager.onChange}
          itemRender={pager.itemRender}
        />
      )}
    </Spin>
  );
}
