import { describe, expect, it } from 'vitest';
import type { Route, TemporaryRoute } from '../../../src/api/schema';
import { fileNameFromContentDisposition } from '../../../src/lib/download';
import { DEFAULT_EXPORT_FILE_NAME } from '../../../src/lib/constants';
import {
  contentDisposition,
  EXPORT_FILE_NAME,
  ROUTES_SHEET,
  routesWorkbook,
  temporaryWorkbook,
} from './routes-xlsx';
import { cellValue, readWorkbook } from './xlsx';

const segment = (from: string, to: string) => ({
  from_waypoint: { city: from, region: null },
  to_waypoint: { city: to, region: null },
});

const ROUTE: Route = {
  id: 7,
  path: [segment('Москва', 'Тверь'), segment('Тверь', 'Санкт-Петербург')],
  path_hash: 'abc',
  route_type: 'complex',
  category: 'gt40',
  distance: 705.4,
  tariff: 95.5,
  nmc: 67_365.7,
  nmc_adjustments: null,
  comment: null,
  notifications: ['price_up', 'unknown'],
  updated_at: '2026-03-20T09:30:00Z',
};

async function sheetOf(bytes: Uint8Array) {
  const workbook = await readWorkbook(bytes);
  const sheet = workbook?.getWorksheet(ROUTES_SHEET);
  if (!workbook || !sheet) throw new Error('no sheet');
  const row = (n: number) =>
    Array.from({ length: sheet.columnCount }, (_, i) =>
      cellValue(sheet.getRow(n).getCell(i + 1).value),
    );
  return { workbook, sheet, row };
}

describe('routes workbook', () => {
  it('reads back as a table of the routes, numbers as numbers and no value as an empty cell', async () => {
    const labels = new Map([['price_up', 'Рост цен']]);
    const { workbook, sheet, row } = await sheetOf(
      await routesWorkbook([ROUTE], 'Выгрузка', labels),
    );
    expect(workbook.title).toBe('Выгрузка');
    expect(row(1)).toEqual([
      'ID',
      'Маршрут',
      'Тип маршрута',
      'Категория ТС',
      'Расстояние, км',
      'Тариф, ₽/км',
      'НМЦ, ₽',
      'Корректировки НМЦ, ₽',
      'Комментарий',
      'Уведомления',
      'Изменён',
    ]);
    expect(row(2).slice(0, 10)).toEqual([
      7,
      'Москва — Тверь — Санкт-Петербург',
      'Составной',
      'свыше 40 т',
      705.4,
      95.5,
      67_365.7,
      null,
      null,
      'Рост цен, unknown',
    ]);
    // Moscow wall clock: 09:30 UTC is 12:30.
    expect(sheet.getCell('K2').value).toEqual(new Date('2026-03-20T12:30:00Z'));
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00');
    expect(sheet.getRow(1).font.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(48);
  });

  it('writes the session routes with the saved route each matches', async () => {
    const temporary: TemporaryRoute = {
      id: 3,
      path: [segment('Казань', 'Уфа')],
      category: 'lte20',
      nmc: null,
      comment: 'проверить',
      existing_route_id: 12,
      job: 5,
    };
    const { row } = await sheetOf(await temporaryWorkbook([temporary]));
    expect(row(1)).toEqual([
      'ID',
      'Маршрут',
      'Категория ТС',
      'Расстояние, км',
      'Тариф, ₽/км',
      'НМЦ, ₽',
      'Комментарий',
      'Существующий маршрут',
    ]);
    expect(row(2)).toEqual([3, 'Казань — Уфа', 'до 20 т', null, null, null, 'проверить', 12]);
  });
});

describe('content disposition', () => {
  it('gives the app the Russian name back', () => {
    expect(EXPORT_FILE_NAME).toBe(DEFAULT_EXPORT_FILE_NAME);
    const header = contentDisposition(EXPORT_FILE_NAME);
    expect(header).toMatch(
      /^attachment; filename="Raschitannye marshruty\.xlsx"; filename\*=UTF-8''/,
    );
    expect(fileNameFromContentDisposition(header, '.xlsx', 'other.xlsx')).toBe(EXPORT_FILE_NAME);
  });

  it('keeps quotes, semicolons and percent signs from breaking the header', () => {
    const name = "Отчёт (май); 50% «итог» d'Artagnan.xlsx";
    const header = contentDisposition(name);
    expect(header).not.toMatch(/[^\x20-\x7e]/);
    expect(fileNameFromContentDisposition(header, '.xlsx', 'other.xlsx')).toBe(name);
    const fallback = header.replace(/; filename\*=.*$/, '');
    expect(fileNameFromContentDisposition(fallback, '.xlsx', 'other.xlsx')).toBe(
      "Otchet (may); 50% _itog_ d'Artagnan.xlsx",
    );
  });
});
