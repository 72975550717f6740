import { Spin, type SpinRef, type TablePaginationConfig } from 'antd';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromList } from '../../../lib/list-address';
import { useMediaQuery } from '../../../lib/use-media-query';
import { columnsFor, NARROW, narrowedBy, PHONE } from './column-layout';
import type { Route } from '../../../api/schema';
import { PAGE_SIZE } from '../../../lib/constants';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { SortField } from '../filter-state';
import { MarketDeviation } from './market-deviation';
import { categoryLabel, cityChain, routeTypeLabel } from '../../../api/labels';
import { ClippedText } from '../../../components/clipped-text';
import { MutedText } from '../../../components/muted-text';
import { NotificationChoices, NotificationTags } from './notification-tags';
import { useNotificationChoices } from '../../../api/shared-queries';
import { RowChoiceContext, selectColumn, type RowChoice } from './select-column';
import { useScreenfulFirst } from './use-screenful-first';
import styles from './routes-table.module.css';
import { TablePager } from '../../../components/table-pager';
import { pagerItemRender } from '../../../components/pager-item-render';
import { NO_DATA } from '../../../components/no-data';
import {
  createPlainTable,
  type PlainColumn,
  type SortOrder,
} from '../../../components/plain-table';

const routePath = (id: number) => `/routes/${id}`;
const routeId = (route: Route) => route.id;

const RouteRows = createPlainTable<Route>();

/** A plain click on a route's link is the row's to handle; with a modifier, the browser's. */
const leaveToRow = (event: MouseEvent) => {
  if (!event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) event.preventDefault();
};

const Dash = () => <MutedText>—</MutedText>;

const Clipped = ({ text }: { text: string | null }) =>
  text ? <ClippedText>{text}</ClippedText> : <Dash />;

const number = (value: number | null) => (value === null ? <Dash /> : formatNumber(value));
const money = (value: number | null) => (value === null ? <Dash /> : formatMoney(value));

const columns: readonly PlainColumn<Route>[] = [
  {
    key: 'id',
    title: 'ID',
    width: 72,
    sortable: true,
    // A real link: middle-click and «open in new tab» work; the row's one Tab stop (rowProps)
    // opens the route with Enter, and the row on a plain click. Not the router's Link, which draws itself again at
    // every change of the address, in each of a page's rows.
    render: ({ id }) => (
      <a href={routePath(id)} tabIndex={-1} onClick={leaveToRow}>
        {id}
      </a>
    ),
  },
  {
    key: 'path',
    title: 'Маршрут',
    width: 260,
    render: (route) => <Clipped text={cityChain(route.path)} />,
  },
  {
    key: 'route_type',
    title: 'Тип маршрута',
    width: 120,
    render: (route) => routeTypeLabel(route.route_type),
  },
  {
    key: 'category',
    title: 'Категория ТС',
    width: 116,
    render: (route) => categoryLabel(route.category),
  },
  {
    key: 'distance',
    title: 'Расстояние, км',
    width: 112,
    align: 'right',
    sortable: true,
    render: (route) => number(route.distance),
  },
  {
    key: 'tariff',
    title: 'Тариф, ₽/км',
    width: 100,
    align: 'right',
    sortable: true,
    render: (route) => number(route.tariff),
  },
  {
    key: 'nmc',
    title: 'НМЦ, ₽',
    width: 112,
    align: 'right',
    sortable: true,
    render: (route) => money(route.nmc),
  },
  {
    key: 'nmc_adjustments',
    title: 'Корректировки НМЦ, ₽',
    width: 124,
    align: 'right',
    sortable: true,
    render: (route) => money(route.nmc_adjustments),
  },
  {
    key: 'notifications',
    title: 'Уведомления',
    width: 190,
    render: (route) => <NotificationTags codes={route.notifications} />,
  },
  { key: 'comment', title: 'Комментарий', render: (route) => <Clipped text={route.comment} /> },
];

/** «Рынок, ₽» and «Отклонение» after «НМЦ, ₽»: only where the backend sends them (PRODUCT §8). */
const MARKET_COLUMNS: readonly PlainColumn<Route>[] = [
  {
    key: 'market_nmc',
    title: 'Рынок, ₽',
    width: 100,
    align: 'right',
    render: (route) => money(route.market_nmc ?? null),
  },
  {
    key: 'market_deviation',
    title: 'Отклонение',
    width: 112,
    align: 'right',
    sortable: true,
    render: (route) => <MarketDeviation value={route.market_deviation ?? null} />,
  },
];
/** With the market's two columns the others give up some room: the table still fits 1440 px. */
const MARKET_WIDTHS: Partial<Record<string, number>> = {
  id: 64,
  path: 190,
  route_type: 100,
  category: 96,
  distance: 104,
  tariff: 88,
  nmc: 108,
  nmc_adjustments: 116,
  notifications: 140,
};
const nmcAt = columns.findIndex((column) => column.key === 'nmc') + 1;
const marketColumns = [...columns.slice(0, nmcAt), ...MARKET_COLUMNS, ...columns.slice(nmcAt)].map(
  (column) => ({ ...column, width: MARKET_WIDTHS[column.key] ?? column.width }),
);

const SORT_FIELDS: readonly string[] = [
  'id',
  'nmc',
  'distance',
  'tariff',
  'nmc_adjustments',
  'market_deviation',
] satisfies SortField[];
const isSortField = (key: string): key is SortField => SORT_FIELDS.includes(key);

