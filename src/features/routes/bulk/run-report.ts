import { sanitizeFileName, XLSX } from '../../../lib/download';
import { formatDay, formatDayTime, formatMoney } from '../../../lib/format';
import { newWorkbook, workbookBlob } from '../../../lib/spreadsheet';
import { changeTitle, WAY_LABEL } from './change-input';
import { outcomeText, reasonText, runName } from './outcome-text';
import type { BulkRun } from './run-store';

const MONEY = '#,##0.00 "₽"';

const TABLE = ['ID', 'Маршрут', 'Было', 'Станет', 'Итог', 'Причина'];

/** «Изменение НМЦ — +10 % — 24.06.2026.xlsx», safe to save under. */
export const reportFileName = (run: BulkRun, today: string): string =>
  sanitizeFileName(`${runName(run).replace(': ', ' — ')} — ${formatDay(today)}`, XLSX);

/** What the run changed, by whose hand and when: the lines above the table (PRODUCT §4). */
function aboutRun(run: BulkRun, author: string): [string, string][] {
  const { change } = run;
  // A run kept by an older version knows its change by its title alone.
  const amount = !change ? run.title : change.way === 'market' ? '—' : changeTitle(change);
  return [
    ['Способ', change ? WAY_LABEL[change.way] : '—'],
    ['Изменение', amount],
    ['Округлить до', change ? formatMoney(change.step) : '—'],
    ['Комментарий', run.comment],
    ['Пользователь', run.user ?? author],
    ['Начало', formatDayTime(run.startedAt)],
    ['Окончание', formatDayTime(run.endedAt)],
  ];
}

/**
 * «Скачать отчёт»: the run's name («Отмена изменения НМЦ: …» for an undo) and what it changed,
 * then every route of the run with its outcome, one row each.
 */
export async function runReport(run: BulkRun, author: string): Promise<Blob> {
  const workbook = await newWorkbook(author);
  const sheet = workbook.addWorksheet('Отчёт');
  sheet.columns = [
    { key: 'id', width: 16 },
    { key: 'chain', width: 48 },
    { key: 'before', width: 16, style: { numFmt: MONEY } },
    { key: 'after', width: 16, style: { numFmt: MONEY } },
    { key: 'outcome', width: 14 },
    { key: 'reason', width: 60 },
  ];
  sheet.addRow([runName(run)]).font = { bold: true, size: 14 };
  for (const line of aboutRun(run, author)) sheet.addRow(line).getCell(1).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(TABLE).font = { bold: true };
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
