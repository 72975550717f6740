import { ROUTE_COMMENT_MAX_LENGTH } from '../../../api/limits';
import { formatNumber } from '../../../lib/format';
import type { Change, Way } from './plan';

/** What the form «Изменение НМЦ» holds. */
export interface ChangeValues {
  way: Way;
  /** As typed: «7», «−1,5», «1 500». */
  amount?: string;
  step: Change['step'];
  comment?: string;
}

export const INITIAL_VALUES: ChangeValues = { way: 'percent', step: 1 };

const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A typed amount as a number: a comma or a point for the decimals, spaces between the groups, a
 * minus typed as «-» or «−»; null for anything else.
 */
export function parseAmount(text: string | undefined): number | null {
  const plain = (text ?? '').replace(/\s/g, '').replace(',', '.').replace('−', '-');
  return NUMBER.test(plain) ? Number(plain) : null;
}

/** «Способ»: in the form and in the run's report. */
export const WAY_LABEL: Record<Way, string> = {
  percent: 'На процент',
  amount: 'На сумму',
  market: 'По рынку',
};

export const AMOUNT_LABEL: Record<Exclude<Way, 'market'>, string> = {
  percent: 'Изменение, %',
  amount: 'Изменение, ₽',
};

/** Why the typed amount cannot be used, or null. */
export function amountError(text: string | undefined): string | null {
  if (!text?.trim()) return 'Введите изменение';
  if (parseAmount(text) === null) return 'Введите число, например 7 или −1,5';
  return null;
}

/** Why the comment cannot be sent, or null. */
export function commentError(text: string | undefined): string | null {
  if (!text?.trim()) return 'Введите комментарий: он попадёт в историю каждого маршрута';
  if (text.length > ROUTE_COMMENT_MAX_LENGTH)
    return `Не больше ${ROUTE_COMMENT_MAX_LENGTH} символов: сейчас ${text.length}`;
  return null;
}

/** The change the form describes, or null while its amount is not a number. */
export function changeOf(values: Partial<ChangeValues>): Change | null {
  const way = values.way ?? INITIAL_VALUES.way;
  const step = values.step ?? INITIAL_VALUES.step;
  if (way === 'market') return { way, amount: 0, step };
  const amount = parseAmount(values.amount);
  return amount === null ? null : { way, amount, step };
}

const signed = (value: number) => (value > 0 ? `+${formatNumber(value)}` : formatNumber(value));

/** «+10 %», «−1 500 ₽», «По рынку»: how the run names itself. */
export function changeTitle(change: Change): string {
  if (change.way === 'market') return 'По рынку';
  return `${signed(change.amount)} ${change.way === 'percent' ? '%' : '₽'}`;
}
