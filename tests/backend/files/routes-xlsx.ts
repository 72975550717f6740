// The routes export (`/api/jobs/v1/{id}/routes/export/result/`) and the calculator session's
// export: tables a person opens in Excel, in the words and units of the screens.
import { cityChain, ROUTE_TYPE_LABELS, VEHICLE_CATEGORY_LABELS } from '../../../src/api/labels';
import type { Route, TemporaryRoute } from '../../../src/api/schema';
import {
  addTable,
  excelDateTime,
  DATE_TIME_FORMAT,
  KM_FORMAT,
  MONEY_FORMAT,
  newWorkbook,
  workbookBytes,
  type Column,
} from './xlsx';

/** The contract's default name of an export (the spelling is the contract's). */
export const EXPORT_FILE_NAME = 'Расчитанные маршруты.xlsx';

export const ROUTES_SHEET = 'Маршруты';

const CHAIN_SEPARATOR = ' — ';

const chain = (route: Pick<Route, 'path'>): string => cityChain(route.path, CHAIN_SEPARATOR);

const commonColumns = {
  id: { header: 'ID', width: 8, value: (route) => route.id },
  chain: { header: 'Маршрут', width: 48, value: chain },
  category: {
    header: 'Категория ТС',
    width: 14,
    value: (route) => VEHICLE_CATEGORY_LABELS[route.category],
  },
  distance: {
    header: 'Расстояние, км',
    width: 15,
    numFmt: KM_FORMAT,
    value: (route) => route.distance ?? null,
  },
  tariff: {
    header: 'Тариф, ₽/км',
    width: 13,
    numFmt: MONEY_FORMAT,
    value: (route) => route.tariff ?? null,
  },
  nmc: { header: 'НМЦ, ₽', width: 16, numFmt: MONEY_FORMAT, value: (route) => route.nmc },
  comment: { header: 'Комментарий', width: 40, value: (route) => route.comment || null },
} satisfies Record<string, Column<Route | TemporaryRoute>>;

function routeColumns(labels: ReadonlyMap<string, string> | undefined): Column<Route>[] {
  const c = commonColumns;
  return [
    c.id,
    c.chain,
    { header: 'Тип маршрута', width: 14, value: (route) => ROUTE_TYPE_LABELS[route.route_type] },
    c.category,
    c.distance,
    c.tariff,
    c.nmc,
    {
      header: 'Корректировки НМЦ, ₽',
      width: 16,
      numFmt: MONEY_FORMAT,
      value: (route) => route.nmc_adjustments,
    },
    c.comment,
    {
      header: 'Уведомления',
      width: 30,
      value: (route) =>
        route.notifications.map((code) => labels?.get(code) ?? code).join(', ') || null,
    },
    {
      header: 'Изменён',
      width: 17,
      numFmt: DATE_TIME_FORMAT,
      value: (route) => excelDateTime(route.updated_at),
    },
  ];
}

/**
 * Saved routes as an .xlsx: the sheet «Маршруты», one route a row. `title` is the workbook's
 * document title; `notificationLabels` names the notification categories (the codes otherwise).
 */
export async function routesWorkbook(
  routes: readonly Route[],
  title: string,
  notificationLabels?: ReadonlyMap<string, string>,
): Promise<Uint8Array> {
  const workbook = newWorkbook(title);
  addTable(workbook, ROUTES_SHEET, routeColumns(notificationLabels), routes);
  return workbookBytes(workbook);
}

const temporaryColumns: Column<TemporaryRoute>[] = [
  commonColumns.id,
  commonColumns.chain,
  commonColumns.category,
  commonColumns.distance,
  commonColumns.tariff,
  commonColumns.nmc,
  commonColumns.comment,
  { header: 'Существующий маршрут', width: 14, value: (route) => route.existing_route_id },
];

/** The routes of a calculator session as an .xlsx, with the saved route each one matches. */
export async function temporaryWorkbook(routes: readonly TemporaryRoute[]): Promise<Uint8Array> {
  const workbook = newWorkbook('Рассчитанные маршруты');
  addTable(workbook, ROUTES_SHEET, temporaryColumns, routes);
  return workbookBytes(workbook);
}

// Old clients read only `filename`, which must be ASCII: they get the name in Latin letters.
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const LATIN_LETTERS = 'a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya';
const LATIN = new Map(
  Array.from(CYRILLIC, (char, index) => {
    const letters = LATIN_LETTERS.split(' ')[index] ?? '';
    return [char, letters === '-' ? '' : letters];
  }),
);

const latin = (char: string): string => {
  const mapped = LATIN.get(char.toLowerCase());
  if (mapped === undefined) return char;
  return char === char.toLowerCase() ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
};

/** `fileName` in printable ASCII, without the quote and backslash a quoted string escapes. */
const asciiName = (fileName: string): string =>
  Array.from(fileName, latin)
    .join('')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/** RFC 5987 `attr-char` leaves out `'()*`, which `encodeURIComponent` keeps. */
const extValue = (fileName: string): string =>
  encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A Content-Disposition of a download named `fileName`: UTF-8 for clients that read it. */
export const contentDisposition = (fileName: string): string =>
  `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${extValue(fileName)}`;
