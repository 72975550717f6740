import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition, sanitizeFileName, XLSX } from './download';

const fromHeader = (header: string | null) => fileNameFromContentDisposition(header, XLSX);
const sanitize = (name: string) => sanitizeFileName(name, XLSX);

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename*', () => {
    const header = `attachment; filename="routes.xlsx"; filename*=UTF-8''${encodeURIComponent('Маршруты 2026.xlsx')}`;
    expect(fromHeader(header)).toBe('Маршруты 2026.xlsx');
  });

  it('reads a quoted or bare filename', () => {
    expect(fromHeader('attachment; filename="export 1.xlsx"')).toBe('export 1.xlsx');
    expect(fromHeader('attachment; filename=export.xlsx')).toBe('export.xlsx');
  });

  it('falls back to «Расчитанные маршруты.xlsx» without a usable header', () => {
    expect(fromHeader(null)).toBe('Расчитанные маршруты.xlsx');
    expect(fromHeader('attachment')).toBe('Расчитанные маршруты.xlsx');
    expect(fromHeader("attachment; filename*=UTF-8''%E0%A4%A")).toBe('Расчитанные маршруты.xlsx');
  });

  it('strips path separators and control characters', () => {
    expect(fromHeader('attachment; filename="../../etc/passwd"')).toBe('etc_passwd.xlsx');
    expect(fromHeader(`attachment; filename*=UTF-8''..%2F..%2Fa%0Ab.xlsx`)).toBe('a_b.xlsx');
    expect(sanitize('C:\\temp\\x.xlsx')).toBe('C_temp_x.xlsx');
    expect(sanitize('...')).toBe('Расчитанные маршруты.xlsx');
  });

  it('strips C1 controls and the bidirectional controls that disguise an extension', () => {
    expect(sanitize('a\u0085b\u009f.xlsx')).toBe('a_b_.xlsx');
    expect(sanitize('отчёт\u202Exslx.exe')).toBe('отчёт_xslx.exe.xlsx');
  });

  it('strips every invisible format character: zero-width ones, soft hyphens, BOM', () => {
    expect(sanitize('\uFEFFот\u200Bчёт\u00AD\u2060.xlsx')).toBe('от_чёт_.xlsx');
    expect(sanitize('отчёт.xl\u200Dsx')).toBe('отчёт.xl_sx.xlsx');
    expect(fromHeader(`attachment; filename*=UTF-8''a%E2%81%A6b.xlsx`)).toBe('a_b.xlsx');
  });

  it('ends in the extension of the file’s type, whatever the server named it', () => {
    expect(fromHeader('attachment; filename="report.exe"')).toBe('report.exe.xlsx');
    expect(fromHeader('attachment; filename="report.html"')).toBe('report.html.xlsx');
    expect(fromHeader('attachment; filename="Маршруты 01.02.2026"')).toBe(
      'Маршруты 01.02.2026.xlsx',
    );
    expect(fromHeader('attachment; filename="REPORT.XLSX"')).toBe('REPORT.XLSX');
  });

  it('drops trailing dots and spaces, which Windows would drop after the extension', () => {
    expect(sanitize('report.xlsx.')).toBe('report.xlsx');
    expect(sanitize('report.xlsx . .')).toBe('report.xlsx');
    expect(sanitize('report.exe.')).toBe('report.exe.xlsx');
    expect(sanitize('report...')).toBe('report.xlsx');
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const cut = sanitize(`${'Маршруты '.repeat(40)}.xlsx`);
    expect(cut).toHaveLength(200);
    expect(cut.endsWith('.xlsx')).toBe(true);
    expect(sanitize('я'.repeat(250))).toBe(`${'я'.repeat(195)}.xlsx`);
  });

  it('never cuts a character in half', () => {
    const cut = sanitize(`${'😀'.repeat(250)}.xlsx`);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut).toBe(`${'😀'.repeat(195)}.xlsx`);
    expect(fromHeader(`attachment; filename*=UTF-8''a%E2%80%AEb.xlsx`)).toBe('a_b.xlsx');
  });
});
