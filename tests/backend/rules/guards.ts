// Type guards for request bodies: the backend trusts nothing it is sent.
import { isCategory } from '../../../src/api/labels';
import type { RouteExportFilters, Segment } from '../../../src/api/schema';
import { isRecord } from '../http';

const isWaypoint = (value: unknown) => isRecord(value) && typeof value.city === 'string';

export const isSegmentList = (value: unknown): value is Segment[] =>
  Array.isArray(value) &&
  value.every(
    (segment) =>
      isRecord(segment) && isWaypoint(segment.from_waypoint) && isWaypoint(segment.to_waypoint),
  );

const LIST_FIELDS = ['notifications', 'first_waypoint', 'last_waypoint', 'route_passes_through'];
const NUMBER_FIELDS = ['distance', 'nmc', 'nmc_adjustments', 'tariff', 'market_deviation'].flatMap(
  (name) => [`${name}_min`, `${name}_max`],
);

export function isExportFilters(value: unknown): value is RouteExportFilters {
  if (!isRecord(value)) return false;
  return Object.entries(value).every(([key, field]) => {
    if (LIST_FIELDS.includes(key))
      return Array.isArray(field) && field.every((item) => typeof item === 'string');
    if (key === 'category') return Array.isArray(field) && field.every(isCategory);
    if (key === 'ids') return Array.isArray(field) && field.every(Number.isInteger);
    if (key === 'route_type') return field === 'simple' || field === 'complex';
    if (NUMBER_FIELDS.includes(key)) return typeof field === 'number' && Number.isFinite(field);
    return false;
  });
}
