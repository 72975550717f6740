import { ROUTE_IMPORT_COLUMNS } from '../../api/uploads';
import { newWorkbook, workbookBlob } from '../../lib/spreadsheet';

export const TEMPLATE_FILE_NAME = 'Шаблон импорта маршрутов.xlsx';
/** The sheet the backend reads first (openapi.yaml, the import's description). */
const SHEET = 'Маршруты';

/**
 * «Скачать шаблон»: the import's sheet with the contract's columns (`x-sheet-columns`) and one
 * example row, made in the browser. exceljs comes in its own chunk, on the click.
 */
export async function importTemplate(): Promise<Blob> {
  const workbook = await newWorkbook('НМЦ Маршруты');
  const sheet = workbook.addWorksheet(SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ROUTE_IMPORT_COLUMNS.map(({ title, required }) => ({
    header: title,
    width: required ? 22 : 32,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(ROUTE_IMPORT_COLUMNS.map((column) => column.example));
  return workbookBlob(workbook);
}
