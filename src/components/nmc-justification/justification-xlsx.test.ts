import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '../../api/schema';
import { justify } from './justification';
import { justificationWorkbook } from './justification-xlsx';

/** Labels that COUNTIF and AVERAGEIF would read as criteria: wildcards and comparisons. */
const NASTY = [
  { value: 'star', label: '*' },
  { value: 'question', label: 'Рынок?' },
  { value: 'tilde', label: '~Тендеры*' },
  { value: 'less', label: '<70000' },
  { value: 'greater', label: '>0' },
  { value: 'equals', label: '=Рынок' },
  { value: 'plain', label: 'Рынок' },
  { value: 'lower', label: 'рынок' },
];

const points: ChartPoint[] = NASTY.flatMap((source, index) =>
  Array.from({ length: index + 1 }, (_, n) => ({
    date: `2026-03-${String(n + 1).padStart(2, '0')}`,
    nmc: 60_000 + index * 1000 + n * 10,
    category: 'lte20',
    data_source: source.value,
  })),
);

const ROUTE = { chain: 'Москва — Казань', category: 'до 20 т', distance: 820, nmc: 65_000 };

async function statistics() {
  const data = justify(
    points,
    NASTY,
    { dateGte: null, dateLte: null, dataSources: [] },
    ROUTE,
    '2026-03-20',
  );
  const blob = await justificationWorkbook(data, ROUTE, { username: 'u', today: '2026-03-20' });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const observations = workbook.getWorksheet('Наблюдения');
  const sheet = workbook.getWorksheet('Расчёт');
  if (!observations || !sheet) throw new Error('no sheet');
  return { data, observations, sheet };
}

/** The observations' source column, as the formulas' range names it. */
const column = (sheet: ExcelJS.Worksheet, from: number, to: number, letter: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => sheet.getCell(`${letter}${from + i}`).value);

describe('justification workbook', () => {
  it('counts and averages each source by its exact label, whatever characters it has', async () => {
    const { data, observations, sheet } = await statistics();
    const first = 15;
    data.perSource.forEach((source, index) => {
      const row = sheet.getRow(first + index);
      expect(row.getCell(1).value).toBe(source.label);
      const count = row.getCell(2);
      const mean = row.getCell(3);
      // Evaluated as Excel would: EXACT over the source column, the price column alongside.
      const match = /^SUMPRODUCT\(--EXACT\('Наблюдения'!B(\d+):B(\d+),A(\d+)\)\)$/.exec(
        count.formula,
      );
      expect(match, count.formula).not.toBeNull();
      const [, from, to, cell] = (match ?? []).map(Number);
      expect(cell).toBe(row.number);
      const labels = column(observations, from!, to!, 'B');
      const prices = column(observations, from!, to!, 'C').map(Number);
      const same = labels.map((label) => label === source.label);
      const n = same.filter(Boolean).length;
      expect([count.result, n]).toEqual([source.n, source.n]);
      expect(mean.formula).toBe(
        `SUMPRODUCT(--EXACT('Наблюдения'!B${from}:B${to},A${row.number}),'Наблюдения'!C${from}:C${to})/B${row.number}`,
      );
      const sum = prices.reduce((total, price, i) => total + (same[i] ? price : 0), 0);
      expect(sum / n).toBeCloseTo(source.mean, 6);
    });
    expect(data.perSource).toHaveLength(NASTY.length);
  });
});
