import type { Cell, Worksheet } from 'exceljs';
import { formatDay } from '../../../lib/format';
import { HOMOGENEITY_LIMIT, MIN_OBSERVATIONS, MIN_SOURCES } from '../../../lib/price-stats';
import { newWorkbook, workbookBlob } from '../../../lib/spreadsheet';
import {
  differenceOf,
  justifiedLabel,
  LOT_VERDICT,
  lotTotals,
  MARK,
  marksOf,
  type LotRow,
} from './lot';
import { LOT_METHOD, type Signer } from './lot-words';

const OBSERVATIONS = 'Наблюдения';
const MONEY = '#,##0 "₽"';
const MONEY_KOPECKS = '#,##0.00 "₽"';
const PERCENT = '0.0 "%"';

/** The routes' table: its header row and its columns, by letter. */
export const LOT_HEADER_ROW = 14;
const COLUMNS = [
  ['A', '№', 6],
  ['B', 'ID', 8],
  ['C', 'Маршрут', 44],
  ['D', 'Категория ТС', 13],
  ['E', 'НМЦ, ₽', 14],
  ['F', 'Цен в выборке, n', 11],
  ['G', 'Источников, K', 11],
  ['H', 'Среднее, ₽', 15],
  ['I', 'V, %', 9],
  ['J', 'Вывод', 36],
  ['K', 'Обоснованная НМЦ, ₽', 16],
  ['L', 'Разница, ₽', 14],
  ['M', 'Отметка', 30],
] as const;

const setFormula = (cell: Cell, formula: string, result: number | string | null) => {
  cell.value = result === null ? { formula } : { formula, result };
};

/** Each route's prices as one block of rows, so that its statistics are formulas over it. */
function observationsSheet(sheet: Worksheet, rows: readonly LotRow[]) {
  sheet.columns = [
    { header: 'ID маршрута', key: 'id', width: 12 },
    { header: 'Дата', key: 'date', width: 12, style: { numFmt: 'dd.mm.yyyy' } },
    { header: 'Источник', key: 'source', width: 24 },
    { header: 'Цена, ₽', key: 'price', width: 14, style: { numFmt: MONEY_KOPECKS } },
  ];
  sheet.getRow(1).font = { bold: true };
  const ranges = new Map<number, string>();
  for (const row of rows) {
    if (row.read === 'failed' || row.data.observations.length === 0) continue;
    const first = sheet.rowCount + 1;
    for (const item of row.data.observations)
      sheet.addRow({
        id: row.id,
        date: new Date(`${item.date}T00:00:00Z`),
        source: item.sourceLabel,
        price: item.price,
      });
    ranges.set(row.id, `'${OBSERVATIONS}'!D${first}:D${sheet.rowCount}`);
  }
  return ranges;
}

/** One route: its statistics as formulas over its block of observations, with their values. */
function routeRow(sheet: Worksheet, at: number, row: LotRow, index: number, range?: string) {
  const line = sheet.getRow(at);
  const cell = (letter: string) => line.getCell(letter);
  cell('A').value = index + 1;
  cell('B').value = row.id;
  cell('C').value = row.chain;
  cell('D').value = row.category;
  cell('E').value = row.nmc;
  cell('M').value = marksOf(row).join('; ');
  if (row.read === 'failed') return;
  const { summary, perSource, verdict } = row.data;
  if (range === undefined || summary === null) cell('F').value = 0;
  else setFormula(cell('F'), `COUNT(${range})`, summary.n);
  // How many sources is a plain figure, as on the route's own sheet: counting distinct labels
  // from the server by formula would read them as criteria.
  cell('G').value = perSource.length;
  if (range !== undefined && summary !== null) {
    setFormula(cell('H'), `AVERAGE(${range})`, summary.mean);
    if (summary.cv !== null) setFormula(cell('I'), `STDEV(${range})/H${at}*100`, summary.cv);
  }
  setFormula(
    cell('J'),
    `IF(OR(F${at}<${MIN_OBSERVATIONS},G${at}<${MIN_SOURCES},I${at}=""),"${LOT_VERDICT.insufficient}",` +
      `IF(I${at}<=${HOMOGENEITY_LIMIT},"${LOT_VERDICT.homogeneous}","${LOT_VERDICT.heterogeneous}"))`,
    LOT_VERDICT[verdict],
  );
  setFormula(cell('K'), `IF(J${at}="${LOT_VERDICT.homogeneous}",ROUND(H${at},0),"")`, row.price);
  setFormula(
    cell('L'),
    `IF(AND(ISNUMBER(E${at}),ISNUMBER(K${at})),K${at}-E${at},"")`,
    differenceOf(row),
  );
}

