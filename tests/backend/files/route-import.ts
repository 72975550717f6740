/**
 * The calculator's import file (`/api/jobs/v1/routes/calculator-editor/import/`):
 * - the sheet «Маршруты», or the first sheet when none is named so;
 * - its first non-empty row (row 1 of a file made as documented) names the columns, in any
 *   order: those of the contract's `x-sheet-columns` (src/api/uploads.ts), «Откуда», «Через»
 *   (optional: the intermediate cities in order, separated by «;»), «Куда», «Категория ТС» (a
 *   label as the screens write it, «до 20 т», or a contract code, `lte20`); other columns are
 *   kept in a row's `data` and not read;
 * - then one route a row, empty rows skipped, at most 5000 routes.
 * Errors name the sheet's row (1-based) and the column by its title, as the screen shows them.
 */
import { isCategory, offeredCategory, VEHICLE_CATEGORY_LABELS } from '../../../src/api/labels';
import type { RowError, Segment, VehicleCategory } from '../../../src/api/schema';
import { ROUTE_IMPORT_COLUMNS } from '../../../src/api/uploads';
import type { Worksheet } from 'exceljs';
import {
  addTable,
  cleanText,
  comparable,
  newWorkbook,
  readTable,
  readWorkbook,
  workbookBytes,
  type SheetRow,
} from './xlsx';

export const IMPORT_SHEET = 'Маршруты';

/** The contract's columns by their part in a route: they are listed in route order. */
function columnsInRouteOrder() {
  const [from, via, to, category] = ROUTE_IMPORT_COLUMNS.map((column) => column.title);
  if (!from || !via || !to || !category || ROUTE_IMPORT_COLUMNS.length !== 4)
    throw new Error('openapi.yaml: the import names four columns, «Откуда» to «Категория ТС»');
  return { from, via, to, category };
}

export const IMPORT_COLUMN = columnsInRouteOrder();
export const IMPORT_COLUMNS: readonly string[] = ROUTE_IMPORT_COLUMNS.map((column) => column.title);
const REQUIRED_COLUMNS: readonly string[] = ROUTE_IMPORT_COLUMNS.filter(
  (column) => column.required,
).map((column) => column.title);
const VIA_SEPARATOR = ';';
export const MAX_IMPORT_ROWS = 5000;
export const NOT_XLSX = 'Загрузите файл в формате .xlsx.';
export const FILE_HAS_ERRORS = 'Файл содержит ошибки';
export const EMPTY_FILE = 'Файл пуст: в нём нет ни одного байта';

export type CityLookup = (name: string) => { name: string; region: string } | undefined;

export interface ImportRow {
  /** The sheet's row, 1-based: the header is row 1, the first route row 2. */
  row: number;
  /** The row as read, keyed by the columns' titles. */
  data: Record<string, string | number | null>;
  /** The route, when every city of the row is known. */
  segments?: Segment[];
  category?: VehicleCategory;
  errors: RowError[];
}

export type ImportRead =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; fileErrors: { file: string[] } }
  | { ok: false; detail: string; errors: RowError[] };

const fileError = (): ImportRead => ({ ok: false, fileErrors: { file: [NOT_XLSX] } });

const rejected = (errors: RowError[]): ImportRead => ({
  ok: false,
  detail: FILE_HAS_ERRORS,
  errors,
});

// A decimal point where Russian writes a comma: «до 0.8 т» is «до 0,8 т».
const CATEGORY_BY_TEXT = new Map<string, VehicleCategory>(
  Object.entries(VEHICLE_CATEGORY_LABELS).flatMap(([code, label]) =>
    isCategory(code) ? [[comparable(label), offeredCategory(code)]] : [],
  ),
);

function readCategory(text: string): VehicleCategory | undefined {
  const code = comparable(text);
  return isCategory(code) ? code : CATEGORY_BY_TEXT.get(code.replaceAll('.', ','));
}

/** A city as the lookup names it; «г. Казань», as the address suggestions write it, is Казань. */
function lookUp(text: string, findCity: CityLookup) {
  return findCity(text) ?? findCity(text.replace(/^г\.?\s+/u, ''));
}

interface Stop {
  field: string;
  name: string;
  region: string | null;
}

