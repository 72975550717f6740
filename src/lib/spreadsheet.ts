import type { Workbook } from 'exceljs';

/**
 * The spreadsheet library (exceljs), loaded only when a file is made: every .xlsx of the app
 * comes from this one lazy chunk, and `npm run size` fails if any screen loads it first.
 */
export async function newWorkbook(creator: string): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = creator;
  return workbook;
}

/** The workbook as an .xlsx file. */
export async function workbookBlob(workbook: Workbook): Promise<Blob> {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
