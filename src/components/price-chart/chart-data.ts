import dayjs from 'dayjs';
import type { ChartPoint, DataSource } from '../../api/schema';
import { formatLongDay, formatMoney } from '../../lib/format';
import { compareNames } from '../../lib/compare-text';

/** One point of a line: a date, a price and the data source it came from. */
export interface ChartRow {
  date: Date;
  /** «10 января 2026», for the tooltip. */
  dateLabel: string;
  nmc: number;
  /** Russian name of the data source: one line (and legend entry) per source. */
  source: string;
}

/** Axis tick of a price: «65 000 ₽»; the chart may hand it a string, and nothing is not «—». */
export const formatAxisMoney = (value: number | string): string => {
  const number = typeof value === 'number' ? value : value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? formatMoney(number) : '';
};

/**
 * Points as rows of a line chart, oldest first, one series per data source. `selected` keeps only
 * those sources (empty keeps all); a source missing from the list is shown by its code.
 */
export function toChartRows(
  points: readonly ChartPoint[],
  sources: readonly DataSource[],
  selected: readonly string[] = [],
): ChartRow[] {
  const labels = new Map(sources.map((source) => [source.value, source.label]));
  const keep = new Set(selected);
  return points
    .filter((point) => keep.size === 0 || keep.has(point.data_source))
    .filter((point) => Number.isFinite(point.nmc) && dayjs(point.date).isValid())
    .map((point) => ({
      date: dayjs(point.date).toDate(),
      dateLabel: formatLongDay(point.date),
      nmc: point.nmc,
      source: labels.get(point.data_source) ?? point.data_source,
    }))
    .sort((a, b) => a.date.getTime() - b.date.getTime() || compareNames(a.source, b.source));
}

export interface ReferenceLine {
  value: number;
  label: string;
}

/** The route's current НМЦ drawn across the chart; none when the route has no price. */
export function referenceLine(nmc: number | null | undefined): ReferenceLine | null {
  if (!nmc || !Number.isFinite(nmc)) return null;
  return { value: nmc, label: `НМЦ маршрута: ${formatMoney(nmc)}` };
}