/** The row's cities in order, each known one as the lookup names it, and what is wrong. */
function readStops(row: number, text: (column: string) => string, findCity: CityLookup) {
  const errors: RowError[] = [];
  const columns = [IMPORT_COLUMN.from, IMPORT_COLUMN.via, IMPORT_COLUMN.to];
  const stops = columns.flatMap((field) =>
    (field === IMPORT_COLUMN.via ? text(field).split(VIA_SEPARATOR) : [text(field)]).flatMap(
      (raw): Stop[] => {
        const name = cleanText(raw);
        // «Через» may be empty, and «Москва; ; Тверь» is Москва, Тверь.
        if (!name && field !== IMPORT_COLUMN.via)
          errors.push({ row, field, message: 'Не указан город' });
        if (!name) return [];
        const city = lookUp(name, findCity);
        if (!city) errors.push({ row, field, message: `Неизвестный город «${name}»` });
        return [{ field, name: city?.name ?? name, region: city?.region ?? null }];
      },
    ),
  );
  // A leg from a city to itself has no distance; a round trip through another city is a route.
  stops.slice(1).forEach((stop, index) => {
    if (comparable(stops[index]?.name ?? '') !== comparable(stop.name)) return;
    const message =
      stops.length === 2
        ? 'Город назначения совпадает с городом отправления'
        : `Город «${stop.name}» повторяется подряд`;
    errors.push({ row, field: stop.field, message });
  });
  return { stops, errors };
}

function readRoute({ row, data }: SheetRow, findCity: CityLookup): ImportRow {
  const text = (column: string) => String(data[column] ?? '');
  const { stops, errors } = readStops(row, text, findCity);
  const segments = stops.slice(1).flatMap((to, index): Segment[] => {
    const from = stops[index];
    return from
      ? [
          {
            from_waypoint: { city: from.name, region: from.region },
            to_waypoint: { city: to.name, region: to.region },
          },
        ]
      : [];
  });
  const field = IMPORT_COLUMN.category;
  const categoryText = cleanText(text(field));
  const category = categoryText ? readCategory(categoryText) : undefined;
  if (!categoryText) errors.push({ row, field, message: 'Не указана категория ТС' });
  else if (!category)
    errors.push({ row, field, message: `Недопустимая категория ТС «${categoryText}»` });
  return {
    row,
    data,
    ...(errors.some((error) => error.field !== field) ? {} : { segments }),
    ...(category ? { category } : {}),
    errors,
  };
}

const importSheet = (sheets: readonly Worksheet[]): Worksheet | undefined =>
  sheets.find((sheet) => comparable(sheet.name) === comparable(IMPORT_SHEET)) ?? sheets[0];

/** Reads an uploaded import file: the file refused as a whole, or its routes with their errors. */
export async function readRouteImport(file: Uint8Array, findCity: CityLookup): Promise<ImportRead> {
  if (file.length === 0) return { ok: false, detail: EMPTY_FILE, errors: [] };
  const workbook = await readWorkbook(file);
  if (!workbook) return fileError();
  // A zip that is not a workbook (a .docx) opens with no sheets at all.
  const sheet = importSheet(workbook.worksheets);
  if (!sheet) return fileError();
  const table = readTable(sheet, IMPORT_COLUMNS);
  const whole = (message: string): RowError => ({ row: null, field: null, message });
  if (!table) return rejected([whole(`Лист «${sheet.name}» пуст`)]);
  const { header, columns, rows } = table;
  const headerErrors = [
    ...REQUIRED_COLUMNS.filter((title) => !columns.includes(title)).map(
      (title) => `Нет колонки «${title}»`,
    ),
    ...IMPORT_COLUMNS.filter((title) => columns.indexOf(title) !== columns.lastIndexOf(title)).map(
      (title) => `Колонка «${title}» повторяется`,
    ),
  ].map((message) => ({ row: header, field: null, message }));
  if (headerErrors.length > 0) return rejected(headerErrors);
  if (rows.length === 0) return rejected([whole(`В листе «${sheet.name}» нет маршрутов`)]);
  if (rows.length > MAX_IMPORT_ROWS)
    return rejected([
      whole(
        `В файле ${rows.length.toLocaleString('ru-RU')} строк маршрутов, а можно не больше ` +
          `${MAX_IMPORT_ROWS.toLocaleString('ru-RU')}: разделите файл на части`,
      ),
    ]);
  return { ok: true, rows: rows.map((row) => readRoute(row, findCity)) };
}

/** A row of an import file by column title; `null` is an empty row. */
export type ImportFileRow = Readonly<Record<string, string | number | null | undefined>> | null;

/**
 * An import file in the documented layout, for tests to upload: `rows` by column title,
 * `columns` the header (all four by default; leave one out to make a faulty file).
 */
export async function routeImportTemplate(
  rows: readonly ImportFileRow[],
  columns: readonly string[] = IMPORT_COLUMNS,
): Promise<Uint8Array> {
  const workbook = newWorkbook('Импорт маршрутов');
  const table = columns.map((header) => ({
    header,
    width: header === IMPORT_COLUMN.via ? 36 : 22,
    value: (row: NonNullable<ImportFileRow>) => row[header] ?? null,
  }));
  addTable(workbook, IMPORT_SHEET, table, rows);
  return workbookBytes(workbook);
}
