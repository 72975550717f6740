import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runReport } from './run-report';
import type { BulkRun } from './run-store';

/** As the app names the change: a non-breaking space between the digit groups. */
const TITLE = '−1\u00a0500 ₽';

const change = (overrides: Partial<Extract<BulkRun, { state: 'finished' }>> = {}): BulkRun => ({
  id: 1,
  kind: 'change',
  of: null,
  title: TITLE,
  change: { way: 'amount', amount: -1_500, step: 100 },
  comment: 'Топливо подешевело',
  items: [
    {
      id: 7,
      chain: 'Москва - Казань',
      before: 10_000,
      after: 8_500,
      outcome: 'done',
      reason: null,
    },
    {
      id: 8,
      chain: 'Москва - Тверь',
      before: null,
      after: null,
      outcome: 'skipped',
      reason: 'Нет НМЦ',
    },
  ],
  state: 'finished',
  undoneBy: null,
  user: 'orlov.v',
  startedAt: '2026-06-24T10:05:00',
  endedAt: '2026-06-24T10:07:00',
  ...overrides,
});

/** The report's cells, row by row, as text; with whether each row's first cell is bold. */
async function readReport(run: BulkRun) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await runReport(run, 'ivanova.a')).arrayBuffer());
  const sheet = workbook.getWorksheet('Отчёт');
  if (!sheet) throw new Error('no sheet');
  return Array.from({ length: sheet.rowCount }, (_, index) => {
    const row = sheet.getRow(index + 1);
    const cells = Array.from({ length: 6 }, (_, cell) => row.getCell(cell + 1).value ?? '');
    while (cells.at(-1) === '') cells.pop();
    return { cells, bold: row.getCell(1).style.font?.bold === true };
  });
}

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('the report of a bulk run', () => {
  it('says above its table the way, amount, rounding, comment, user, start and end', async () => {
    const rows = await readReport(change());
    expect(rows.map(({ cells }) => cells)).toEqual([
      [`Изменение НМЦ: ${TITLE}`],
      ['Способ', 'На сумму'],
      ['Изменение', TITLE],
      ['Округлить до', nbsp('100 ₽')],
      ['Комментарий', 'Топливо подешевело'],
      ['Пользователь', 'orlov.v'],
      ['Начало', '24.06.2026 10:05'],
      ['Окончание', '24.06.2026 10:07'],
      [],
      ['ID', 'Маршрут', 'Было', 'Станет', 'Итог', 'Причина'],
      [7, 'Москва - Казань', 10_000, 8_500, 'Изменено'],
      [8, 'Москва - Тверь', '', '', 'Пропущено', 'Нет НМЦ'],
    ]);
    // The table's header stands out; its rows do not.
    expect(rows[9]?.bold).toBe(true);
    expect(rows[10]?.bold).toBe(false);
  });

  it('names an undo as one, and a run «По рынку» has no amount', async () => {
    const market = { way: 'market', amount: 0, step: 1_000 } as const;
    const rows = await readReport(
      change({ kind: 'undo', of: 1, title: 'По рынку', change: market, endedAt: null }),
    );
    expect(rows.slice(0, 8).map(({ cells }) => cells)).toEqual([
      ['Отмена изменения НМЦ: По рынку'],
      ['Способ', 'По рынку'],
      ['Изменение', '—'],
      ['Округлить до', nbsp('1 000 ₽')],
      ['Комментарий', 'Топливо подешевело'],
      ['Пользователь', 'orlov.v'],
      ['Начало', '24.06.2026 10:05'],
      ['Окончание', '—'],
    ]);
  });

  it('of a run kept before runs knew their change, says the change by its title', async () => {
    const rows = await readReport(change({ change: undefined, title: '+10 %', user: null }));
    expect(rows.slice(1, 6).map(({ cells }) => cells)).toEqual([
      ['Способ', '—'],
      ['Изменение', '+10 %'],
      ['Округлить до', '—'],
      ['Комментарий', 'Топливо подешевело'],
      // Nobody was signed in: the one who downloads it.
      ['Пользователь', 'ivanova.a'],
    ]);
  });

  it('of an undo, says per route what it put back; of a run cut short, what it never wrote', async () => {
    const undo = await readReport(
      change({
        kind: 'undo',
        of: 1,
        comment: 'Отмена: Топливо подешевело',
        items: [
          {
            id: 7,
            chain: 'Москва - Казань',
            before: 8_500,
            after: 69_900,
            outcome: 'done',
            reason: null,
            comment: 'Две точки выгрузки',
          },
          {
            id: 9,
            chain: 'Москва - Тула',
            before: 8_500,
            after: 10_000,
            outcome: 'stopped',
            reason: 'Остановлено до записи',
          },
        ],
      }),
    );
    expect(undo.slice(10).map(({ cells }) => cells)).toEqual([
      [
        7,
        'Москва - Казань',
        8_500,
        69_900,
        'Отменено',
        'Возвращено: 69\u00a0900\u00a0₽, «Две точки выгрузки»',
      ],
      [9, 'Москва - Тула', 8_500, 10_000, 'Не записано', 'Остановлено до записи'],
    ]);
  });
});
