import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  extensionsInWords,
  hasExtension,
  isTooLarge,
  sizeInWords,
} from './file-types';

const SHEETS = {
  extensions: ['.xlsx', '.xls', '.csv'],
  contentTypes: ['text/csv'],
  maxBytes: 5 * 1024 * 1024,
};

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
    expect(extensionsInWords({ extensions: ['.csv'], contentTypes: [], maxBytes: null })).toBe(
      '.csv',
    );
    expect(extensionsInWords({ extensions: [], contentTypes: [], maxBytes: null })).toBe('');
  });

  it('checks the size limit and names it', () => {
    expect(isTooLarge(5 * 1024 * 1024, SHEETS)).toBe(false);
    expect(isTooLarge(5 * 1024 * 1024 + 1, SHEETS)).toBe(true);
    expect(isTooLarge(1e12, { ...SHEETS, maxBytes: null })).toBe(false);
    expect(sizeInWords(5 * 1024 * 1024)).toBe('5\u00a0МБ');
    expect(sizeInWords(1536 * 1024)).toBe('1,5\u00a0МБ');
    expect(sizeInWords(300 * 1024)).toBe('300\u00a0КБ');
  });
});
