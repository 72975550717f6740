import { EditOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Flex, Typography } from 'antd';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { PageSpinner } from '../../components/page-spinner';
import { FIRST_PAGE } from '../../lib/constants';
import { cityChain } from '../../api/labels';
import { dataSourcesQuery } from '../../api/shared-queries';
import { useNmcHistory, useRoute } from './api';
import { ErrorBoundary } from '../../components/error-boundary';
import { NmcHistoryTable } from './nmc-history-table';
import { RouteEditModal } from './route-edit-modal';
import { parseRouteId } from './route-id';
import { RouteLoadFailed, RouteNotFound } from './route-states';
import { RouteSummary } from './route-summary';
import { PageTitle } from '../../components/page-title';
import { LEVEL_3_LOOK } from '../../components/heading-look';
import { useDraftOffer } from '../../components/unsaved-changes/draft-offer';
import {
  ROUTE_EDIT_DRAFT,
  routeDraftOf,
  type EditValues,
  type RouteDraft,
} from './route-edit-values';

// The chart library is large: only this page loads it, while the route itself loads.
const loadRouteCharts = () => import('./route-charts');
const RouteCharts = lazy(async () => ({ default: (await loadRouteCharts()).RouteCharts }));

const chartsFallback = (
  <Card>
    <Typography.Text type="danger">
      Не удалось загрузить графики. Обновите страницу, чтобы попробовать снова.
    </Typography.Text>
  </Card>
);

/** /routes/:id — the route, its НМЦ history, editing, and price charts. */
export function RouteDetailPage() {
  const { id: param } = useParams();
  const id = parseRouteId(param);
  const route = useRoute(id);
  // The edit form is open, with the route's values, with the ones «Принять как НМЦ» brought, or
  // with those typed before the session ended, over the version they were typed on.
  const [editing, setEditing] = useState<{
    preset: EditValues | null;
    base?: RouteDraft['base'];
  } | null>(null);
  const draftOffer = useDraftOffer(ROUTE_EDIT_DRAFT, routeDraftOf, (draft) =>
    setEditing({ preset: draft.values, base: draft.base }),
  );
  const [historyPage, setHistoryPage] = useState(FIRST_PAGE);
  // What needs only the id starts with the route, not after it: the history, the charts' data
  // sources and code. The charts' own points need the route's category and regions.
  const history = useNmcHistory(id, historyPage);
  usePrefetchQuery(dataSourcesQuery());
  useEffect(() => {
    // A failed download is reported where the charts are drawn, by their error boundary.
    if (id !== null) loadRouteCharts().catch(() => undefined);
  }, [id]);

  if (id === null || (isApiError(route.error) && route.error.status === 404))
    return <RouteNotFound id={param} />;
  if (route.isError) return <RouteLoadFailed onRetry={() => void route.refetch()} />;
  if (!route.data) return <PageSpinner label="Загрузка маршрута…" />;
  const shown = route.data.data;

  return (
    <Flex vertical gap={24}>
      <Breadcrumb
        items={[{ title: <Link to="/routes">Маршруты</Link> }, { title: `Маршрут № ${id}` }]}
      />
      <Flex justify="space-between" align="center" gap={16} wrap>
        <PageTitle>{cityChain(shown.path, ' — ')}</PageTitle>
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden />}
          onClick={() => setEditing({ preset: null })}
        >
          Редактировать
        </Button>
      </Flex>
      {draftOffer}
      <RouteSummary route={shown} />
      <section aria-labelledby="history-title">
        <Typography.Title level={2} style={LEVEL_3_LOOK} id="history-title">
          История изменений НМЦ
        </Typography.Title>
        <NmcHistoryTable history={history} page={historyPage} onPageChange={setHistoryPage} />
      </section>
      <section aria-labelledby="charts-title">
        <Typography.Title level={2} style={LEVEL_3_LOOK} id="charts-title">
          Графики НМЦ
        </Typography.Title>
        <ErrorBoundary fallback={chartsFallback}>
          <Suspense fallback={<PageSpinner label="Загрузка графиков…" />}>
            <RouteCharts route={shown} onAccept={(preset) => setEditing({ preset })} />
          </Suspense>
        </ErrorBoundary>
      </section>
      <RouteEditModal
        route={route.data}
        open={editing !== null}
        preset={editing?.preset ?? null}
        base={editing?.base ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setHistoryPage(FIRST_PAGE)}
      />
    </Flex>
  );
}
