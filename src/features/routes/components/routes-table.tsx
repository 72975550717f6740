import { Pagination, Spin, Table, type SpinRef, type TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Route } from '../../../api/schema';
import { PAGE_SIZE } from '../../../lib/constants';
import { formatMoney, formatNumber } from '../../../lib/format';
import { categoryLabel, cityChain, routeTypeLabel } from '../../../api/labels';
import { ClippedText } from '../../../components/clipped-text';
import { MutedText } from '../../../components/muted-text';
import { NotificationChoices, NotificationTags } from './notification-tags';
import { useFilterChoices } from '../../../api/shared-queries';
import { RowChoiceContext, selectColumn, type RowChoice } from './select-column';
import { useScreenfulFirst } from './use-screenful-first';
import styles from './routes-table.module.css';
import { pagerItemRender } from '../../../components/pager-item-render';
import { safeColumns } from '../../../components/safe-columns';
import { NO_DATA } from '../../../components/no-data';
import { wideTable } from '../../../components/wide-table';

const routePath = (id: number) => `/routes/${id}`;

/** A plain click on a route's link is the row's to handle; with a modifier, the browser's. */
const leaveToRow = (event: MouseEvent) => {
  if (!event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) event.preventDefault();
};

const Dash = () => <MutedText>—</MutedText>;

const Clipped = ({ text }: { text: string | null }) =>
  text ? <ClippedText>{text}</ClippedText> : <Dash />;

const number = (value: number | null) => (value === null ? <Dash /> : formatNumber(value));
const money = (value: number | null) => (value === null ? <Dash /> : formatMoney(value));

/** A cell draws its route alone, again only when the route itself changes. */
const drawnOnce = <C extends object>(column: C) => ({
  ...column,
  shouldCellUpdate: (route: Route, last: Route) => route !== last,
});

// Each cell behind its own boundary: a row the server sent broken still lists with the others.
// A cell draws its route alone: when the table renders again for anything else (the rest of a
// long page coming in, say), the cells of a route that did not change keep what they drew.
const columns = safeColumns<Route>([
  {
    title: 'ID',
    dataIndex: 'id',
    width: 72,
    // A real link: middle-click and «open in new tab» work; the row itself takes keyboard focus
    // and opens the route on a plain click. Not the router's Link, which draws itself again at
    // every change of the address, in each of a page's rows.
    render: (id: number) => (
      <a href={routePath(id)} tabIndex={-1} onClick={leaveToRow}>
        {id}
      </a>
    ),
  },
  {
    title: 'Маршрут',
    key: 'path',
    width: 260,
    render: (_, route) => <Clipped text={cityChain(route.path)} />,
  },
  {
    title: 'Тип маршрута',
    dataIndex: 'route_type',
    width: 120,
    render: (value: Route['route_type']) => routeTypeLabel(value),
  },
  {
    title: 'Категория ТС',
    dataIndex: 'category',
    width: 116,
    render: (value: Route['category']) => categoryLabel(value),
  },
  { title: 'Расстояние, км', dataIndex: 'distance', width: 112, align: 'right', render: number },
  { title: 'Тариф, ₽/км', dataIndex: 'tariff', width: 100, align: 'right', render: number },
  { title: 'НМЦ, ₽', dataIndex: 'nmc', width: 112, align: 'right', render: money },
  {
    title: 'Корректировки НМЦ, ₽',
    dataIndex: 'nmc_adjustments',
    width: 124,
    align: 'right',
    render: money,
  },
  {
    title: 'Уведомления',
    dataIndex: 'notifications',
    width: 190,
    render: (codes: Route['notifications']) => <NotificationTags codes={codes} />,
  },
  {
    title: 'Комментарий',
    dataIndex: 'comment',
    render: (comment: Route['comment']) => <Clipped text={comment} />,
  },
]).map(drawnOnce);

const insideControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input') !== null;

const openInNewTab = (id: number) => window.open(routePath(id), '_blank', 'noopener');

/**
 * The rows antd's Table would show of `routes` on its current page: a list longer than a page
 * (from a server that ignored `limit`) is cut to the page's share, as antd cuts its `dataSource`.
 */
