import { describe, expect, it } from 'vitest';
import type { LineConfig } from '@ant-design/charts';
import type { ChartPoint } from '../../api/schema';
import { isRecord } from '../../lib/is-record';
import { lineConfig } from './chart-config';
import { formatAxisMoney, referenceLine, toChartRows, type ChartRow } from './chart-data';

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

describe('the colours of the data sources', () => {
  const ORDER = ['Тендеры', 'Рынок', 'Биржа грузоперевозок'];
  const row = (source: string): ChartRow => ({
    date: new Date(2026, 0, 10),
    dateLabel: '10 января 2026',
    nmc: 1,
    source,
  });
  /** The hue of a `#rrggbb` colour, in degrees. */
  const hueOf = (colour: unknown) => {
    if (typeof colour !== 'string' || !/^#[\da-f]{6}$/i.test(colour)) return null;
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
    const hue = (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI;
    return (hue + 360) % 360;
  };
  /** The colour the chart draws `source` in, by its colour scale. */
  const colourOf = (config: LineConfig, source: string): unknown => {
    const scales: unknown = config.scale;
    const color = isRecord(scales) ? scales.color : undefined;
    if (!isRecord(color) || !Array.isArray(color.domain) || !Array.isArray(color.range))
      return undefined;
    const range: unknown[] = color.range;
    const at = color.domain.indexOf(source);
    return at === -1 ? undefined : range[at];
  };

  it('give a source the same colour in each chart, whichever sources a chart has', () => {
    const city = lineConfig([row('Биржа грузоперевозок'), row('Рынок')], null, ORDER);
    const region = lineConfig(ORDER.map(row), null, ORDER);
    const colours = ORDER.map((source) => colourOf(region, source));
    expect(new Set(colours).size).toBe(3);
    for (const source of ['Рынок', 'Биржа грузоперевозок'])
      expect(colourOf(city, source)).toBe(colourOf(region, source));
  });

  it('keep the route’s own dashed line in a hue far from every source’s', () => {
    const sources = [...ORDER, 'a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const config = lineConfig(sources.map(row), referenceLine(69700), ORDER);
    const [annotation] = config.annotations ?? [];
    const line: unknown = isRecord(annotation) && annotation.style;
    const reference = hueOf(isRecord(line) ? line.stroke : undefined);
    const hues = sources.map((source) => hueOf(colourOf(config, source)));
    expect(hues.every((hue) => hue !== null && reference !== null)).toBe(true);
    for (const hue of hues) {
      const apart = Math.abs((hue ?? 0) - (reference ?? 0)) % 360;
      // Orange, pink and red read as the route's line beside it.
      expect(Math.min(apart, 360 - apart)).toBeGreaterThan(40);
    }
  });
});
