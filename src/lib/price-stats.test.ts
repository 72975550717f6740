import { describe, expect, it } from 'vitest';
import {
  bySource,
  daysSince,
  sampleOf,
  summarize,
  verdictOf,
  type Observation,
} from './price-stats';

const at = (date: string, price: number, source = 'market'): Observation => ({
  date,
  price,
  source,
});

describe('summarize', () => {
  it('gives mean, extremes, the sample σ (n − 1) and V of a known sample', () => {
    // Mean 110; deviations −10, 0, 10: σ = √(200 / 2) = 10; V = 10 / 110 = 9,09 %.
    const summary = summarize([100, 110, 120]);
    expect(summary).toMatchObject({ n: 3, mean: 110, min: 100, max: 120, sd: 10 });
    expect(summary?.cv).toBeCloseTo(9.0909, 4);
  });

  it('matches a textbook sample: 2, 4, 4, 4, 5, 5, 7, 9', () => {
    // Mean 5; squared deviations add up to 32: σ = √(32 / 7) = 2,138; V = 42,76 %.
    const summary = summarize([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(summary?.mean).toBe(5);
    expect(summary?.sd).toBeCloseTo(2.13809, 5);
    expect(summary?.cv).toBeCloseTo(42.7618, 4);
  });

  it('has no σ and no V for one price, and nothing for none', () => {
    expect(summarize([64200])).toMatchObject({ n: 1, mean: 64200, sd: null, cv: null });
    expect(summarize([])).toBeNull();
  });
});

describe('verdict', () => {
  it('is homogeneous up to V = 33 % and heterogeneous above', () => {
    expect(verdictOf(summarize([100, 110, 120]), 2)).toBe('homogeneous');
    // Mean 100, σ = 50: V = 50 %.
    expect(verdictOf(summarize([50, 100, 150]), 2)).toBe('heterogeneous');
  });

  it('needs three prices and two sources', () => {
    expect(verdictOf(summarize([100, 110]), 2)).toBe('insufficient');
    expect(verdictOf(summarize([100, 110, 120]), 1)).toBe('insufficient');
    expect(verdictOf(null, 0)).toBe('insufficient');
  });
});

describe('sample', () => {
  const data = [
    at('2026-01-10', 60000),
    at('2026-03-01', 62000, 'tenders'),
    at('2026-05-01', 64000),
    at('2026-06-24', 66000, 'tenders'),
  ];

  it('is the 90 days up to the newest price when no period is chosen', () => {
    const sample = sampleOf({ observations: data, dateGte: null, dateLte: null, sources: [] });
    expect(sample.period).toEqual({ from: '2026-03-27', to: '2026-06-24' });
    expect(sample.observations.map((item) => item.price)).toEqual([64000, 66000]);
  });

  it('is the chosen period, either end open, and the chosen sources only', () => {
    const chosen = sampleOf({
      observations: data,
      dateGte: '2026-02-01',
      dateLte: null,
      sources: ['tenders'],
    });
    expect(chosen.period).toEqual({ from: '2026-02-01', to: '2026-06-24' });
    expect(chosen.observations.map((item) => item.price)).toEqual([62000, 66000]);
  });

  it('leaves out nulls, zeros, negative prices and unreadable dates', () => {
    const dirty: Observation[] = [
      at('2026-06-01', 0),
      at('2026-06-02', -5),
      at('2026-06-03', Number.NaN),
      at('not a date', 64000),
      at('2026-06-04', 65000),
    ];
    const sample = sampleOf({ observations: dirty, dateGte: null, dateLte: null, sources: [] });
    expect(sample.observations).toEqual([at('2026-06-04', 65000)]);
  });

  it('is empty, without a period, when there is no price', () => {
    expect(sampleOf({ observations: [], dateGte: null, dateLte: null, sources: [] })).toEqual({
      observations: [],
      period: null,
    });
  });
});

describe('per source', () => {
  it('counts, averages and finds the newest price of each source', () => {
    const result = bySource([
      at('2026-01-10', 60000, 'market'),
      at('2026-01-10', 50000, 'tenders'),
      at('2026-02-10', 62000, 'market'),
    ]);
    expect(result).toEqual([
      { source: 'market', n: 2, mean: 61000, latest: at('2026-02-10', 62000, 'market') },
      { source: 'tenders', n: 1, mean: 50000, latest: at('2026-01-10', 50000, 'tenders') },
    ]);
  });
});

it('counts whole days since a date', () => {
  expect(daysSince('2026-06-24', '2026-11-24')).toBe(153);
  expect(daysSince('2026-11-24', '2026-11-24')).toBe(0);
});
