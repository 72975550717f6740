import { describe, expect, it } from 'vitest';
import { formatApproxDuration } from './format-duration';

/** What a formatted value reads as, with its non-breaking spaces marked «·». */
const read = (ms: number) => formatApproxDuration(ms).replaceAll('\u00a0', '·');

describe('formatApproxDuration', () => {
  it('counts seconds by 5 under a minute', () => {
    expect(read(5_000)).toBe('≈·5·с');
    expect(read(7_400)).toBe('≈·5·с');
    expect(read(38_000)).toBe('≈·40·с');
    expect(read(41_000)).toBe('≈·40·с');
    expect(read(54_000)).toBe('≈·55·с');
  });

  it('counts whole minutes under an hour, a near minute as one', () => {
    expect(read(58_000)).toBe('≈·1·мин');
    expect(read(89_000)).toBe('≈·1·мин');
    expect(read(90_000)).toBe('≈·2·мин');
    expect(read(125_000)).toBe('≈·2·мин');
    expect(read(59 * 60_000)).toBe('≈·59·мин');
  });

  it('counts hours with minutes by 5 beyond', () => {
    expect(read(59.6 * 60_000)).toBe('≈·1·ч');
    expect(read(83 * 60_000)).toBe('≈·1·ч 25·мин');
    expect(read(119 * 60_000)).toBe('≈·2·ч');
  });
});
