import { describe, expect, it } from 'vitest';
import { amountProblem, depositBonus, isPaymentPassword, parseAmount, quickAmounts } from './rules.ts';

describe('money rules', () => {
  it('parses amounts with at most 2 decimals', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount('12.34')).toBe(12.34);
    expect(parseAmount('1.234')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
  });
  it('refuses a withdraw over the balance, empty and zero amounts', () => {
    expect(amountProblem('', { balance: 10 })).toBe('required');
    expect(amountProblem('0', { balance: 10 })).toBe('invalid');
    expect(amountProblem('10.01', { balance: 10 })).toBe('overBalance');
    expect(amountProblem('10', { balance: 10 })).toBeNull();
  });
  it('checks channel limits', () => {
    expect(amountProblem('50', { min: 100, max: 1000 })).toBe('belowMin');
    expect(amountProblem('5000', { min: 100, max: 1000 })).toBe('aboveMax');
  });
  it('knows the payment password shape, quick amounts and the +1% bonus', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345a')).toBe(false);
    expect(quickAmounts(100, 1000)).toEqual([100, 200, 500, 1000]);
    expect(depositBonus(500, 1)).toBe(5);
    expect(depositBonus(99.99, 1)).toBe(0.99);
  });
});
