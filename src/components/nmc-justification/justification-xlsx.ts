import type { Cell, Worksheet } from 'exceljs';
import { formatDay } from '../../lib/format';
import { sanitizeFileName, XLSX } from '../../lib/download';
import { newWorkbook, workbookBlob } from '../../lib/spreadsheet';
import { HOMOGENEITY_LIMIT, MIN_OBSERVATIONS, MIN_SOURCES } from '../../lib/price-stats';
import { VERDICT_TEXT, type Justification, type JustifiedRoute } from './justification';

const OBSERVATIONS = 'Наблюдения';
const MONEY = '#,##0.00 "₽"';
const PERCENT = '0.0 "%"';

interface Author {
  username: string;
  /** `YYYY-MM-DD`. */
  today: string;
}

/** «Обоснование НМЦ — Москва — Казань — 24.11.2026.xlsx», safe to save under. */
export const justificationFileName = (route: JustifiedRoute, today: string): string =>
  sanitizeFileName(`Обоснование НМЦ — ${route.chain} — ${formatDay(today)}`, XLSX);

const setFormula = (cell: Cell, formula: string, result: number | string | null) => {
  cell.value = result === null ? { formula } : { formula, result };
};

function titleSheet(sheet: Worksheet, data: Justification, route: JustifiedRoute, author: Author) {
  sheet.columns = [{ width: 28 }, { width: 70 }];
  sheet.addRow(['Обоснование НМЦ']).font = { bold: true, size: 14 };
  sheet.addRow(['Метод', 'Метод сопоставимых рыночных цен (анализ рынка)']);
  sheet.addRow(['Маршрут', route.chain]);
  sheet.addRow(['Категория ТС', route.category]);
  sheet.addRow(['Расстояние, км', route.distance ?? '—']);
  const period = data.period ? `${formatDay(data.period.from)}–${formatDay(data.period.to)}` : '—';
  sheet.addRow(['Период', period]);
  sheet.addRow(['Источники данных', data.perSource.map((source) => source.label).join(', ')]);
  sheet.addRow(['Дата составления', formatDay(author.today)]);
  sheet.addRow(['Составил', author.username]);
  sheet.getColumn(1).font = { bold: true };
}

function observationsSheet(sheet: Worksheet, data: Justification) {
  sheet.columns = [
    { header: 'Дата', key: 'date', width: 14, style: { numFmt: 'dd.mm.yyyy' } },
    { header: 'Источник', key: 'source', width: 24 },
    { header: 'Цена, ₽', key: 'price', width: 16, style: { numFmt: MONEY } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of data.observations)
    sheet.addRow({
      date: new Date(`${item.date}T00:00:00Z`),
      source: item.sourceLabel,
      price: item.price,
    });
}

/**
 * The statistics as Excel formulas over the observations sheet, each with the value the app
 * computed as its cached result: a reviewer sees the numbers at once and can check every one.
 */
function statisticsSheet(sheet: Worksheet, data: Justification, route: JustifiedRoute) {
  const last = data.observations.length + 1;
  const prices = `'${OBSERVATIONS}'!C2:C${last}`;
  const names = `'${OBSERVATIONS}'!B2:B${last}`;
  const { summary } = data;
  sheet.columns = [{ width: 34 }, { width: 20 }, { width: 18 }, { width: 20 }, { width: 14 }];
  const rows: [string, string, number | string | null, string?][] = [
    ['Количество наблюдений, n', `COUNT(${prices})`, summary?.n ?? 0],
    ['Количество источников, K', '', data.perSource.length],
    ['Среднее, ₽', `AVERAGE(${prices})`, summary?.mean ?? null, MONEY],
    ['Минимум, ₽', `MIN(${prices})`, summary?.min ?? null, MONEY],
    ['Максимум, ₽', `MAX(${prices})`, summary?.max ?? null, MONEY],
    ['Стандартное отклонение σ, ₽', `STDEV(${prices})`, summary?.sd ?? null, MONEY],
    ['Коэффициент вариации V, %', 'B6/B3*100', summary?.cv ?? null, PERCENT],
    ['Обоснованная НМЦ, ₽', 'ROUND(B3,0)', data.justified, MONEY],
    ['Текущая НМЦ маршрута, ₽', '', route.nmc, MONEY],
    ['Разница, ₽', 'B8-B9', data.difference?.rub ?? null, MONEY],
    ['Разница, %', 'B10/B9*100', data.difference?.percent ?? null, PERCENT],
  ];
  rows.forEach(([label, formula, value, format], index) => {
    const row = sheet.getRow(index + 1);
    row.getCell(1).value = label;
    const cell = row.getCell(2);
    if (formula) setFormula(cell, formula, value);
    else cell.value = value;
    if (format) cell.numFmt = format;
  });
  const verdict = sheet.getRow(rows.length + 1);
  verdict.getCell(1).value = 'Вывод';
  setFormula(
    verdict.getCell(2),
    `IF(OR(B1<${MIN_OBSERVATIONS},B2<${MIN_SOURCES}),"${VERDICT_TEXT.insufficient}",` +
      `IF(B7<=${HOMOGENEITY_LIMIT},"${VERDICT_TEXT.homogeneous}","${VERDICT_TEXT.heterogeneous}"))`,
    VERDICT_TEXT[data.verdict],
  );
  sheet.getColumn(1).font = { bold: true };

  const header = rows.length + 3;
  sheet.getRow(header).values = [
    'Источник',
    'Наблюдений',
    'Среднее, ₽',
    'Последняя цена, ₽',
    'Дата',
  ];
  sheet.getRow(header).font = { bold: true };
  // Source labels come from the server. COUNTIF and AVERAGEIF would read one as a criterion
  // («*», «?», «~» as wildcards, a leading «<», «>» or «=» as a comparison) and count the
  // wrong rows once Excel recalculates: EXACT compares the text as it is, case included.
  data.perSource.forEach((source, index) => {
    const row = sheet.getRow(header + 1 + index);
    const same = `--EXACT(${names},A${row.number})`;
    row.getCell(1).value = source.label;
    setFormula(row.getCell(2), `SUMPRODUCT(${same})`, source.n);
    setFormula(row.getCell(3), `SUMPRODUCT(${same},${prices})/B${row.number}`, source.mean);
    row.getCell(3).numFmt = MONEY;
    row.getCell(4).value = source.latest.price;
    row.getCell(4).numFmt = MONEY;
    row.getCell(5).value = formatDay(source.latest.date);
  });
}

/** The justification as an .xlsx file. */
export async function justificationWorkbook(
  data: Justification,
  route: JustifiedRoute,
  author: Author,
): Promise<Blob> {
  const workbook = await newWorkbook(author.username);
  titleSheet(workbook.addWorksheet('Титульный лист'), data, route, author);
  observationsSheet(workbook.addWorksheet(OBSERVATIONS), data);
  statisticsSheet(workbook.addWorksheet('Расчёт'), data, route);
  return workbookBlob(workbook);
}