function pageRows(
  routes: Route[],
  { current = 1, pageSize = PAGE_SIZE, total = 0 }: TablePaginationConfig,
) {
  if (routes.length < total && routes.length <= pageSize) return routes;
  return routes.slice((current - 1) * pageSize, current * pageSize);
}

interface RoutesTableProps {
  routes: Route[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The routes chosen for a bulk change: a checkbox in each row, and one for the page. */
  choice?: RowChoice;
}

/** The routes of the current page; a row opens its route, a middle-click opens it in a new tab. */
export function RoutesTable({ routes, loading, pagination, choice }: RoutesTableProps) {
  const navigate = useNavigate();
  const choices = useFilterChoices().data?.notification_choices;
  const onRow = useCallback(
    (route: Route) => ({
      tabIndex: 0,
      className: styles.row,
      onClick: (event: MouseEvent) => {
        // A plain click on the ID link comes here to be followed (leaveToRow). Otherwise a
        // checkbox, a link the browser opens itself, or text being selected is not a click on
        // the row.
        const followLink = event.defaultPrevented;
        if (!followLink && (insideControl(event.target) || window.getSelection()?.toString()))
          return;
        if (event.ctrlKey || event.metaKey) openInNewTab(route.id);
        else void navigate(routePath(route.id));
      },
      onMouseDown: (event: MouseEvent) => {
        // No auto-scroll cursor on a middle-click: it opens the route instead.
        if (event.button === 1) event.preventDefault();
      },
      onAuxClick: (event: MouseEvent) => {
        if (event.button === 1 && !insideControl(event.target)) openInNewTab(route.id);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget)
          void navigate(routePath(route.id));
      },
    }),
    [navigate],
  );
  const { current, pageSize, total } = pagination;
  const page = useMemo(
    () => pageRows(routes, { current, pageSize, total }),
    [routes, current, pageSize, total],
  );
  const rows = useScreenfulFirst(page);
  // The page's checkbox takes every row of the page, drawn yet or not. A choice does not draw
  // the rows again: each checkbox reads it (RowChoiceContext).
  const choosing = choice !== undefined;
  const shownColumns = useMemo(
    () => (choosing ? [...safeColumns([selectColumn(page)]).map(drawnOnce), ...columns] : columns),
    [choosing, page],
  );
  // While the first page loads there is no «no data» yet: only the spinner.
  const waiting = loading && routes.length === 0;

  // Every render of antd's Table renders each of its rows again. The spinner and the pager are
  // around it rather than its `loading` and `pagination`, so that a page change renders the rows
  // once, when they come, instead of three times.
  const table = useMemo(
    () => (
      <Table<Route>
        rowKey="id"
        columns={shownColumns}
        dataSource={rows}
        pagination={false}
        onRow={onRow}
        tableLayout="fixed"
        // The fixed columns, the checkboxes and 100 px of comment.
        {...wideTable(1360)}
        size="middle"
        locale={{
          emptyText: waiting ? <div className={styles.loadingPlaceholder} /> : NO_DATA,
        }}
      />
    ),
    [rows, onRow, shownColumns, waiting],
  );

  // A page changed from the pager under the rows starts at its top, where its rows are drawn first.
  const top = useRef<SpinRef>(null);
  const { onChange } = pagination;
  const changePage = useCallback(
    (page: number, size: number) => {
      const frame = top.current?.nativeElement;
      if (frame && frame.getBoundingClientRect().top < 0) frame.scrollIntoView();
      onChange?.(page, size);
    },
    [onChange],
  );

  return (
    <Spin spinning={loading} className={styles.spin} ref={top}>
      <NotificationChoices value={choices}>
        <RowChoiceContext value={choice ?? null}>{table}</RowChoiceContext>
      </NotificationChoices>
      {/* As antd's Table shows its pager: only when there is something to page through. */}
      {pagination.total ? (
        <Pagination
          {...pagination}
          onChange={changePage}
          className={styles.pager}
          size="small"
          itemRender={pagerItemRender(pagination.current)}
        />
      ) : null}
    </Spin>
  );
}
