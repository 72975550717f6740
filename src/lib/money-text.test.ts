import { describe, expect, it } from 'vitest';
import {
  acceptMoneyText,
  caretAfterRegroup,
  moneyProblem,
  moneyTextOf,
  NEGATIVE_MONEY,
  parseMoneyText,
  TOO_MANY_DECIMALS,
} from './money-text';

describe('money text', () => {
  it('groups digits by three with spaces and writes the decimal separator as a comma', () => {
    expect(acceptMoneyText('125000', '')).toBe('125 000');
    expect(acceptMoneyText('13906', '')).toBe('13 906');
    expect(acceptMoneyText('1 2345', '1 234')).toBe('12 345');
    expect(acceptMoneyText('125000.5', '')).toBe('125 000,5');
    expect(acceptMoneyText('125000,', '')).toBe('125 000,');
    expect(acceptMoneyText('125\u00a0000,50 ₽', '')).toBe('125 000,50');
  });

  it('keeps the previous text for anything that is not a number', () => {
    expect(acceptMoneyText('12a', '12')).toBe('12');
    expect(acceptMoneyText('1,2,3', '1,2')).toBe('1,2');
    expect(acceptMoneyText('1-2', '1')).toBe('1');
    expect(acceptMoneyText('1e5', '1')).toBe('1');
  });

  it('keeps a minus and a third decimal for the field to refuse in words', () => {
    expect(acceptMoneyText('-500', '')).toBe('-500');
    expect(acceptMoneyText('125000.555', '')).toBe('125 000,555');
  });

  it('reads the number back, and none from a text without digits', () => {
    expect(parseMoneyText('125 000,5')).toBe(125000.5);
    expect(parseMoneyText('-500')).toBe(-500);
    expect(parseMoneyText('0')).toBe(0);
    expect(parseMoneyText('')).toBeNull();
    expect(parseMoneyText('-')).toBeNull();
    expect(parseMoneyText(',')).toBeNull();
  });

  it('shows an amount exactly, grouped', () => {
    expect(moneyTextOf(69700)).toBe('69 700');
    expect(moneyTextOf(45924.5)).toBe('45 924,50');
    expect(moneyTextOf(125000.555)).toBe('125 000,555');
    expect(moneyTextOf(Number.MAX_SAFE_INTEGER)).toBe('9 007 199 254 740 991');
    expect(moneyTextOf(1e21)).toBe('1 000 000 000 000 000 000 000');
    expect(moneyTextOf(null)).toBe('');
  });

  it('refuses a negative amount and more than two decimals, and nothing else', () => {
    expect(moneyProblem(-500)).toBe(NEGATIVE_MONEY);
    expect(moneyProblem(125000.555)).toBe(TOO_MANY_DECIMALS);
    expect(moneyProblem(125000.55)).toBeNull();
    expect(moneyProblem(0.001)).toBe(TOO_MANY_DECIMALS);
    // Binary fractions' noise is not a third decimal.
    expect(moneyProblem(0.1 + 0.2)).toBeNull();
    expect(moneyProblem(1.1)).toBeNull();
    expect(moneyProblem(0)).toBeNull();
    expect(moneyProblem(null)).toBeNull();
  });

  it('keeps the caret after the same digits when the groups move', () => {
    // «12|34» typed into «1 234»: the caret stays after «2».
    expect(caretAfterRegroup('1234', 2, '1 234')).toBe(3);
    expect(caretAfterRegroup('1 2345', 6, '12 345')).toBe(6);
    expect(caretAfterRegroup('125000,', 7, '125 000,')).toBe(8);
    expect(caretAfterRegroup('', 0, '')).toBe(0);
  });
});
