import type { ROUNDING_STEPS } from './constants';

export type RoundingStep = (typeof ROUNDING_STEPS)[number];

/**
 * `value` to the nearest multiple of `step`, a half away from zero: 1 250 → 1 300 and
 * −1 250 → −1 300 to 100 ₽. The noise of the arithmetic before it (103,49999999999999 for
 * 90 × 1,15) is dropped first, so an exact half rounds as a half.
 */
export function roundTo(value: number, step: number): number {
  const multiples = Math.round((Math.abs(value) / step) * 1e6) / 1e6;
  const rounded = Math.floor(multiples + 0.5) * step;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Two amounts of money are the same to the kopeck. */
export const sameAmount = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.005;
