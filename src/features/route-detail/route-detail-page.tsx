import { EditOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Flex } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { JUSTIFICATION_ANCHOR } from '../../lib/alert-flow';
import { FIRST_PAGE } from '../../lib/constants';
import { listAddress, listEntryOf } from '../../lib/list-address';
import { lazyAfterPaint } from '../../lib/lazy-after-paint';
import { lazyNearView } from '../../lib/lazy-near-view';
import { useNmcHistory, useRoute } from './api';
import { ErrorBoundary } from '../../components/error-boundary';
import { parseRouteId } from './route-id';
import { ChartsFrame, HistoryFrame, TitleFrame } from './route-frames';
import { RouteSummary } from './route-summary';
import { routeCrumb, routeTitle } from './route-words';
import { PageTitle, SectionTitle } from '../../components/page-title';
import { useDraftOffer } from '../../components/unsaved-changes/draft-offer';
import {
  ROUTE_EDIT_DRAFT,
  routeDraftOf,
  type EditValues,
  type RouteDraft,
} from './route-edit-values';

// The page draws the route's title and figures first; the parts below load on their own.
// The history's pager and spinner load once the page has painted.
const NmcHistoryTable = lazyAfterPaint(
  async () => (await import('./nmc-history-table')).NmcHistoryTable,
  HistoryFrame,
);
// The charts, their filters and the justification load when they come near the viewport: on
// most screens they start below it, and the chart library is the largest code of the app.
const RouteCharts = lazyNearView(
  async () => (await import('./route-charts')).RouteCharts,
  ChartsFrame,
);
// Shown on demand only.
const RouteEditModal = lazy(async () => ({
  default: (await import('./route-edit-modal')).RouteEditModal,
}));
const RouteNotFound = lazy(async () => ({
  default: (await import('./route-states')).RouteNotFound,
}));
const RouteLoadFailed = lazy(async () => ({
  default: (await import('./route-states')).RouteLoadFailed,
}));

const chartsFallback = (
  <Alert
    type="error"
    showIcon
    title="Не удалось загрузить графики. Обновите страницу, чтобы попробовать снова."
  />
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
  // Each opening mounts a new editor (its `key`), so its form starts from the values it is opened
  // with; it stays mounted after closing, so that it closes with its animation. Emptying one form
  // store on close (antd's `clearOnDestroy`) does not survive StrictMode: React's extra unmount
  // in development empties it as the form opens, and the fields show nothing.
  const [openings, setOpenings] = useState(0);
  const open = (form: NonNullable<typeof editing>) => {
    setOpenings((count) => count + 1);
    setEditing(form);
  };
  const draftOffer = useDraftOffer(ROUTE_EDIT_DRAFT, routeDraftOf, (draft) =>
    open({ preset: draft.values, base: draft.base }),
  );
  const [historyPage, setHistoryPage] = useState(FIRST_PAGE);
  // The router's loader has asked for the route and the history's first page with the page's code
  // (prefetchRoutePage): here they are read, usually already there.
  const history = useNmcHistory(id, historyPage);

  const edit = (preset: EditValues | null) => open({ preset });

  // «Переоценить» of a notification opens the page at «Обоснование НМЦ»: the charts' section is
  // brought into view, which loads it, and the panel then shows itself whole.
  const location = useLocation();
  const reveal = location.hash === `#${JUSTIFICATION_ANCHOR}`;
  const charts = useRef<HTMLElement>(null);
  const chartsPlaced = Boolean(route.data) && !history.isPending;
  useEffect(() => {
    if (reveal && chartsPlaced) charts.current?.scrollIntoView({ block: 'start' });
  }, [reveal, chartsPlaced]);

  if (id === null || (isApiError(route.error) && route.error.status === 404))
    return (
      <Suspense>
        <RouteNotFound id={param} />
      </Suspense>
    );
  if (route.isError)
    return (
      <Suspense>
        <RouteLoadFailed error={route.error} onRetry={() => void route.refetch()} />
      </Suspense>
    );
  const shown = route.data?.data;

  return (
    <Flex vertical gap={24}>
      <Breadcrumb
        items={[
          // Back to the list the route was opened from: its filters, page and saved view.
          {
            title: (
              <Link to={listAddress(location.state)} state={listEntryOf(location.state)}>
                Маршруты
              </Link>
            ),
          },
          { title: routeCrumb(id) },
        ]}
      />
      <Flex justify="space-between" align="center" gap={16} wrap>
        {shown ? <PageTitle>{routeTitle(shown.path)}</PageTitle> : <TitleFrame />}
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden />}
          disabled={!shown}
          onClick={() => edit(null)}
        >
          Редактировать
        </Button>
      </Flex>
      {draftOffer}
      <RouteSummary route={shown} />
      <section aria-labelledby="history-title">
        <SectionTitle id="history-title">История изменений НМЦ</SectionTitle>
        <NmcHistoryTable history={history} page={historyPage} onPageChange={setHistoryPage} />
      </section>
      <section aria-labelledby="charts-title" ref={charts}>
        <SectionTitle id="charts-title">Графики НМЦ</SectionTitle>
        <ErrorBoundary fallback={chartsFallback}>
          {/* Where the charts stand is known once the history above has its rows: only then
              is it decided whether they are near enough to load. */}
          {shown && !history.isPending ? (
            <RouteCharts route={shown} onAccept={edit} reveal={reveal} />
          ) : (
            <ChartsFrame />
          )}
        </ErrorBoundary>
      </section>
      {route.data && openings > 0 && (
        <Suspense>
          <RouteEditModal
            key={openings}
            route={route.data}
            open={editing !== null}
            preset={editing?.preset ?? null}
            base={editing?.base ?? null}
            onClose={() => setEditing(null)}
            onSaved={() => setHistoryPage(FIRST_PAGE)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
