/**
 * Every number, amount and date the screens show is written here, so one value reads the same
 * on every screen. The rule for money (docs/decisions.md, «Деньги и числа»): zero is an amount,
 * «0 ₽»; no amount (null, undefined, not a finite number) is «—». The one exception is the НМЦ
 * history table, whose cell stays empty for a falsy НМЦ: `formatHistoryMoney`.
 *
 * A number is never broken across lines: digits are grouped with non-breaking spaces, and the
 * space before a unit («₽», «км», «%») is a non-breaking one too. A negative number has the one
 * minus sign «−» (U+2212) on every screen and in every file, never Intl's hyphen «-».
 */
import dayjs, { type Dayjs } from 'dayjs';
import { formatDecimal } from './decimal-format';
// Russian month names wherever a date is written.
import './dayjs';

/** The space between a number and its unit, which never breaks the line. */
const UNIT_SPACE = '\u00a0';

/** Intl's notation has a hyphen-minus before a negative number; the app writes «−». */
const MINUS = '\u2212';
const withMinus = (text: string): string => text.replace('-', MINUS);

const isNumber = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** Russian-locale number; «—» when there is none. Zero is a value. */
export function formatNumber(value: number | null | undefined): string {
  return isNumber(value) ? withMinus(formatDecimal(value, 0, 2)) : '—';
}

/** «123 456,50 ₽», «0 ₽»; «—» when there is no amount. */
export function formatMoney(value: number | null | undefined): string {
  // Kopecks are written as two digits or not at all: «151 300,50», «125 000».
  return isNumber(value) ? `${withMinus(formatDecimal(value, 2, 2, true))}${UNIT_SPACE}₽` : '—';
}

/** A change of an amount: «+6 970 ₽», «−1 500 ₽», «0 ₽»; «—» when there is none. */
export const formatMoneyChange = (value: number | null | undefined): string =>
  isNumber(value) && value > 0 ? `+${formatMoney(value)}` : formatMoney(value);

/** The НМЦ history's cell: «72 000 ₽», and empty for 0 or no amount. */
export const formatHistoryMoney = (value: number | null | undefined): string =>
  value ? formatMoney(value) : '';

/** «21 ноября 2026, 14:30»; «—» for a missing or unreadable date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMMM YYYY, HH:mm') : '—';
}

/** «1 520,5 км»; «—» when there is no value. */
export function formatWithUnit(value: number | null | undefined, unit: string): string {
  const number = formatNumber(value);
  return number === '—' ? number : `${number}${UNIT_SPACE}${unit}`;
}

/** «12,3 %», always one decimal; «—» when there is no value. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${withMinus(formatDecimal(value, 1, 1))}${UNIT_SPACE}%`;
}

/** «10 января 2026»: a chart point's day. */
export const formatLongDay = (value: string | Date): string => dayjs(value).format('D MMMM YYYY');

/** «1 февр. 2026»: a tick of a chart's date axis. */
export const formatShortDay = (value: string | number | Date): string =>
  dayjs(value).format('D MMM YYYY');

/** The `YYYY-MM-DD` day the API takes and sends. */
export const isoDay = (value: Dayjs | string): string => dayjs(value).format('YYYY-MM-DD');

/** How a day is written and typed: «24.06.2026» (the date pickers show and parse it too). */
export const DAY_FORMAT = 'DD.MM.YYYY';

/** «24.06.2026» of a `YYYY-MM-DD` day or a date-time; «—» for an unreadable one. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(DAY_FORMAT) : '—';
}

/** «24.06.2026 14:30», as a file writes a moment; «—» for a missing or unreadable one. */
export function formatDayTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DAY_FORMAT} HH:mm`) : '—';
}

/** «1 цены», «5 цен», «21 цены»: the genitive after a number, as in «среднее N цен». */
export function genitiveCount(count: number, one: string, many: string): string {
  const single = count % 10 === 1 && count % 100 !== 11;
  return `${count} ${single ? one : many}`;
}
