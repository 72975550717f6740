import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('accepts only JSON objects', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([[], [{ a: 1 }], null, undefined, 'x', 1].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
