import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMN,
  NOT_XLSX,
  readRouteImport,
  routeImportTemplate,
  type CityLookup,
  type ImportFileRow,
  type ImportRead,
} from './route-import';
import { workbookBytes } from './xlsx';

const CITIES = [
  { name: 'Москва', region: 'Москва' },
  { name: 'Тверь', region: 'Тверская область' },
  { name: 'Казань', region: 'Республика Татарстан' },
  { name: 'Санкт-Петербург', region: 'Санкт-Петербург' },
];
const findCity: CityLookup = (name) => CITIES.find((city) => city.name === name);

const route = (from: string, to: string, category: string, via?: string): ImportFileRow => ({
  [IMPORT_COLUMN.from]: from,
  [IMPORT_COLUMN.via]: via ?? null,
  [IMPORT_COLUMN.to]: to,
  [IMPORT_COLUMN.category]: category,
});

const read = async (rows: readonly ImportFileRow[], columns?: readonly string[]) =>
  readRouteImport(await routeImportTemplate(rows, columns), findCity);

function rowsOf(result: ImportRead) {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.rows;
}

describe('route import', () => {
  it('reads a good file: sheet rows, data by the Russian titles, segments with regions', async () => {
    const rows = rowsOf(
      await read([
        route('Москва', 'Санкт-Петербург', 'до 20 т', 'Тверь'),
        null,
        route(' г. Казань ', 'Москва', 'lte1_5'),
        route('Москва', 'Казань', 'Свыше 40 т'),
      ]),
    );
    expect(rows.map((row) => row.row)).toEqual([2, 4, 5]);
    const [first, second, third] = rows;
    expect(first?.data).toEqual({
      Откуда: 'Москва',
      Через: 'Тверь',
      Куда: 'Санкт-Петербург',
      'Категория ТС': 'до 20 т',
    });
    expect(first?.errors).toEqual([]);
    expect(first?.category).toBe('lte20');
    expect(first?.segments).toEqual([
      {
        from_waypoint: { city: 'Москва', region: 'Москва' },
        to_waypoint: { city: 'Тверь', region: 'Тверская область' },
      },
      {
        from_waypoint: { city: 'Тверь', region: 'Тверская область' },
        to_waypoint: { city: 'Санкт-Петербург', region: 'Санкт-Петербург' },
      },
    ]);
    expect(second?.segments?.[0]?.from_waypoint.city).toBe('Казань');
    expect(second?.category).toBe('lte1_5');
    expect(third?.category).toBe('gte40');
  });

  it('names the column of an unknown city, a missing value and a bad category', async () => {
    const rows = rowsOf(
      await read([
        route('Москва', 'Гондор', 'до 20 т'),
        route('Москва', 'Казань', 'до 7 т', 'Тверь; Мордор'),
        route('', 'Казань', ''),
        route('Москва', 'Москва', 'до 3 т'),
      ]),
    );
    expect(rows.map((row) => row.errors)).toEqual([
      [{ row: 2, field: 'Куда', message: 'Неизвестный город «Гондор»' }],
      [
        { row: 3, field: 'Через', message: 'Неизвестный город «Мордор»' },
        { row: 3, field: 'Категория ТС', message: 'Недопустимая категория ТС «до 7 т»' },
      ],
      [
        { row: 4, field: 'Откуда', message: 'Не указан город' },
        { row: 4, field: 'Категория ТС', message: 'Не указана категория ТС' },
      ],
      [{ row: 5, field: 'Куда', message: 'Город назначения совпадает с городом отправления' }],
    ]);
    expect(rows[0]?.segments).toBeUndefined();
    expect(rows[0]?.category).toBe('lte20');
    expect(rows[0]?.data).toMatchObject({ Куда: 'Гондор' });
    expect(rows[1]?.segments).toBeUndefined();
    expect(rows[1]?.category).toBeUndefined();
  });

  it('refuses a file without a required column', async () => {
    const columns = [IMPORT_COLUMN.from, IMPORT_COLUMN.to];
    expect(await read([route('Москва', 'Казань', 'до 20 т')], columns)).toEqual({
      ok: false,
      detail: 'Файл содержит ошибки',
      errors: [{ row: 1, field: null, message: 'Нет колонки «Категория ТС»' }],
    });
  });

  it('refuses a file whose first row is a route, not a header', async () => {
    const result = await read([], ['Москва', 'Казань', 'до 20 т']);
    expect(result.ok || 'errors' in result ? result : null).toMatchObject({
      errors: [
        { row: 1, message: 'Нет колонки «Откуда»' },
        { row: 1, message: 'Нет колонки «Куда»' },
        { row: 1, message: 'Нет колонки «Категория ТС»' },
      ],
    });
  });

  it('refuses an empty sheet and a sheet with no routes', async () => {
    expect(await read([], [])).toEqual({
      ok: false,
      detail: 'Файл содержит ошибки',
      errors: [{ row: null, field: null, message: 'Лист «Маршруты» пуст' }],
    });
    expect(await read([null])).toMatchObject({ ok: false, errors: [{ row: null }] });
  });

  it('refuses more than 5000 routes with one error that says how many', async () => {
    const result = await read(
      Array.from({ length: 5001 }, () => route('Москва', 'Казань', 'lte20')),
    );
    expect(result).toEqual({
      ok: false,
      detail: 'Файл содержит ошибки',
      errors: [
        {
          row: null,
          field: null,
          message:
            'В файле 5\u00a0001 строк маршрутов, а можно не больше 5\u00a0000: разделите файл на части',
        },
      ],
    });
  }, 30_000);

  it('says an empty file is empty', async () => {
    expect(await readRouteImport(new Uint8Array(), findCity)).toEqual({
      ok: false,
      detail: 'Файл пуст: в нём нет ни одного байта',
      errors: [],
    });
  });

  it('reads the sheet «Маршруты» when it is not the first', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Справка').addRow(['Заполните лист «Маршруты»']);
    const sheet = workbook.addWorksheet('маршруты');
    sheet.addRow(['Категория ТС', 'Куда', 'Откуда', 'Примечание']);
    sheet.addRow(['до 5 т', 'Тверь', 'Москва', 'срочно']);
    const rows = rowsOf(await readRouteImport(await workbookBytes(workbook), findCity));
    expect(rows).toMatchObject([
      { row: 2, category: 'lte5', errors: [], data: { Примечание: 'срочно', Откуда: 'Москва' } },
    ]);
  });

  it('refuses a file that is not an .xlsx', async () => {
    const text = new TextEncoder().encode('Откуда;Куда\nМосква;Казань\n');
    expect(await readRouteImport(text, findCity)).toEqual({
      ok: false,
      fileErrors: { file: [NOT_XLSX] },
    });
    expect(NOT_XLSX).toBe('Загрузите файл в формате .xlsx.');
  });
});
