import type { RowError } from './schema';
import { isRecord } from '../lib/is-record';
import { shortPlainText } from '../lib/server-text';

const DASH = '—';

/**
 * The row errors of a list as the contract describes them, whatever arrived: `null` instead of a
 * list, an entry that is not an object or has no message are dropped; messages are short plain
 * text.
 */
export function rowErrorsOf(value: unknown): RowError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const message = shortPlainText(item.message);
    if (message === undefined) return [];
    const row = typeof item.row === 'number' ? item.row : null;
    const field = typeof item.field === 'string' ? item.field : null;
    return [{ row, field, message }];
  });
}

/** «Строка 4: Неизвестная категория ТС», or the message alone when the row is not known. */
export const rowErrorLine = (error: RowError): string =>
  error.row ? `Строка ${error.row}: ${error.message}` : error.message;

/** The messages of a row's errors in one line; «—» when there are none. */
export const rowErrorsText = (value: unknown): string =>
  rowErrorsOf(value)
    .map((error) => error.message)
    .join('; ') || DASH;

const cellText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : DASH;

/** An unreadable row as read: «Откуда: Казань; Куда: Уфа»; «—» for no data at all. */
export const rowDataText = (value: unknown): string =>
  isRecord(value)
    ? Object.entries(value)
        .map(([column, cell]) => `${column}: ${cellText(cell)}`)
        .join('; ') || DASH
    : DASH;
