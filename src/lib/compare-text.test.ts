import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-text';

describe('compareNames', () => {
  it('orders names as the Russian alphabet does, as Intl’s collation would', () => {
    const names = [
      'ёлки',
      'Жуков',
      'Казань, до 20 т',
      'десятитонники',
      'Ежи',
      'абв',
      'Abc',
      '10 т',
    ];
    const sorted = [...names].sort(compareNames);
    expect(sorted).toEqual([
      '10 т',
      'абв',
      'десятитонники',
      'Ежи',
      'ёлки',
      'Жуков',
      'Казань, до 20 т',
      'Abc',
    ]);
    expect(sorted).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });
});
