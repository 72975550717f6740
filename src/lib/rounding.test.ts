import { describe, expect, it } from 'vitest';
import { roundTo, sameAmount } from './rounding';

describe('roundTo', () => {
  it('rounds to 1, 100 and 1 000 ₽, a half away from zero', () => {
    expect(roundTo(76_669.5, 1)).toBe(76_670);
    expect(roundTo(76_669.49, 1)).toBe(76_669);
    expect(roundTo(1_250, 100)).toBe(1_300);
    expect(roundTo(1_249.99, 100)).toBe(1_200);
    expect(roundTo(76_500, 1_000)).toBe(77_000);
    expect(roundTo(76_499, 1_000)).toBe(76_000);
  });

  it('rounds a negative half away from zero too, and never gives −0', () => {
    expect(roundTo(-1_250, 100)).toBe(-1_300);
    expect(roundTo(-0.5, 1)).toBe(-1);
    expect(Object.is(roundTo(-0.4, 1), 0)).toBe(true);
  });

  it('takes a half that floating point only nearly reached as a half', () => {
    // 1 500 ₽ + 3,5 % is 1552,4999999999998 and 90 ₽ + 15 % is 103,49999999999999.
    expect(roundTo(1_500 * (1 + 3.5 / 100), 1)).toBe(1_553);
    expect(roundTo(90 * (1 + 15 / 100), 1)).toBe(104);
    expect(roundTo(-90 * (1 + 15 / 100), 1)).toBe(-104);
    expect(roundTo(69_700 * 1.1, 1)).toBe(76_670);
  });
});

describe('sameAmount', () => {
  it('compares to the kopeck and tells no amount from zero', () => {
    expect(sameAmount(69_700, 69_700.001)).toBe(true);
    expect(sameAmount(69_700, 69_700.01)).toBe(false);
    expect(sameAmount(null, null)).toBe(true);
    expect(sameAmount(null, 0)).toBe(false);
  });
});
