import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '../../api/schema';
import { justify } from './justification';
import { statisticsColumns } from './justification-tables';
import { differenceText } from './justified-price';

const point = (date: string, nmc: number, data_source: string): ChartPoint => ({
  date,
  nmc,
  category: 'lte20',
  data_source,
});

const POINTS = [
  point('2026-06-01', 100, 'market'),
  point('2026-06-10', 110, 'tenders'),
  point('2026-06-20', 120, 'market'),
];
const SOURCES = [
  { value: 'market', label: 'Рынок' },
  { value: 'tenders', label: 'Тендеры' },
];
const ROUTE = { chain: 'Москва — Казань', category: 'до 20 т', distance: 820, nmc: 100 };
const ALL = { dateGte: null, dateLte: null, dataSources: [] };

describe('justification', () => {
  it('labels the sources, rounds the mean and compares it with the current НМЦ', () => {
    const result = justify(POINTS, SOURCES, ALL, ROUTE, '2026-06-25');
    expect(result.perSource.map((source) => [source.label, source.n])).toEqual([
      ['Рынок', 2],
      ['Тендеры', 1],
    ]);
    expect(result.verdict).toBe('homogeneous');
    expect(result.justified).toBe(110);
    expect(result.difference).toEqual({ rub: 10, percent: 10 });
    expect(differenceText(result)).toBe('выше текущей на 10\u00a0₽ (10,0\u00a0%)');
    expect(result.comment).toBe(
      'Обоснование: среднее 3 цен из 2 источников за 23.03.2026–20.06.2026, V = 9,1 %',
    );
    expect(result.staleDays).toBeNull();
  });

  it('warns of an old newest price only when no period was chosen', () => {
    expect(justify(POINTS, SOURCES, ALL, ROUTE, '2026-11-24').staleDays).toBe(157);
    const chosen = { ...ALL, dateGte: '2026-01-01' };
    expect(justify(POINTS, SOURCES, chosen, ROUTE, '2026-11-24').staleDays).toBeNull();
  });

  it('has no difference without a current НМЦ and shows a source it does not know by its code', () => {
    const result = justify(POINTS, [], ALL, { ...ROUTE, nmc: null }, '2026-06-25');
    expect(result.difference).toBeNull();
    expect(differenceText(result)).toBe('текущей НМЦ у маршрута нет');
    expect(result.perSource[0]?.label).toBe('market');
  });
});

describe('statisticsColumns', () => {
  it('puts as many label and value pairs in a row as the panel has room for', () => {
    expect(statisticsColumns(0)).toBe(1);
    expect(statisticsColumns(340)).toBe(1);
    // The calculator's result column on a wide screen: two, not three squeezed pairs.
    expect(statisticsColumns(690)).toBe(2);
    expect(statisticsColumns(1300)).toBe(3);
  });
});
