import { describe, expect, it } from 'vitest';
import { chainToSegments } from './segments';

describe('chainToSegments', () => {
  it('turns Откуда, Через and Куда into consecutive segments', () => {
    expect(chainToSegments(['Москва', ' Тверь ', 'Санкт-Петербург'])).toEqual([
      { from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } },
      { from_waypoint: { city: 'Тверь' }, to_waypoint: { city: 'Санкт-Петербург' } },
    ]);
    expect(chainToSegments(['Казань', 'Уфа'])).toHaveLength(1);
  });
});
