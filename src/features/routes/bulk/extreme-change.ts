import { formatMoney, formatNumber } from '../../../lib/format';

/**
 * The guard on extreme changes of a bulk change (PRODUCT §4): a new НМЦ this far from the old
 * one, either way, or below this floor is marked in the preview, and «Применить» asks first.
 * A slip of the form (+1000 % for +10 %, −30 000 ₽ for −3 000 ₽) shows here before it is written.
 */
export const EXTREME_CHANGE_PERCENT = 30;
export const LOW_NMC = 1_000;

/**
 * «+1 000 %», «−94 %»: whole per cent, but never rounded onto the line it has crossed: «+30,4 %»
 * rather than «+30 %».
 */
function percentText(share: number): string {
  const size = Math.abs(share);
  const whole = Math.round(size);
  return `${share > 0 ? '+' : '−'}${formatNumber(whole > EXTREME_CHANGE_PERCENT ? whole : size)}\u00a0%`;
}

/**
 * The preview's word on a route whose НМЦ goes from `before` to `after` (a price above 0), or
 * null for an ordinary change: «Проверьте: +1 000 %», «Проверьте: меньше 1 000 ₽», or both. A
 * route without НМЦ has no per cent to speak of: only the floor applies. From 0 ₽ any price is
 * an extreme change.
 */
export function extremeMark(before: number | null, after: number): string | null {
  const parts: string[] = [];
  if (before === 0) parts.push(`с ${formatMoney(0)}`);
  else if (before !== null) {
    // Compared without a division: 10 000 → 7 000 ₽ is −30 % exactly, not −30,000000000000004 %.
    if (Math.abs(after - before) * 100 > EXTREME_CHANGE_PERCENT * Math.abs(before))
      parts.push(percentText(((after - before) / before) * 100));
  }
  if (after < LOW_NMC) parts.push(`меньше ${formatMoney(LOW_NMC)}`);
  return parts.length === 0 ? null : `Проверьте: ${parts.join(', ')}`;
}

/** «у 1 маршрута», «у 21 маршрута», «у 5 маршрутов», «у 11 маршрутов». */
const routesOf = (count: number) =>
  `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'маршрута' : 'маршрутов'}`;

/** The question «Применить» asks when the preview marks `count` routes. */
export const extremeQuestion = (count: number): string =>
  `Изменение больше ${EXTREME_CHANGE_PERCENT}\u00a0% или НМЦ ниже ${formatMoney(LOW_NMC)} у ${routesOf(count)}. Применить?`;
