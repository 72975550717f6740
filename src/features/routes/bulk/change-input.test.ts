import { describe, expect, it } from 'vitest';
import { amountError, changeOf, changeTitle, commentError, parseAmount } from './change-input';

describe('the form «Изменение НМЦ»', () => {
  it('reads an amount typed the Russian way, and nothing else', () => {
    expect(parseAmount('7')).toBe(7);
    expect(parseAmount(' −1,5 ')).toBe(-1.5);
    expect(parseAmount('1 500')).toBe(1_500);
    expect(parseAmount('+10')).toBe(10);
    expect(parseAmount('10 %')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('explains an empty or non-numeric amount and a missing or too long comment', () => {
    expect(amountError('')).toBe('Введите изменение');
    expect(amountError('десять')).toBe('Введите число, например 7 или −1,5');
    expect(amountError('10')).toBeNull();
    expect(commentError('   ')).toBe('Введите комментарий: он попадёт в историю каждого маршрута');
    expect(commentError('а'.repeat(1_001))).toBe('Не больше 1000 символов: сейчас 1001');
    expect(commentError('а'.repeat(1_000))).toBeNull();
  });

  it('describes the change and names it', () => {
    expect(changeOf({ way: 'percent', amount: '10' })).toEqual({
      way: 'percent',
      amount: 10,
      step: 1,
    });
    expect(changeOf({ way: 'amount', amount: 'x', step: 100 })).toBeNull();
    expect(changeOf({ way: 'market', step: 1000 })).toEqual({
      way: 'market',
      amount: 0,
      step: 1000,
    });
    expect(changeTitle({ way: 'percent', amount: 10, step: 1 })).toBe('+10 %');
    expect(changeTitle({ way: 'amount', amount: -1_500, step: 1 })).toBe('\u22121\u00a0500 ₽');
    expect(changeTitle({ way: 'market', amount: 0, step: 1 })).toBe('По рынку');
  });
});
