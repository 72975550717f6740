import { Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { Choice, Route } from '../../api/schema';
import { filterChoicesQuery, useFilterChoices } from '../../api/shared-queries';
import { PanelBoundary } from '../../components/panel-boundary';
import { TextTag } from '../../components/text-tag';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import {
  categoryLabel,
  cityChain,
  notificationCodes,
  notificationLabel,
  routeTypeLabel,
} from '../../api/labels';

function items(route: Route, choices: readonly Choice[]): DescriptionsProps['items'] {
  const notifications = notificationCodes(route.notifications);
  return [
    { key: 'path', label: 'Маршрут', span: 'filled', children: cityChain(route.path, ' — ') },
    { key: 'type', label: 'Тип маршрута', children: routeTypeLabel(route.route_type) },
    { key: 'category', label: 'Категория ТС', children: categoryLabel(route.category) },
    { key: 'distance', label: 'Расстояние, км', children: formatNumber(route.distance) },
    { key: 'tariff', label: 'Тариф, ₽/км', children: formatNumber(route.tariff) },
    {
      key: 'nmc',
      label: 'НМЦ',
      children: <Typography.Text strong>{formatMoney(route.nmc)}</Typography.Text>,
    },
    {
      key: 'adjustments',
      label: 'Корректировки НМЦ',
      children: formatMoney(route.nmc_adjustments),
    },
    {
      key: 'notifications',
      label: 'Уведомления',
      span: 'filled',
      children:
        notifications.length === 0
          ? 'Нет'
          : notifications.map((code) => (
              <TextTag key={code} color="orange">
                {notificationLabel(code, choices)}
              </TextTag>
            )),
    },
    { key: 'comment', label: 'Комментарий', span: 'filled', children: route.comment || '—' },
    {
      key: 'updated',
      label: 'Изменён',
      span: 'filled',
      children: formatDateTime(route.updated_at),
    },
  ];
}

/**
 * The route's figures as a definition list. Not the bordered kind: its labels would be table
 * headers named like the history's columns («НМЦ», «Комментарий»).
 */
export function RouteSummary({ route }: { route: Route }) {
  return (
    <PanelBoundary name="Маршрут" queryKeys={[filterChoicesQuery().queryKey]}>
      <SummaryCard route={route} />
    </PanelBoundary>
  );
}

function SummaryCard({ route }: { route: Route }) {
  const choices = useFilterChoices().data?.notification_choices ?? [];
  return (
    <Card>
      <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 3 }} items={items(route, choices)} />
    </Card>
  );
}
