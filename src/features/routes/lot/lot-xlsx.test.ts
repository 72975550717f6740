import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { savedRoute } from '../../../../tests/support/saved-route';
import type { ChartPoint } from '../../../api/schema';
import { justify, justifiedRoute } from '../../../components/nmc-justification/justification';
import { failedRow, justifiedLabel, lotRowOf, lotTotals, type LotRow } from './lot';
import { LOT_HEADER_ROW, lotWorkbook } from './lot-xlsx';

const TODAY = '2026-03-20';
const SOURCES = [
  { value: 'market', label: 'Рынок' },
  { value: 'tenders', label: 'Тендеры' },
];

/** `prices` a day apart from 1 March 2026, the sources taking turns (or one source only). */
const points = (prices: number[], sources = ['market', 'tenders']): ChartPoint[] =>
  prices.map((nmc, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    nmc,
    category: 'lte20',
    data_source: sources[i % sources.length] ?? 'market',
  }));

const CHARTS: [number, number | null, ChartPoint[]][] = [
  [11, 60_000, points([58_000, 61_000, 60_500, 62_000, 59_000])],
  [12, 50_000, points([30_000, 90_000, 40_000, 95_000])],
  [13, 70_000, points([70_000, 71_000])],
  [14, null, points([40_000, 41_000, 42_000])],
  [15, 30_000, points([30_000, 31_000, 32_000], ['market'])],
  [16, 45_000, []],
];

const rows: LotRow[] = [
  ...CHARTS.map(([id, nmc, chart]) => lotRowOf(savedRoute(id, nmc), chart, SOURCES, TODAY)),
  failedRow(savedRoute(17, 80_000)),
];

async function readBack() {
  const blob = await lotWorkbook(rows, { name: 'Орлов Виктор', today: TODAY });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const lot = workbook.getWorksheet('Лот');
  const observations = workbook.getWorksheet('Наблюдения');
  if (!lot || !observations) throw new Error('no sheet');
  return { lot, observations };
}

type Value = ExcelJS.CellValue;
const formulaOf = (value: Value) =>
  typeof value === 'object' && value !== null && 'formula' in value ? value.formula : null;
const resultOf = (value: Value) =>
  typeof value === 'object' && value !== null && 'formula' in value ? value.result : value;

