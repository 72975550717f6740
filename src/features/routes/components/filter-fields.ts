import type { RangeKey, WaypointKey } from '../filter-state';
import styles from './route-filters.module.css';

/** The filters of the route list under their visible names, in the panel's order. */
export const WAYPOINT_FIELDS: readonly { key: WaypointKey; label: string }[] = [
  { key: 'firstWaypoint', label: 'Первая точка' },
  { key: 'routePassesThrough', label: 'Проходит через' },
  { key: 'lastWaypoint', label: 'Последняя точка' },
];

export const CHOICE_LABELS = {
  messages: 'Уведомления',
  routeType: 'Тип маршрута',
  category: 'Категория ТС',
} as const;

const RANGE_FIELDS: readonly { key: RangeKey; label: string; min?: number }[] = [
  { key: 'distance', label: 'Расстояние, км', min: 0 },
  { key: 'nmc', label: 'НМЦ, ₽', min: 0 },
  { key: 'nmcAdjustments', label: 'Корректировки НМЦ, ₽' },
  { key: 'tariff', label: 'Тариф, ₽/км', min: 0 },
  // Offered only where the backend sends the market (PRODUCT §8).
  { key: 'marketDeviation', label: 'Отклонение от рынка, %' },
];

/**
 * The range filters the panel offers and the row they fill, for the panel and for its frame
 * alike: «Отклонение от рынка, %» only with the market of routes, and then five a row.
 */
export const rangeRow = (market: boolean) =>
  market
    ? { fields: RANGE_FIELDS, className: styles.row5 }
    : {
        fields: RANGE_FIELDS.filter(({ key }) => key !== 'marketDeviation'),
        className: styles.row4,
      };
