import type { RowError } from './schema';
import { isRecord } from '../lib/is-record';
import { shortPlainText } from '../lib/server-text';
import { isCategory, VEHICLE_CATEGORY_LABELS } from './labels';

const DASH = '—';

/** The fields of an imported row, as the sheet's columns and the form call them. */
const FIELD_LABELS: Record<string, string> = {
  from: 'Откуда',
  from_waypoint: 'Откуда',
  via: 'Через',
  through: 'Через',
  to: 'Куда',
  to_waypoint: 'Куда',
  waypoint: 'Точка маршрута',
  waypoints: 'Точки маршрута',
  city: 'Город',
  region: 'Регион',
  segments: 'Маршрут',
  path: 'Маршрут',
  category: 'Категория ТС',
  vehicle_category: 'Категория ТС',
  distance: 'Расстояние',
  tariff: 'Тариф',
  nmc: 'НМЦ',
  comment: 'Комментарий',
};

const known = (labels: Record<string, string>, code: string): string | undefined =>
  Object.hasOwn(labels, code) ? labels[code] : undefined;

/** «to_waypoint» → «Куда»; a path of codes («segments.0.to_waypoint») word by word. */
export const fieldLabel = (field: string): string =>
  known(FIELD_LABELS, field) ??
  field.replace(/[a-z][a-z0-9_]*/g, (code) => known(FIELD_LABELS, code) ?? code);

/**
 * A server's message with the codes in it said in Russian: a category code («lte10» → «до 10 т»)
 * and a field's code («to_waypoint» → «Куда»). Plain English words are left alone, even where
 * they are also a field's name («category»).
 */
export const inRussian = (message: string): string =>
  message.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*\b/g, (code) =>
    isCategory(code)
      ? VEHICLE_CATEGORY_LABELS[code]
      : code.includes('_')
        ? (known(FIELD_LABELS, code) ?? code)
        : code,
  );

/**
 * The row errors of a list as the contract describes them, whatever arrived: `null` instead of a
 * list, an entry that is not an object or has no message are dropped; messages are short plain
 * text, fields and the codes in messages in Russian.
 */
export function rowErrorsOf(value: unknown): RowError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const message = shortPlainText(item.message);
    if (message === undefined) return [];
    const row = typeof item.row === 'number' ? item.row : null;
    const field = typeof item.field === 'string' && item.field ? fieldLabel(item.field) : null;
    return [{ row, field, message: inRussian(message) }];
  });
}

/** A message with the field it is about: «Категория ТС: Неизвестная категория». */
const withField = (error: RowError): string =>
  error.field ? `${error.field}: ${error.message}` : error.message;

/**
 * «Строка 4, Категория ТС: Неизвестная категория», or less of it where the row or the field is
 * not known.
 */
export const rowErrorLine = (error: RowError): string =>
  error.row
    ? `Строка ${error.row}${error.field ? ', ' : ': '}${withField(error)}`
    : withField(error);

/** A row's errors in one line, each with its field; «—» when there are none. */
export const rowErrorsText = (value: unknown): string =>
  rowErrorsOf(value).map(withField).join('; ') || DASH;

/** A cell as read; a category code as its label. */
const cellText = (value: unknown): string => {
  if (isCategory(value)) return VEHICLE_CATEGORY_LABELS[value];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : DASH;
};

/** An unreadable row as read: «Откуда: Казань; Куда: Уфа»; «—» for no data at all. */
export const rowDataText = (value: unknown): string =>
  isRecord(value)
    ? Object.entries(value)
        .map(([column, cell]) => `${fieldLabel(column)}: ${cellText(cell)}`)
        .join('; ') || DASH
    : DASH;
