import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_SHEET, notificationsWorkbook } from './notifications-xlsx';
import { cellValue, readWorkbook } from './xlsx';

describe('notifications workbook', () => {
  it('reads back with the categories named', async () => {
    const bytes = await notificationsWorkbook(
      [
        {
          id: 1,
          category: 'price_up',
          message: 'Цена выросла',
          route_id: 4,
          created_at: '2026-01-02T00:00:00Z',
        },
        {
          id: 2,
          category: 'new_code',
          message: 'Общее',
          route_id: null,
          created_at: '2026-01-03T21:00:00Z',
        },
      ],
      new Map([['price_up', 'Рост цен']]),
    );
    const sheet = (await readWorkbook(bytes))?.getWorksheet(NOTIFICATIONS_SHEET);
    if (!sheet) throw new Error('no sheet');
    const row = (n: number) =>
      [1, 2, 3, 4, 5].map((i) => cellValue(sheet.getRow(n).getCell(i).value));
    expect(row(1)).toEqual(['ID', 'Категория', 'Сообщение', 'Маршрут', 'Создано']);
    expect(row(2).slice(0, 4)).toEqual([1, 'Рост цен', 'Цена выросла', 4]);
    expect(row(3).slice(0, 4)).toEqual([2, 'new_code', 'Общее', null]);
    expect(sheet.getCell('E3').value).toEqual(new Date('2026-01-04T00:00:00Z'));
  });
});
