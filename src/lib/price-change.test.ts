import { describe, expect, it } from 'vitest';
import { formatPriceChange, priceChange } from './price-change';

describe('price change', () => {
  it('is the difference and its share of the old price', () => {
    const change = priceChange(119_800, 31_902);
    expect(change?.difference).toBe(-87_898);
    expect(change?.percent).toBeCloseTo(-73.37, 2);
    expect(priceChange(0, 500)).toEqual({ difference: 500, percent: null });
  });

  it('is none without both prices', () => {
    expect(priceChange(null, 500)).toBeNull();
    expect(priceChange(500, null)).toBeNull();
  });

  it('is written signed, with the per cent', () => {
    const nbsp = '\u00a0';
    expect(formatPriceChange({ difference: -87_898, percent: -73.37 })).toBe(
      `−87${nbsp}898${nbsp}₽ (−73,4${nbsp}%)`,
    );
    expect(formatPriceChange({ difference: 1_500, percent: 5 })).toBe(
      `+1${nbsp}500${nbsp}₽ (+5,0${nbsp}%)`,
    );
    expect(formatPriceChange({ difference: 500, percent: null })).toBe(`+500${nbsp}₽`);
    expect(formatPriceChange({ difference: 0, percent: 0 })).toBe(`0${nbsp}₽`);
  });
});
