import { Alert, Card, Descriptions, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { AcceptedPrice } from '../../../components/nmc-justification/justification-panel';
import { justifiedRoute } from '../../../components/nmc-justification/justification';
import { PageSpinner } from '../../../components/page-spinner';
import { Link } from 'react-router-dom';
import type { TemporaryRoute } from '../../../api/schema';
import { formatMoney, formatWithUnit } from '../../../lib/format';
import { categoryLabel, cityChain } from '../../../api/labels';
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
  const justified = useMemo(() => justifiedRoute(route), [route]);
  return (
    <Card title="Результат расчёта" size="small">
      <Typography.Title level={2} style={{ marginTop: 0, ...LEVEL_4_LOOK }}>
        {cityChain(route.path, ' → ')}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'category', label: 'Категория ТС', children: categoryLabel(route.category) },
          { key: 'distance', label: 'Расстояние', children: formatWithUnit(route.distance, 'км') },
          { key: 'tariff', label: 'Тариф', children: formatWithUnit(route.tariff, '₽/км') },
          { key: 'nmc', label: 'НМЦ', children: formatMoney(route.nmc) },
        ]}
      />
      {route.existing_route_id !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '12px 0' }}
          title="Такой маршрут уже есть"
          description={
            <>
              Подтверждение обновит существующий маршрут{' '}
              <Link to={`/routes/${route.existing_route_id}`}>№ {route.existing_route_id}</Link>.
            </>
          }
        />
      )}
      {route.existing_route_id !== null && (
        <div style={{ marginBottom: 16 }}>
          <Suspense fallback={<PageSpinner label="Загрузка графика" />}>
            <ExistingRouteChart
              routeId={route.existing_route_id}
              route={justified}
              onAccept={setPreset}
            />
          </Suspense>
        </div>
      )}
      <TemporaryRouteEditor
        key={route.id}
        route={route}
        preset={preset}
        confirm={{ loading: confirming, onConfirm }}
      />
    </Card>
  );
}
