import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatHistoryMoney,
  formatLongDay,
  formatMoney,
  formatMoneyChange,
  formatNumber,
  formatPercent,
  formatShortDay,
  formatWithUnit,
  genitiveCount,
  isoDay,
} from './format';

describe('formatMoney', () => {
  it('formats in the Russian locale with up to two decimals and ₽', () => {
    expect(formatMoney(1234567.891)).toBe('1\u00a0234\u00a0567,89 ₽');
    expect(formatMoney(45000)).toBe('45\u00a0000 ₽');
  });

  it('shows zero as an amount and dashes a missing one', () => {
    expect(formatMoney(0)).toBe('0 ₽');
    expect(formatMoney(-3500)).toBe('-3\u00a0500 ₽');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('signs a change that adds', () => {
    expect(formatMoneyChange(6970)).toBe('+6\u00a0970 ₽');
    expect(formatMoneyChange(-1500)).toBe('-1\u00a0500 ₽');
    expect(formatMoneyChange(0)).toBe('0 ₽');
    expect(formatMoneyChange(null)).toBe('—');
  });
});

describe('formatHistoryMoney', () => {
  it('leaves the history cell empty for a falsy НМЦ', () => {
    expect(formatHistoryMoney(72000)).toBe('72\u00a0000 ₽');
    expect(formatHistoryMoney(0)).toBe('');
    expect(formatHistoryMoney(null)).toBe('');
    expect(formatHistoryMoney(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('keeps zero and dashes a missing value', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1520.5)).toBe('1\u00a0520,5');
    expect(formatNumber(null)).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('uses DD MMMM YYYY, HH:mm with Russian month names', () => {
    expect(formatDateTime('2026-11-21T14:30:00')).toBe('21 ноября 2026, 14:30');
    expect(formatDateTime('2026-03-05T09:05:00')).toBe('05 марта 2026, 09:05');
  });

  it('dashes a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('chart and API days', () => {
  it('writes a chart day in full, an axis tick short and the API day as YYYY-MM-DD', () => {
    expect(formatLongDay('2026-03-01')).toBe('1 марта 2026');
    expect(formatShortDay(new Date(2026, 4, 1))).toBe('1 мая 2026');
    expect(isoDay(dayjs('2026-03-01T23:30:00'))).toBe('2026-03-01');
    expect(isoDay('2026-12-31')).toBe('2026-12-31');
  });
});

describe('formatWithUnit', () => {
  it('adds the unit to a number and dashes a missing value', () => {
    expect(formatWithUnit(712.4, 'км')).toBe('712,4 км');
    expect(formatWithUnit(0, '₽/км')).toBe('0 ₽/км');
    expect(formatWithUnit(null, 'км')).toBe('—');
  });
});

describe('percent, day and counted words', () => {
  it('shows a percent with one decimal and a day as ДД.ММ.ГГГГ', () => {
    expect(formatPercent(9.0909)).toBe('9,1 %');
    expect(formatPercent(33)).toBe('33,0 %');
    expect(formatPercent(null)).toBe('—');
    expect(formatDay('2026-06-24')).toBe('24.06.2026');
    expect(formatDay('')).toBe('—');
  });

  it('puts the genitive after a number', () => {
    expect(genitiveCount(1, 'цены', 'цен')).toBe('1 цены');
    expect(genitiveCount(11, 'цены', 'цен')).toBe('11 цен');
    expect(genitiveCount(21, 'источника', 'источников')).toBe('21 источника');
    expect(genitiveCount(2, 'источника', 'источников')).toBe('2 источников');
  });
});
