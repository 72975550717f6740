import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatDayTime,
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

/** What a formatted value reads as, with its non-breaking spaces marked «·». */
const marked = (text: string) => text.replaceAll('\u00a0', '·');

describe('formatMoney', () => {
  it('formats in the Russian locale, ₽ joined to the number by a non-breaking space', () => {
    expect(marked(formatMoney(1234567.891))).toBe('1·234·567,89·₽');
    expect(marked(formatMoney(45000))).toBe('45·000·₽');
  });

  it('writes kopecks as two digits, and a whole amount without any', () => {
    expect(marked(formatMoney(151300.5))).toBe('151·300,50·₽');
    expect(marked(formatMoney(69408.333))).toBe('69·408,33·₽');
    expect(marked(formatMoney(72000))).toBe('72·000·₽');
    // Less than half a kopeck is a whole amount.
    expect(marked(formatMoney(100.004))).toBe('100·₽');
  });

  it('shows zero as an amount and dashes a missing one', () => {
    expect(marked(formatMoney(0))).toBe('0·₽');
    expect(marked(formatMoney(-3500))).toBe('\u22123·500·₽');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('signs a change that adds', () => {
    expect(formatMoneyChange(6970)).toBe('+6\u00a0970\u00a0₽');
    expect(formatMoneyChange(-1500)).toBe('\u22121\u00a0500\u00a0₽');
    expect(formatMoneyChange(0)).toBe('0\u00a0₽');
    expect(formatMoneyChange(null)).toBe('—');
  });
});

describe('a negative number', () => {
  it('has the one minus sign «−» (U+2212), in money, per cent and plain numbers alike', () => {
    const values = [
      formatMoneyChange(-0.5),
      formatMoney(-151_300.5),
      formatPercent(-73.37),
      formatNumber(-1.5),
    ];
    expect(values).toEqual([
      '\u22120,50\u00a0₽',
      '\u2212151\u00a0300,50\u00a0₽',
      '\u221273,4\u00a0%',
      '\u22121,5',
    ]);
    for (const text of values) expect(text).not.toContain('-');
  });
});

describe('formatHistoryMoney', () => {
  it('leaves the history cell empty for a falsy НМЦ', () => {
    expect(marked(formatHistoryMoney(72000))).toBe('72·000·₽');
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
    expect(marked(formatWithUnit(712.4, 'км'))).toBe('712,4·км');
    expect(marked(formatWithUnit(0, '₽/км'))).toBe('0·₽/км');
    expect(formatWithUnit(null, 'км')).toBe('—');
  });
});

describe('percent, day and counted words', () => {
  it('shows a percent with one decimal and a day as ДД.ММ.ГГГГ', () => {
    expect(marked(formatPercent(9.0909))).toBe('9,1·%');
    expect(marked(formatPercent(33))).toBe('33,0·%');
    expect(formatPercent(null)).toBe('—');
    expect(formatDay('2026-06-24')).toBe('24.06.2026');
    expect(formatDay('')).toBe('—');
  });

  it('writes a moment in a file as ДД.ММ.ГГГГ ЧЧ:мм', () => {
    expect(formatDayTime('2026-06-24T09:05:00')).toBe('24.06.2026 09:05');
    expect(formatDayTime(null)).toBe('—');
    expect(formatDayTime('not a date')).toBe('—');
  });

  it('puts the genitive after a number', () => {
    expect(genitiveCount(1, 'цены', 'цен')).toBe('1 цены');
    expect(genitiveCount(11, 'цены', 'цен')).toBe('11 цен');
    expect(genitiveCount(21, 'источника', 'источников')).toBe('21 источника');
    expect(genitiveCount(2, 'источника', 'источников')).toBe('2 источников');
  });
});

describe('numbers without Intl', () => {
  it('writes numbers, amounts and percents without Intl, whose first use starts ICU', () => {
    // Intl's `format` is a getter on the prototype: counted where it is read.
    const { prototype } = Intl.NumberFormat;
    const format = Object.getOwnPropertyDescriptor(prototype, 'format');
    let formats = 0;
    Object.defineProperty(prototype, 'format', {
      ...format,
      get(this: Intl.NumberFormat) {
        formats += 1;
        const bound: unknown = format?.get?.call(this);
        return bound;
      },
    });
    const used = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Number.prototype, 'toLocaleString')];
    try {
      expect([formatNumber(1520.5), formatMoney(-151_300.5), formatPercent(12.34)]).toEqual([
        '1\u00a0520,5',
        '\u2212151\u00a0300,50\u00a0₽',
        '12,3\u00a0%',
      ]);
      expect(formats).toBe(0);
      for (const spy of used) expect(spy).not.toHaveBeenCalled();
    } finally {
      if (format) Object.defineProperty(prototype, 'format', format);
      for (const spy of used) spy.mockRestore();
    }
  });
});
