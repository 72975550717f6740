import { describe, expect, it } from 'vitest';
import { matchingSuggestions } from './waypoint-input';

describe('matchingSuggestions', () => {
  const addresses = ['г. Казань', 'г. Калуга', 'г. Краснодар'];

  it('keeps the suggestions that contain the typed text, in any case', () => {
    expect(matchingSuggestions(addresses, 'ка')).toEqual(['г. Казань', 'г. Калуга']);
    expect(matchingSuggestions(addresses, 'КАЗ ')).toEqual(['г. Казань']);
  });

  it('offers nothing for empty input, unrelated text or the chosen value', () => {
    expect(matchingSuggestions(addresses, '')).toEqual([]);
    expect(matchingSuggestions(addresses, 'Москва')).toEqual([]);
    expect(matchingSuggestions(addresses, 'г. Казань')).toEqual([]);
  });
});
