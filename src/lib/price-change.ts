import { formatMoney, formatPercent } from './format';

/** How a price moves: the difference in ₽, and in per cent of the old price when it had one. */
export interface PriceChange {
  difference: number;
  percent: number | null;
}

/** Null when either price is missing: there is no change to speak of. */
export function priceChange(before: number | null, after: number | null): PriceChange | null {
  if (before === null || after === null) return null;
  const difference = after - before;
  return { difference, percent: before === 0 ? null : (difference / before) * 100 };
}

const signOf = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');

/** «−87 898 ₽ (−73,4 %)», «+1 500 ₽», «0 ₽»: a change, signed, the per cent where there is one. */
export function formatPriceChange({ difference, percent }: PriceChange): string {
  const money = `${signOf(difference)}${formatMoney(Math.abs(difference))}`;
  if (percent === null || difference === 0) return money;
  return `${money} (${signOf(percent)}${formatPercent(Math.abs(percent))})`;
}
