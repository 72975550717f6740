import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '../../api/schema';
import { lineConfig } from './chart-config';
import { formatAxisMoney, referenceLine, toChartRows } from './chart-data';

const SOURCES = [
  { value: 'tenders', label: 'Тендеры' },
  { value: 'market', label: 'Рынок' },
];

const point = (date: string, nmc: number, data_source: string): ChartPoint => ({
  date,
  nmc,
  category: 'lte20',
  data_source,
});

describe('toChartRows', () => {
  const points = [
    point('2026-02-10', 67400, 'market'),
    point('2026-01-10', 64200, 'tenders'),
    point('2026-01-10', 66400, 'market'),
    point('2026-02-10', 64700, 'unknown_source'),
  ];

  it('orders points by date and names each series by its Russian data-source label', () => {
    const rows = toChartRows(points, SOURCES);
    expect(rows.map((row) => [row.dateLabel, row.source, row.nmc])).toEqual([
      ['10 января 2026', 'Рынок', 66400],
      ['10 января 2026', 'Тендеры', 64200],
      ['10 февраля 2026', 'Рынок', 67400],
      ['10 февраля 2026', 'unknown_source', 64700],
    ]);
    expect(rows[0]!.date).toBeInstanceOf(Date);
    expect(new Set(rows.map((row) => row.source)).size).toBe(3);
  });

  it('keeps only the chosen data sources; none chosen keeps all', () => {
    expect(toChartRows(points, SOURCES, ['tenders']).map((row) => row.nmc)).toEqual([64200]);
    expect(toChartRows(points, SOURCES, [])).toHaveLength(4);
  });

  it('drops points it cannot place', () => {
    expect(toChartRows([point('not a date', 1, 'market')], SOURCES)).toEqual([]);
  });
});

describe('chart formats', () => {
  it('₽ on the price axis', () => {
    expect(formatAxisMoney(65000)).toBe('65\u00a0000\u00a0₽');
    expect(formatAxisMoney('70000')).toBe('70\u00a0000\u00a0₽');
    expect(formatAxisMoney(0)).toBe('0\u00a0₽');
    expect(formatAxisMoney('')).toBe('');
    expect(formatAxisMoney('abc')).toBe('');
  });
});

describe('the route НМЦ reference line', () => {
  it('is labelled with the price, and absent without one', () => {
    expect(referenceLine(69700)).toEqual({
      value: 69700,
      label: 'НМЦ маршрута: 69\u00a0700\u00a0₽',
    });
    expect(referenceLine(null)).toBeNull();
    expect(referenceLine(0)).toBeNull();
  });

  it('is drawn across the chart as a dashed lineY at the route price', () => {
    const [annotation, ...others] = lineConfig([], referenceLine(69700)).annotations ?? [];
    expect(others).toEqual([]);
    expect(annotation).toMatchObject({
      type: 'lineY',
      data: [{ nmc: 69700 }],
      yField: 'nmc',
      style: { lineDash: [6, 4] },
      label: { text: 'НМЦ маршрута: 69\u00a0700\u00a0₽' },
    });
    expect(lineConfig([], null).annotations).toEqual([]);
  });

  it('plots dates against prices, one colour per data source', () => {
    expect(lineConfig([], null)).toMatchObject({
      xField: 'date',
      yField: 'nmc',
      colorField: 'source',
    });
  });
});
