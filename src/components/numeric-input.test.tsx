import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { acceptNumericText, NumericInput, parseNumericText } from './numeric-input';

function Harness() {
  const [value, setValue] = useState('');
  return <NumericInput aria-label="НМЦ" value={value} onChange={setValue} />;
}

describe('NumericInput', () => {
  it('accepts only an optional minus, digits and one decimal point', () => {
    expect(acceptNumericText('-12.5', '')).toBe('-12.5');
    expect(acceptNumericText('12,5', '12')).toBe('12.5');
    expect(acceptNumericText('12.5.1', '12.5')).toBe('12.5');
    expect(acceptNumericText('1-2', '1')).toBe('1');
    expect(acceptNumericText('12a', '12')).toBe('12');
    expect(acceptNumericText('1e5', '1')).toBe('1');
  });

  it('ignores letters and a second point as the user types', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'НМЦ' });
    await userEvent.type(input, '-1a2.3.4b');
    expect(input).toHaveProperty('value', '-12.34');
  });

  it('parses to a number or null', () => {
    expect(parseNumericText('150000.5')).toBe(150000.5);
    expect(parseNumericText('0')).toBe(0);
    expect(parseNumericText('')).toBeNull();
    expect(parseNumericText('-')).toBeNull();
  });
});
