import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import type { Choice, Route } from '../../api/schema';
import { filterChoicesQuery, useNotificationChoices } from '../../api/shared-queries';
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

interface Field {
  key: string;
  label: string;
  /** The whole row, not one of the columns. */
  wide?: boolean;
  value: (route: Route, choices: readonly Choice[] | undefined) => ReactNode;
}

const FIELDS: Field[] = [
  { key: 'path', label: 'Маршрут', wide: true, value: (route) => cityChain(route.path, ' — ') },
  { key: 'type', label: 'Тип маршрута', value: (route) => routeTypeLabel(route.route_type) },
  { key: 'category', label: 'Категория ТС', value: (route) => categoryLabel(route.category) },
  { key: 'distance', label: 'Расстояние, км', value: (route) => formatNumber(route.distance) },
  { key: 'tariff', label: 'Тариф, ₽/км', value: (route) => formatNumber(route.tariff) },
  { key: 'nmc', label: 'НМЦ', value: (route) => <strong>{formatMoney(route.nmc)}</strong> },
  {
    key: 'adjustments',
    label: 'Корректировки НМЦ',
    value: (route) => formatMoney(route.nmc_adjustments),
  },
  {
    key: 'notifications',
    label: 'Уведомления',
    wide: true,
    value: (route, choices) => {
      const notifications = notificationCodes(route.notifications);
      return notifications.length === 0
        ? 'Нет'
        : notifications.map((code) => (
            <TextTag key={code} color="orange">
              {notificationLabel(code, choices)}
            </TextTag>
          ));
    },
  },
  { key: 'comment', label: 'Комментарий', wide: true, value: (route) => route.comment || '—' },
  {
    key: 'updated',
    label: 'Изменён',
    wide: true,
    value: (route) => formatDateTime(route.updated_at),
  },
];

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 3 };

/**
 * The route's figures as a definition list. Not the bordered kind: its labels would be table
 * headers named like the history's columns («НМЦ», «Комментарий»). Until the route is there, the
 * labels alone: the card has its size before the figures arrive.
 */
export function RouteSummary({ route }: { route: Route | undefined }) {
  return (
    <PanelBoundary name="Маршрут" queryKeys={[filterChoicesQuery().queryKey]}>
      <SummaryCard route={route} />
    </PanelBoundary>
  );
}

function SummaryCard({ route }: { route: Route | undefined }) {
  const choices = useNotificationChoices();
  const items: DescriptionsProps['items'] = FIELDS.map(({ key, label, wide, value }) => ({
    key,
    label,
    ...(wide ? { span: 'filled' } : {}),
    children: route ? value(route, choices) : null,
  }));
  return (
    <Card>
      <Descriptions column={COLUMNS} items={items} />
    </Card>
  );
}
