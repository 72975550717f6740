import { describe, expect, it } from 'vitest';
import { acceptAttribute, extensionsInWords, hasExtension } from './file-types';

const SHEETS = { extensions: ['.xlsx', '.xls', '.csv'], contentTypes: ['text/csv'] };

describe('file types', () => {
  it('lists extensions and content types for the file dialog', () => {
    expect(acceptAttribute(SHEETS)).toBe('.xlsx,.xls,.csv,text/csv');
  });

  it('checks the extension in any case', () => {
    expect(hasExtension('Маршруты.XLSX', SHEETS)).toBe(true);
    expect(hasExtension('notes.pdf', SHEETS)).toBe(false);
    expect(hasExtension('xlsx', SHEETS)).toBe(false);
  });

  it('names the extensions as a sentence does', () => {
    expect(extensionsInWords(SHEETS)).toBe('.xlsx, .xls или .csv');
    expect(extensionsInWords({ extensions: ['.csv'], contentTypes: [] })).toBe('.csv');
    expect(extensionsInWords({ extensions: [], contentTypes: [] })).toBe('');
  });
});
