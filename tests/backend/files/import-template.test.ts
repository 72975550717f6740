import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRouteImport } from './route-import';
import { findCity } from '../data/cities';
import { importTemplate } from '../../../src/features/calculator/import-template';

describe('the import template', () => {
  it('has the contract’s columns and an example row the backend reads as a route', async () => {
    const bytes = new Uint8Array(await (await importTemplate()).arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.getWorksheet('Маршруты');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Откуда', 'Через', 'Куда', 'Категория ТС']);
    const read = await readRouteImport(bytes, findCity);
    expect(read).toMatchObject({ ok: true, rows: [{ row: 2, category: 'lte20', errors: [] }] });
    expect(read.ok && read.rows[0]?.segments?.length).toBe(3);
  });
});
