import dayjs from 'dayjs';

const moneyFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «123 456,5 ₽»; empty for a falsy or non-finite value (the history table). */
export function formatMoney(value: number | null | undefined): string {
  if (!value || !Number.isFinite(value)) return '';
  return `${moneyFormat.format(value)} ₽`;
}

/** Russian-locale number; «—» when there is none. Zero is a value. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return numberFormat.format(value);
}

/** «21 ноября 2026, 14:30»; «—» for a missing or unreadable date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMMM YYYY, HH:mm') : '—';
}

/** «1 520,5 км»; «—» when there is no value. */
export function formatWithUnit(value: number | null | undefined, unit: string): string {
  const number = formatNumber(value);
  return number === '—' ? number : `${number} ${unit}`;
}

const percentFormat = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** «12,3 %», always one decimal; «—» when there is no value. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${percentFormat.format(value)} %`;
}

/** «24.06.2026» of a `YYYY-MM-DD` day or a date-time; «—» for an unreadable one. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '—';
}

/** «1 цены», «5 цен», «21 цены»: the genitive after a number, as in «среднее N цен». */
export function genitiveCount(count: number, one: string, many: string): string {
  const single = count % 10 === 1 && count % 100 !== 11;
  return `${count} ${single ? one : many}`;
}
