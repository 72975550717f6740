import { Card, Descriptions, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { AcceptedPrice } from '../../../components/nmc-justification/justification-panel';
import { justifiedRoute } from '../../../components/nmc-justification/justification';
import { PageSpinner } from '../../../components/page-spinner';
import type { TemporaryRoute } from '../../../api/schema';
import { formatMoney, formatWithUnit } from '../../../lib/format';
import { categoryLabel, cityChain } from '../../../api/labels';
import { useTemporaryRouteForm } from '../use-temporary-route-form';
import { ExistingRouteWarning } from './existing-route-warning';
import { TemporaryRouteEditor } from './temporary-route-editor';
import { LEVEL_4_LOOK } from '../../../components/heading-look';

// Chart code loads only when a calculation matches an existing route.
const ExistingRouteChart = lazy(async () => ({
  default: (await import('./existing-route-chart')).ExistingRouteChart,
}));

interface CardProps {
  route: TemporaryRoute;
  confirming: boolean;
  onConfirm: () => void;
}

/** The calculated route: its figures, НМЦ and comment to adjust, and «Подтвердить». */
export function TemporaryRouteCard({ route, confirming, onConfirm }: CardProps) {
  const [preset, setPreset] = useState<AcceptedPrice | null>(null);
  const form = useTemporaryRouteForm(route, 'card', preset);
  const justified = useMemo(() => justifiedRoute(route), [route]);
  return (
    // Inside the page's region «Результат расчёта» (calculator-page.tsx), apart from the session
    // list, where the same route has its second editor.
    <Card title="Результат расчёта" size="small">
      <Typography.Title level={2} style={{ marginTop: 0, ...LEVEL_4_LOOK }}>
        {cityChain(route.path, ' → ')}
      </Typography.Title>
      <Descriptions
        size="small"
        // From 992 px the card shares the page with the form: two figures a line, so none breaks.
        column={{ xs: 1, sm: 2, md: 4, lg: 2, xl: 4 }}
        items={[
          { key: 'category', label: 'Категория ТС', children: categoryLabel(route.category) },
          { key: 'distance', label: 'Расстояние', children: formatWithUnit(route.distance, 'км') },
          { key: 'tariff', label: 'Тариф', children: formatWithUnit(route.tariff, '₽/км') },
          { key: 'nmc', label: 'НМЦ', children: formatMoney(route.nmc) },
        ]}
      />
      {route.existing_route_id !== null && (
        <>
          <ExistingRouteWarning
            routeId={route.existing_route_id}
            // What confirming would write: the НМЦ as the form shows it, typed or saved.
            nmc={form.values.nmc}
          />
          <div style={{ marginBottom: 16 }}>
            <Suspense fallback={<PageSpinner label="Загрузка графика" />}>
              <ExistingRouteChart
                routeId={route.existing_route_id}
                route={justified}
                onAccept={setPreset}
              />
            </Suspense>
          </div>
        </>
      )}
      <TemporaryRouteEditor form={form} confirm={{ loading: confirming, onConfirm }} />
    </Card>
  );
}
