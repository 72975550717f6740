import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition, sanitizeFileName } from './download';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename*', () => {
    const header = `attachment; filename="routes.xlsx"; filename*=UTF-8''${encodeURIComponent('Маршруты 2026.xlsx')}`;
    expect(fileNameFromContentDisposition(header)).toBe('Маршруты 2026.xlsx');
  });

  it('reads a quoted or bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="export 1.xlsx"')).toBe(
      'export 1.xlsx',
    );
    expect(fileNameFromContentDisposition('attachment; filename=export.xlsx')).toBe('export.xlsx');
  });

  it('falls back to «Расчитанные маршруты.xlsx» without a usable header', () => {
    expect(fileNameFromContentDisposition(null)).toBe('Расчитанные маршруты.xlsx');
    expect(fileNameFromContentDisposition('attachment')).toBe('Расчитанные маршруты.xlsx');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBe(
      'Расчитанные маршруты.xlsx',
    );
  });

  it('strips path separators and control characters', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'etc_passwd',
    );
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''..%2F..%2Fa%0Ab.xlsx`),
    ).toBe('a_b.xlsx');
    expect(sanitizeFileName('C:\\temp\\x.xlsx')).toBe('C_temp_x.xlsx');
    expect(sanitizeFileName('...')).toBe('Расчитанные маршруты.xlsx');
  });

  it('strips C1 controls and the bidirectional controls that disguise an extension', () => {
    expect(sanitizeFileName('a\u0085b\u009f.xlsx')).toBe('a_b_.xlsx');
    expect(sanitizeFileName('отчёт\u202Exslx.exe')).toBe('отчёт_xslx.exe');
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const cut = sanitizeFileName(`${'Маршруты '.repeat(40)}.xlsx`);
    expect(cut).toHaveLength(200);
    expect(cut.endsWith('.xlsx')).toBe(true);
    expect(sanitizeFileName('я'.repeat(250))).toBe('я'.repeat(200));
  });

  it('never cuts a character in half', () => {
    const cut = sanitizeFileName(`${'😀'.repeat(250)}.csv`);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut).toBe(`${'😀'.repeat(196)}.csv`);
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''a%E2%80%AEb.xlsx`)).toBe(
      'a_b.xlsx',
    );
  });
});
