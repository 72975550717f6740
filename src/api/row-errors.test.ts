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
      { row: 4, field: 'category', message: 'Неизвестная категория' },
      { row: null, field: null, message: 'Без строки' },
    ]);
  });

  it('has none for `null` or anything but a list', () => {
    expect(rowErrorsOf(null)).toEqual([]);
    expect(rowErrorsOf({ message: 'x' })).toEqual([]);
    expect(rowErrorsText(null)).toBe('—');
  });

  it('names the row when it is known', () => {
    expect(rowErrorLine({ row: 4, message: 'Нет города' })).toBe('Строка 4: Нет города');
    expect(rowErrorLine({ row: null, message: 'Нет города' })).toBe('Нет города');
  });

  it('writes an unreadable row as read, «—» for what cannot be shown', () => {
    expect(rowDataText({ Откуда: 'Казань', Вес: 5, Прочее: { a: 1 } })).toBe(
      'Откуда: Казань; Вес: 5; Прочее: —',
    );
    expect(rowDataText(null)).toBe('—');
    expect(rowDataText({})).toBe('—');
  });
});
