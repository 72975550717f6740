import { describe, expect, it } from 'vitest';
import { formatNmcInput, parseNmcInput } from './nmc-input';
import { parseRouteId } from './route-id';

describe('НМЦ entry', () => {
  it('shows Russian grouping and a decimal comma', () => {
    expect(formatNmcInput(72000)).toBe('72 000');
    expect(formatNmcInput('1234567.5')).toBe('1 234 567,5');
    expect(formatNmcInput(undefined)).toBe('');
  });

  it('reads spaces, a comma or a point back into a number string', () => {
    expect(parseNmcInput('72 000')).toBe('72000');
    expect(parseNmcInput('1\u00a0234,5')).toBe('1234.5');
    expect(parseNmcInput('99.9')).toBe('99.9');
  });
});

describe('route id of the URL', () => {
  it('is a positive integer or nothing', () => {
    expect(parseRouteId('15')).toBe(15);
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('1.5')).toBeNull();
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });
});
