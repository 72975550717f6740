import { formatMoney } from '../../lib/format';
import { formatPriceChange, priceChange } from '../../lib/price-change';

/**
 * What confirming does to a saved route's НМЦ, in the words of the manual calculation and of each
 * imported row: «НМЦ в реестре: 69 900 ₽, станет 78 300 ₽: +8 400 ₽ (+12,0 %)».
 */
export function registryChangeText(saved: number | null, next: number | null): string {
  const change = priceChange(saved, next);
  const registry = `НМЦ в реестре: ${formatMoney(saved)}`;
  return change
    ? `${registry}, станет ${formatMoney(next)}: ${formatPriceChange(change)}`
    : registry;
}
