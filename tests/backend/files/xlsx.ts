// What every spreadsheet of the backend shares: one look for its tables (bold frozen header,
// widths, number formats) and one way to read a cell, whatever exceljs made of it.
import ExcelJS from 'exceljs';
import type { Workbook, Worksheet } from 'exceljs';
import { isRecord } from '../../../src/lib/is-record';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The unit is in the column's title («НМЦ, ₽»), so the cells hold bare numbers.
export const MONEY_FORMAT = '#,##0.00';
export const KM_FORMAT = '#,##0.0';
export const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

/** What a cell of a written table holds: `null` is an empty cell. */
export type CellInput = string | number | Date | null;

/** A cell as read back: text trimmed, numbers as numbers, `null` when empty. */
export type CellRead = string | number | null;

export interface Column<Row> {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: Row) => CellInput;
}

export function newWorkbook(title = ''): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'НМЦ маршрутов';
  workbook.title = title;
  workbook.created = new Date();
  return workbook;
}

/** A sheet with one header row and a row for each item; the header stays on screen and filters. */
export function addTable<Row>(
  workbook: Workbook,
  name: string,
  columns: readonly Column<Row>[],
  rows: readonly (Row | null)[],
): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  if (columns.length === 0) return sheet;
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const row of rows)
    sheet.addRow(row === null ? [] : columns.map((column) => column.value(row)));
  return sheet;
}

export async function workbookBytes(workbook: Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The workbook in `bytes`; `null` for anything exceljs cannot open as an .xlsx. */
export async function readWorkbook(bytes: Uint8Array): Promise<Workbook | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy of its own: the upload's bytes may be a view into a larger pooled buffer.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    return workbook;
  } catch {
    return null;
  }
}

// Moscow has kept UTC+3 all year since 2014. Excel has no time zones: a cell holds the wall
// clock, and the users of the tool read Moscow time.
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** An API date-time as the Moscow wall clock Excel shows; `null` for a missing or bad one. */
export function excelDateTime(value: string | null | undefined): Date | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time + MOSCOW_OFFSET_MS);
}

/** Text as a person means it: no-break spaces are spaces, runs of spaces one, no ends. */
export const cleanText = (value: string): string => value.replace(/\s+/gu, ' ').trim();

/**
 * A cell's value as text or a number, whatever form exceljs gives it: rich text, a hyperlink, a
 * formula's cached result, an error code. `null` for an empty cell or only spaces.
 */
export function cellValue(value: unknown): CellRead {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return cleanText(value) || null;
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ';
  if (value instanceof Date) return value.toISOString();
  if (!isRecord(value)) return null;
  if (Array.isArray(value.richText))
    return cellValue(
      value.richText
        .map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
        .join(''),
    );
  if ('text' in value) return cellValue(value.text);
  if ('result' in value) return cellValue(value.result);
  return typeof value.error === 'string' ? value.error : null;
}

/** A cell as text: a number written as it reads («20»); `null` when empty. */
export const cellText = (value: unknown): string | null => {
  const read = cellValue(value);
  return read === null ? null : String(read);
};

/** Text compared as a person reads it: case, «ё» and extra spaces aside. */
export const comparable = (text: string): string =>
  cleanText(text).toLowerCase().replaceAll('ё', 'е');

/** A row of a table as read: its number on the sheet, its cells by column title. */
export interface SheetRow {
  row: number;
  data: Record<string, CellRead>;
}

export interface TableRead {
  /** The header's row on the sheet. */
  header: number;
  /** The header's titles, left to right; a `titles` one as written there. */
  columns: string[];
  /** The rows under the header that have anything in them. */
  rows: SheetRow[];
}

/**
 * A sheet read as a table under its first non-empty row; `null` for an empty sheet. A header
 * that names one of `titles`, whatever its case or spaces, is called by it, so rows are keyed
 * by the same words however the file wrote them.
 */
export function readTable(sheet: Worksheet, titles: readonly string[]): TableRead | null {
  let header = 0;
  const columns: { index: number; title: string }[] = [];
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (header === 0) {
      row.eachCell((cell, index) => {
        const text = cellText(cell.value);
        const title = text && titles.find((known) => comparable(known) === comparable(text));
        if (text) columns.push({ index, title: title || text });
      });
      if (columns.length > 0) header = number;
      return;
    }
    const data = Object.fromEntries(
      columns.map(({ index, title }) => [title, cellValue(row.getCell(index).value)]),
    );
    if (Object.values(data).some((value) => value !== null)) rows.push({ row: number, data });
  });
  return header === 0 ? null : { header, columns: columns.map(({ title }) => title), rows };
}
