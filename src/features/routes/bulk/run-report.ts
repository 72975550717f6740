import { sanitizeFileName, XLSX } from '../../../lib/download';
import { formatDay } from '../../../lib/format';
import { newWorkbook, workbookBlob } from '../../../lib/spreadsheet';
import { outcomeText, reasonText, runName } from './outcome-text';
import type { BulkRun } from './run-store';

const MONEY = '#,##0.00 "₽"';

/** «Изменение НМЦ — +10 % — 24.06.2026.xlsx», safe to save under. */
export const reportFileName = (run: BulkRun, today: string): string =>
  sanitizeFileName(`${runName(run).replace(': ', ' — ')} — ${formatDay(today)}`, XLSX);

/** «Скачать отчёт»: every route of the run with its outcome, one row each. */
export async function runReport(run: BulkRun, author: string): Promise<Blob> {
  const workbook = await newWorkbook(author);
  const sheet = workbook.addWorksheet('Отчёт');
  sheet.columns = [
    { header: 'ID', key: 'id', width: 10 },
    { header: 'Маршрут', key: 'chain', width: 48 },
    { header: 'Было', key: 'before', width: 16, style: { numFmt: MONEY } },
    { header: 'Станет', key: 'after', width: 16, style: { numFmt: MONEY } },
    { header: 'Итог', key: 'outcome', width: 14 },
    { header: 'Причина', key: 'reason', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of run.items)
    sheet.addRow({
      id: item.id,
      chain: item.chain,
      before: item.before,
      after: item.after,
      outcome: outcomeText(run, item),
      reason: reasonText(run, item),
    });
  return workbookBlob(workbook);
}