/** The direction of each field `ordering` names (`-nmc,id`). */
const sortOrderOf = (ordering: string | null) =>
  Object.fromEntries(
    (ordering ?? '')
      .split(',')
      .map((part): [string, SortOrder] =>
        part.startsWith('-') ? [part.slice(1), 'descending'] : [part, 'ascending'],
      ),
  );

const insideControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input') !== null;

/** Enter on the row or on its checkbox opens the route; a link or a button keeps its own Enter. */
const enterOpens = (event: KeyboardEvent) =>
  event.key === 'Enter' &&
  (event.target === event.currentTarget ||
    (event.target instanceof HTMLInputElement && event.target.type === 'checkbox'));

const openInNewTab = (id: number) => window.open(routePath(id), '_blank', 'noopener');

/**
 * The rows of `routes` on its current page: a list longer than a page (from a server that
 * ignored `limit`) is cut to the page's share, as antd's Table cut its `dataSource`.
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
  /** The list's order; a click on a sortable header asks for the next one. */
  ordering?: string | null;
  onSort?: (field: SortField) => void;
  /** The backend sends the market of each route: its two columns are shown. */
  market?: boolean;
}

/** The routes of the current page; a row opens its route, a middle-click opens it in a new tab. */
export function RoutesTable({
  routes,
  loading,
  pagination,
  choice,
  ordering = null,
  onSort,
  market = false,
}: RoutesTableProps) {
  const navigate = useNavigate();
  const choices = useNotificationChoices();
  const choosing = choice !== undefined;
  // The list's address and its entry's state (the saved view) go with an opened route, for its
  // page's «Маршруты». Read at the click: a new address does not draw every row again.
  const location = useLocation();
  const list = useRef(location);
  useLayoutEffect(() => {
    list.current = location;
  }, [location]);
  const rowProps = useCallback(
    (route: Route) => {
      const open = () =>
        void navigate(routePath(route.id), {
          state: fromList(list.current.search, list.current.state),
        });
      return {
        // One Tab stop a row: its checkbox where routes are chosen (Space ticks it, Enter opens
        // the route), else the row itself. Both, a row and its checkbox, made a page of 100 rows
        // 200 presses of Tab long.
        tabIndex: choosing ? undefined : 0,
        className: styles.row,
        onClick: (event: MouseEvent) => {
          // A plain click on the ID link comes here to be followed (leaveToRow). Otherwise a
          // checkbox, a link the browser opens itself, or text being selected is not a click on
          // the row.
          const followLink = event.defaultPrevented;
          if (!followLink && (insideControl(event.target) || window.getSelection()?.toString()))
            return;
          if (event.ctrlKey || event.metaKey) openInNewTab(route.id);
          else open();
        },
        onMouseDown: (event: MouseEvent) => {
          // No auto-scroll cursor on a middle-click: it opens the route instead.
          if (event.button === 1) event.preventDefault();
        },
        onAuxClick: (event: MouseEvent) => {
          if (event.button === 1 && !insideControl(event.target)) openInNewTab(route.id);
        },
        onKeyDown: (event: KeyboardEvent) => {
          if (enterOpens(event)) open();
        },
      };
    },
    [navigate, choosing],
  );
  const { current, pageSize, total } = pagination;
  const page = useMemo(
    () => pageRows(routes, { current, pageSize, total }),
    [routes, current, pageSize, total],
  );
  const rows = useScreenfulFirst(page);
  // The page's checkbox takes every row of the page, drawn yet or not. A choice does not draw
  // the rows again: each checkbox reads it (RowChoiceContext).
  const narrow = useMediaQuery(NARROW);
  const phone = useMediaQuery(PHONE);
  const laidOut = useMemo(() => {
    const all = market ? marketColumns : columns;
    return { all, shown: columnsFor(all, { narrow, phone }) };
  }, [market, narrow, phone]);
  const shownColumns = useMemo(
    () => (choosing ? [selectColumn(page), ...laidOut.shown] : laidOut.shown),
    [choosing, page, laidOut],
  );
  const sortOrder = useMemo(() => sortOrderOf(ordering), [ordering]);
  const sortBy = useMemo(
    () => onSort && ((key: string) => isSortField(key) && onSort(key)),
    [onSort],
  );
  // While the first page loads there is no «no data» yet: only the spinner.
  const waiting = loading && routes.length === 0;

  // The spinner and the pager are around the table, so that they do not draw its rows again;
  // a row draws again only when its route changes.
  const table = useMemo(
    () => (
      <RouteRows
        columns={shownColumns}
        rows={rows}
        rowKey={routeId}
        rowProps={rowProps}
        // The fixed columns, the checkboxes and 100 px (80 px beside the market) of comment.
        minWidth={(market ? 1346 : 1360) - narrowedBy(laidOut.all, laidOut.shown)}
        stickyHeader
        empty={waiting ? <div className={styles.loadingPlaceholder} /> : NO_DATA}
        sortOrder={sortOrder}
        onSort={sortBy}
      />
    ),
    [rows, rowProps, shownColumns, waiting, market, sortOrder, sortBy, laidOut],
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
        <TablePager
          {...pagination}
          onChange={changePage}
          itemRender={pagerItemRender(pagination.current)}
        />
      ) : null}
    </Spin>
  );
}
