import { describe, expect, it } from 'vitest';
import { rowDataText, rowErrorLine, rowErrorsOf, rowErrorsText } from './row-errors';

describe('row errors', () => {
  it('reads the contract’s row errors and drops what is not one', () => {
    expect(
      rowErrorsOf([
        { row: 4, field: 'category', message: 'Неизвестная категория' },
        { message: 'Без строки' },
        null,
        { row: 5 },
        'строка',
      ]),
    ).toEqual([
      { row: 4, field: 'Категория ТС', message: 'Неизвестная категория' },
      { row: null, field: null, message: 'Без строки' },
    ]);
  });

  it('names fields and categories in Russian, not by their codes', () => {
    expect(
      rowErrorsOf([
        { row: 2, field: 'to_waypoint', message: 'Обязательное поле' },
        { row: 3, field: 'segments.0.from_waypoint', message: 'to_waypoint: нет города' },
        { row: 5, field: 'vehicle_category', message: 'Категория lte10 не подходит для lte7' },
        { row: 6, field: 'unknown_column', message: 'Unknown category' },
      ]),
    ).toEqual([
      { row: 2, field: 'Куда', message: 'Обязательное поле' },
      { row: 3, field: 'Маршрут.0.Откуда', message: 'Куда: нет города' },
      { row: 5, field: 'Категория ТС', message: 'Категория до 10 т не подходит для lte7' },
      { row: 6, field: 'unknown_column', message: 'Unknown category' },
    ]);
    expect(rowDataText({ category: 'lte20', Откуда: 'Казань' })).toBe(
      'Категория ТС: до 20 т; Откуда: Казань',
    );
  });

  it('names a row’s short column codes in the screen’s words too', () => {
    expect(rowDataText({ from: 'Москва', via: 'Тверь', to: 'Гондор' })).toBe(
      'Откуда: Москва; Через: Тверь; Куда: Гондор',
    );
  });

  it('has none for `null` or anything but a list', () => {
    expect(rowErrorsOf(null)).toEqual([]);
    expect(rowErrorsOf({ message: 'x' })).toEqual([]);
    expect(rowErrorsText(null)).toBe('—');
  });

  it('names the row and the field when they are known', () => {
    expect(rowErrorLine({ row: 4, message: 'Нет города' })).toBe('Строка 4: Нет города');
    expect(rowErrorLine({ row: 4, field: 'Куда', message: 'Нет города' })).toBe(
      'Строка 4, Куда: Нет города',
    );
    expect(rowErrorLine({ row: null, message: 'Нет города' })).toBe('Нет города');
    expect(rowErrorsText([{ field: 'to_waypoint', message: 'Нет города' }])).toBe(
      'Куда: Нет города',
    );
  });

  it('writes an unreadable row as read, «—» for what cannot be shown', () => {
    expect(rowDataText({ Откуда: 'Казань', Вес: 5, Прочее: { a: 1 } })).toBe(
      'Откуда: Казань; Вес: 5; Прочее: —',
    );
    expect(rowDataText(null)).toBe('—');
    expect(rowDataText({})).toBe('—');
  });
});
