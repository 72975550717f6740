import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { ExportButton } from '../../components/export-button';
import { MutedText } from '../../components/muted-text';
import { PanelBoundary } from '../../components/panel-boundary';
import { PageTitle } from '../../components/page-title';
import { lazyAfterPaint } from '../../lib/lazy-after-paint';
import { failureReason } from '../../api/failure-reason';
import type { Route } from '../../api/schema';
import { filterChoicesQuery } from '../../api/shared-queries';
import { routeListKey, useRouteList } from './api';
import { FiltersFold } from './components/filters-fold';
import { RouteFiltersPlaceholder } from './components/route-filters-placeholder';
import { RoutesTablePlaceholder } from './components/routes-table-placeholder';
import { RunPanelSlot } from './bulk/components/run-panel-slot';
import { SelectionBar } from './bulk/components/selection-bar';
import { useAlertStart } from './bulk/use-alert-start';
import { useSelection } from './bulk/use-selection';
import {
  activeFilterCount,
  filterQuery,
  PAGE_SIZE_OPTIONS,
  toExportFilters,
  toRouteListQuery,
} from './filter-state';
import styles from './routes-page.module.css';
import { useListState } from './use-list-state';
import { useMarketOffered } from './use-market-offered';
import { isViewsMissing, routeViewsKey, useRouteViews } from './views/api';

// antd's Select, InputNumber and Table are most of the screen's code: they load once the title,
// the export button and the frames of the panel and the table are on screen.
const RouteFiltersPanel = lazyAfterPaint(
  async () => (await import('./components/route-filters')).RouteFiltersPanel,
  RouteFiltersPlaceholder,
);
const RoutesTable = lazyAfterPaint(
  async () => (await import('./components/routes-table')).RoutesTable,
  RoutesTablePlaceholder,
);

// Saved views: their list is asked at once with the routes, their controls come after paint.
// Until then their row keeps its room, so the filters below do not move.
const ViewsBar = lazyAfterPaint(
  async () => (await import('./views/components/views-bar')).ViewsBar,
  () => <div aria-hidden className={styles.toolbar} />,
);

const NO_ROUTES: Route[] = [];

/**
 * Saved routes: every filter of the spec, kept in the URL, paged, exported to Excel, and
 * selected for a bulk change of НМЦ.
 */
export function RoutesPage() {
  const { state, setFilters, setPage, sortBy, resetFilters } = useListState();
  const list = useRouteList(useMemo(() => toRouteListQuery(state), [state]));
  const views = useRouteViews();
  // The export and «Выбрать все найденные» take the routes in the list's order.
  const { ordering } = state;
  const exportRequest = useMemo(
    () => ({ route_filters: toExportFilters(state.filters), ...(ordering && { ordering }) }),
    [state.filters, ordering],
  );
  const filters = useMemo(() => filterQuery(state.filters), [state.filters]);
  const found = useMemo(() => ({ ...filters, ...(ordering && { ordering }) }), [filters, ordering]);
  // New filters clear the selection; paging keeps it.
  const routes = list.data?.results ?? NO_ROUTES;
  const selection = useSelection(JSON.stringify(filters), routes);
  const alert = useAlertStart();
  const { selected, toggle } = selection;
  const choice = useMemo(() => ({ selected, toggle }), [selected, toggle]);
  const market = useMarketOffered(routes, state);
  const active = activeFilterCount(state.filters);
  const total = list.data?.total;
  const nothingToExport = total === 0 && !list.isPlaceholderData;
  // One state at a time: the failure alone, not «Загрузка…» or «Нет данных» beside it.
  const failed = list.isError && !list.isFetching;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <PageTitle>Маршруты</PageTitle>
        <ExportButton
          request={nothingToExport ? null : exportRequest}
          disabledReason="Нет маршрутов для выгрузки"
          label="Выгрузка списка маршрутов"
        />
      </div>
      {/* A backend without saved views (404) has no «Виды» at all, and says nothing of it. */}
      {!isViewsMissing(views.error) && (
        <PanelBoundary name="Виды" queryKeys={[routeViewsKey]}>
          <ViewsBar state={state} />
        </PanelBoundary>
      )}
      <FiltersFold active={active}>
        <PanelBoundary name="Фильтры" queryKeys={[filterChoicesQuery().queryKey]}>
          <RouteFiltersPanel filters={state.filters} onChange={setFilters} market={market} />
        </PanelBoundary>
      </FiltersFold>
      <div className={styles.toolbar}>
        <MutedText aria-live="polite">
          {!failed && (total === undefined ? 'Загрузка…' : `Найдено маршрутов: ${total}`)}
          {state.filters.ids.length > 0 && ' · только маршруты импорта'}
        </MutedText>
        {active > 0 && (
          <>
            {/* The count sits beside the button: its name stays exactly «Сбросить фильтры». */}
            <Button onClick={resetFilters}>Сбросить фильтры</Button>
            <span className={styles.count}>
              <span className="visually-hidden">Активных фильтров: </span>
              {active}
            </span>
          </>
        )}
      </div>
      {failed && (
        <Alert
          type="error"
          showIcon
          title="Не удалось загрузить маршруты"
          description={failureReason(list.error)}
          action={<Button onClick={() => void list.refetch()}>Повторить</Button>}
        />
      )}
      <RunPanelSlot />
      <SelectionBar selection={selection} query={found} found={total} alert={alert} />
      {!failed && (
        <PanelBoundary name="Маршруты" queryKeys={[routeListKey]}>
          <RoutesTable
            routes={routes}
            choice={choice}
            loading={list.isFetching}
            ordering={ordering}
            onSort={sortBy}
            market={market}
            pagination={{
              current: state.page,
              pageSize: state.limit,
              total: total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [...PAGE_SIZE_OPTIONS],
              showTotal: (all, [from, to]) => `${from}–${to} из ${all}`,
              onChange: setPage,
            }}
          />
        </PanelBoundary>
      )}
    </div>
  );
}
