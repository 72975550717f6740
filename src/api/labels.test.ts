import { describe, expect, it } from 'vitest';
import {
  categoryCodes,
  categoryLabel,
  cityChain,
  endRegions,
  isCategory,
  notificationCodes,
  notificationLabel,
  offeredCategory,
  routeTypeLabel,
  VEHICLE_CATEGORY_OPTIONS,
} from './labels';

describe('labels', () => {
  it('maps every capacity class and dashes anything else', () => {
    expect(
      ['lte08', 'lte1_5', 'lte3', 'lte5', 'lte10', 'lte20', 'lte40', 'gte40', 'gt40'].map(
        categoryLabel,
      ),
    ).toEqual([
      'до 0,8 т',
      'до 1,5 т',
      'до 3 т',
      'до 5 т',
      'до 10 т',
      'до 20 т',
      'до 40 т',
      'свыше 40 т',
      'свыше 40 т',
    ]);
    expect(categoryLabel('lte99')).toBe('—');
    expect(categoryLabel('toString')).toBe('—');
    expect(categoryLabel(null)).toBe('—');
  });

  it('offers each label once', () => {
    const labels = VEHICLE_CATEGORY_OPTIONS.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names route types', () => {
    expect(routeTypeLabel('simple')).toBe('Простой');
    expect(routeTypeLabel('complex')).toBe('Составной');
    expect(routeTypeLabel('other')).toBe('—');
  });

  it('joins the cities of a path', () => {
    const path = [
      { from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } },
      { from_waypoint: { city: 'Тверь' }, to_waypoint: { city: 'Санкт-Петербург' } },
    ];
    expect(cityChain(path)).toBe('Москва - Тверь - Санкт-Петербург');
    expect(cityChain(path, ' → ')).toBe('Москва → Тверь → Санкт-Петербург');
    expect(cityChain([])).toBe('—');
  });

  it('puts «—» in place of a waypoint or city the server left out, against the contract', () => {
    const broken = [
      { from_waypoint: null, to_waypoint: { city: 'Тверь' } },
      null,
      { from_waypoint: { city: 'Клин' }, to_waypoint: { city: null } },
    ];
    expect(cityChain(broken)).toBe('— - Тверь - — - —');
    expect(cityChain(null)).toBe('—');
    expect(cityChain([{ from_waypoint: null, to_waypoint: null }])).toBe('—');
    expect(endRegions(broken)).toEqual({ fromRegion: '', toRegion: '' });
  });

  it('reads `null` notifications as none', () => {
    expect(notificationCodes(null)).toEqual([]);
    expect(notificationCodes(['nmc_outdated', null, 5, ''])).toEqual(['nmc_outdated']);
  });
});

describe('category codes', () => {
  it('knows the contract codes only, and reads gt40 as the offered gte40', () => {
    expect(isCategory('gt40')).toBe(true);
    expect(isCategory('lte99')).toBe(false);
    expect(isCategory(null)).toBe(false);
    expect(offeredCategory('gt40')).toBe('gte40');
    expect(offeredCategory('lte20')).toBe('lte20');
  });

  it('asks for both codes of «свыше 40 т», once each', () => {
    expect(categoryCodes(['lte20', 'gte40'])).toEqual(['lte20', 'gte40', 'gt40']);
    expect(categoryCodes(['gte40', 'gt40'])).toEqual(['gte40', 'gt40']);
  });
});

describe('notification labels', () => {
  const choices = [{ value: 'nmc_outdated', label: 'НМЦ устарела' }];
  it('names a listed code as the filter does, and shows an unlisted code as is', () => {
    expect(notificationLabel('nmc_outdated', choices)).toBe('НМЦ устарела');
    expect(notificationLabel('new_code', choices)).toBe('new_code');
  });

  it('reads «…» while the labels load, and each code as is once they failed to load', () => {
    expect(notificationLabel('nmc_outdated', undefined)).toBe('…');
    expect(notificationLabel('nmc_outdated', [])).toBe('nmc_outdated');
  });
});