/** The prices of `'Наблюдения'!Dx:Dy`, as Excel reads the range. */
function pricesIn(sheet: ExcelJS.Worksheet, range: string): number[] {
  const match = /^'Наблюдения'!D(\d+):D(\d+)$/.exec(range);
  if (!match) throw new Error(`not a price range: ${range}`);
  const prices: number[] = [];
  for (let row = Number(match[1]); row <= Number(match[2]); row += 1)
    prices.push(Number(sheet.getCell(`D${row}`).value));
  return prices;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const stdev = (values: number[]) =>
  Math.sqrt(
    values.reduce((sum, value) => sum + (value - mean(values)) ** 2, 0) / (values.length - 1),
  );

describe('the lot justification workbook', () => {
  it('computes each route by formulas over its own prices, equal to the route page panel', async () => {
    const { lot, observations } = await readBack();
    const header = lot.getRow(LOT_HEADER_ROW);
    expect(header.getCell('E').value).toBe('НМЦ, ₽');
    expect(header.getCell('K').value).toBe('Обоснованная НМЦ, ₽');

    CHARTS.forEach(([id, nmc, chart], index) => {
      const at = LOT_HEADER_ROW + 1 + index;
      const cell = (letter: string) => lot.getCell(`${letter}${at}`).value;
      expect([cell('B'), cell('E')]).toEqual([id, nmc]);
      // The panel on the route's page, as it first opens.
      const route = savedRoute(id, nmc);
      const panel = justify(
        chart,
        SOURCES,
        { dateGte: null, dateLte: null, dataSources: [] },
        justifiedRoute(route),
        TODAY,
      );
      if (chart.length === 0) {
        expect([cell('F'), cell('H'), cell('I')]).toEqual([0, null, null]);
        expect(resultOf(cell('J'))).toBe('Недостаточно данных');
        return;
      }
      const range = /^COUNT\((.+)\)$/.exec(formulaOf(cell('F')) ?? '')?.[1] ?? '';
      const prices = pricesIn(observations, range);
      // Evaluated as Excel would, and cached as the app computed it.
      expect(prices).toEqual(chart.map((point) => point.nmc));
      expect(resultOf(cell('F'))).toBe(prices.length);
      expect(formulaOf(cell('H'))).toBe(`AVERAGE(${range})`);
      expect(resultOf(cell('H'))).toBeCloseTo(mean(prices), 6);
      expect(resultOf(cell('H'))).toBe(panel.summary?.mean);
      if (prices.length > 1) {
        expect(formulaOf(cell('I'))).toBe(`STDEV(${range})/H${at}*100`);
        expect(resultOf(cell('I'))).toBeCloseTo((stdev(prices) / mean(prices)) * 100, 6);
      }
      expect(resultOf(cell('J'))).toBe(
        {
          homogeneous: 'Совокупность однородна (V ≤ 33 %)',
          heterogeneous: 'Совокупность неоднородна (V > 33 %)',
          insufficient: 'Недостаточно данных',
        }[panel.verdict],
      );
      expect(formulaOf(cell('K'))).toBe(
        `IF(J${at}="Совокупность однородна (V ≤ 33 %)",ROUND(H${at},0),"")`,
      );
      const justified = panel.verdict === 'homogeneous' ? Math.round(mean(prices)) : null;
      expect(resultOf(cell('K')) ?? null).toBe(justified);
      expect(resultOf(cell('L')) ?? null).toBe(
        justified !== null && nmc !== null ? justified - nmc : null,
      );
    });
  });

  it('marks and counts weak, failed and unpriced routes, and sums the lot by formulas', async () => {
    const { lot } = await readBack();
    const marks = rows.map((_, index) => lot.getCell(`M${LOT_HEADER_ROW + 1 + index}`).value);
    expect(marks).toEqual([
      '',
      'Цены неоднородны',
      'Мало цен рынка',
      'Нет НМЦ',
      'Мало цен рынка',
      'Мало цен рынка',
      'Цены рынка не получены',
    ]);
    const head = (label: string) => {
      const row = Array.from({ length: 12 }, (_, i) => lot.getRow(i + 1)).find((line) => {
        const text = line.getCell('A').value;
        return typeof text === 'string' && text.startsWith(label);
      });
      return row?.getCell('D').value ?? null;
    };
    const first = LOT_HEADER_ROW + 1;
    const last = LOT_HEADER_ROW + rows.length;
    const totals = lotTotals(rows);
    expect(formulaOf(head('НМЦ лота'))).toBe(`SUM(E${first}:E${last})`);
    // 60 000 + 50 000 + 70 000 + 30 000 + 45 000 + 80 000: a route without НМЦ adds nothing.
    expect(resultOf(head('НМЦ лота'))).toBe(335_000);
    const justified = rows.map((_, i) => resultOf(lot.getCell(`K${first + i}`).value));
    expect(resultOf(head('Обоснованная НМЦ лота'))).toBe(
      justified.reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0),
    );
    expect(resultOf(head('Обоснованная НМЦ лота'))).toBe(60_100 + 41_000);
    // The sum covers only the routes a sample backs, and says so: 2 of the lot's 7.
    expect(justifiedLabel(totals)).toBe('Обоснованная НМЦ лота (маршрутов с ценой: 2 из 7)');
    expect(resultOf(head(justifiedLabel(totals)))).toBe(60_100 + 41_000);
    expect(formulaOf(head('Разница'))).toBe(`SUM(L${first}:L${last})`);
    expect(resultOf(head('Разница'))).toBe(100);
    expect(resultOf(head('Мало цен'))).toBe(4);
    expect(resultOf(head('Цены рынка не получены'))).toBe(1);
    expect(resultOf(head('Без НМЦ'))).toBe(1);
    expect(totals).toMatchObject({ routes: 7, weak: 4, failed: 1, noNmc: 1, compared: 1 });

    const signatures = Array.from({ length: 10 }, (_, i) => lot.getRow(last + 2 + i))
      .map((line) => [line.getCell('B').value, line.getCell('C').value])
      .filter(([label]) => label !== null);
    expect(signatures).toEqual([
      ['Подготовил', 'Орлов Виктор'],
      ['Должность', ''],
      ['Дата', ''],
      ['Подпись', ''],
    ]);
  });
});
