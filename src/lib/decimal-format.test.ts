import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal-format';

/** The formats the screens use (min and max decimals, strip if integer), with Intl's options. */
const FORMATS: [[number, number, boolean], Intl.NumberFormatOptions][] = [
  [[0, 2, false], { maximumFractionDigits: 2 }],
  [
    [2, 2, true],
    { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' },
  ],
  [[1, 1, false], { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
  [[0, 1, false], { maximumFractionDigits: 1 }],
];

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.05,
  0.005,
  -0.004,
  -0.04,
  0.25,
  0.35,
  1.005,
  1.015,
  2.675,
  9.995,
  99.995,
  999.95,
  999_999.995,
  1234,
  12_345.5,
  123_456.785,
  1e-7,
  5e-7,
  0.000_049,
  1e20,
  1e21,
  1.5e22,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  0.1 + 0.2,
  69_900,
  78_300,
  8400 / 69_900,
];

/** Deterministic values of every size: integers, cents, halves of the last kept digit, tails. */
function* values(): Generator<number> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < 20_000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 16 - 6);
    const sign = next() < 0.3 ? -1 : 1;
    const raw = next() * magnitude;
    const kind = i % 4;
    if (kind === 0) yield sign * raw;
    else if (kind === 1) yield (sign * Math.round(raw * 100)) / 100;
    else if (kind === 2) yield (sign * (Math.floor(raw * 100) + 0.5)) / 100;
    else yield (sign * (Math.floor(raw * 1000) + 0.5)) / 1000;
  }
}

describe('formatDecimal writes a number as Intl ru-RU does', () => {
  it.each(FORMATS)(
    '%o, on edge cases and 20 000 numbers of every size',
    ([min, max, strip], options) => {
      const intl = new Intl.NumberFormat('ru-RU', options);
      const differ: string[] = [];
      for (const value of [...EDGES, ...EDGES.map((edge) => -edge), ...values()]) {
        const ours = formatDecimal(value, min, max, strip);
        if (ours !== intl.format(value)) differ.push(`${value}: ${ours} ≠ ${intl.format(value)}`);
      }
      expect(differ.slice(0, 10)).toEqual([]);
    },
  );

  it('groups by three with a no-break space and writes a decimal comma', () => {
    expect(formatDecimal(1_234_567.5, 2, 2)).toBe('1\u00a0234\u00a0567,50');
  });
});
