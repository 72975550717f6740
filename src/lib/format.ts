import dayjs from 'dayjs';

const moneyFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «123 456,5 ₽»; empty for a falsy or non-finite value (SPEC §2 history table). */
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