function lotSheet(
  sheet: Worksheet,
  rows: readonly LotRow[],
  ranges: ReadonlyMap<number, string>,
  signer: Signer,
) {
  const totals = lotTotals(rows);
  const first = LOT_HEADER_ROW + 1;
  const last = LOT_HEADER_ROW + Math.max(rows.length, 1);
  const column = (letter: string) => `${letter}${first}:${letter}${last}`;
  sheet.columns = COLUMNS.map(([, , width]) => ({ width }));
  sheet.getCell('A1').value = 'Обоснование НМЦ лота';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const head: [string, string | number, string | null, number | string | null, string?][] = [
    ['Метод', LOT_METHOD, null, null],
    ['Дата составления', formatDay(signer.today), null, null],
    ['Маршрутов в лоте', '', `COUNTA(${column('B')})`, totals.routes],
    [
      'Мало цен рынка или цены неоднородны',
      '',
      `COUNTIF(${column('J')},"${LOT_VERDICT.insufficient}")+COUNTIF(${column('J')},"${LOT_VERDICT.heterogeneous}")`,
      totals.weak,
    ],
    ['Цены рынка не получены', '', `COUNTIF(${column('M')},"${MARK.failed}*")`, totals.failed],
    ['Без НМЦ', '', `COUNTBLANK(${column('E')})`, totals.noNmc],
    ['НМЦ лота, ₽', '', `SUM(${column('E')})`, totals.nmc, MONEY],
    [`${justifiedLabel(totals)}, ₽`, '', `SUM(${column('K')})`, totals.justified, MONEY],
    [
      `Разница по маршрутам с обеими ценами (${totals.compared}), ₽`,
      '',
      `SUM(${column('L')})`,
      totals.difference,
      MONEY,
    ],
  ];
  head.forEach(([label, value, formula, result, format], index) => {
    const line = sheet.getRow(index + 2);
    line.getCell('A').value = label;
    line.getCell('A').font = { bold: true };
    sheet.mergeCells(`A${line.number}:C${line.number}`);
    const cell = line.getCell('D');
    if (formula === null) cell.value = value;
    else setFormula(cell, formula, result);
    if (format) cell.numFmt = format;
  });
  const header = sheet.getRow(LOT_HEADER_ROW);
  header.values = COLUMNS.map(([, title]) => title);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  rows.forEach((row, index) => {
    routeRow(sheet, first + index, row, index, ranges.get(row.id));
  });
  for (const letter of ['E', 'K', 'L']) sheet.getColumn(letter).numFmt = MONEY;
  sheet.getColumn('H').numFmt = MONEY_KOPECKS;
  sheet.getColumn('I').numFmt = PERCENT;
  signatures(sheet, last + 2, signer);
  sheet.views = [{ state: 'frozen', ySplit: LOT_HEADER_ROW }];
}

/** The approval block: who prepared the document, their post, the date and a signature line. */
function signatures(sheet: Worksheet, from: number, signer: Signer) {
  const lines: [string, string][] = [
    ['Подготовил', signer.name],
    ['Должность', ''],
    // Dated when signed; the day it was made is at the top.
    ['Дата', ''],
    ['Подпись', ''],
  ];
  lines.forEach(([label, value], index) => {
    const line = sheet.getRow(from + index * 2);
    line.getCell('B').value = label;
    line.getCell('B').font = { bold: true };
    const cell = line.getCell('C');
    cell.value = value;
    cell.border = { bottom: { style: 'thin' } };
  });
}

/**
 * The lot's justification as an .xlsx file: the «Лот» sheet with every route and the totals, each
 * statistic an Excel formula over the «Наблюдения» sheet with the app's value as its result.
 */
export async function lotWorkbook(rows: readonly LotRow[], signer: Signer): Promise<Blob> {
  const workbook = await newWorkbook(signer.name);
  const lot = workbook.addWorksheet('Лот', {
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
  });
  const ranges = observationsSheet(workbook.addWorksheet(OBSERVATIONS), rows);
  lotSheet(lot, rows, ranges, signer);
  return workbookBlob(workbook);
}
