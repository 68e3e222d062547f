import { describe, expect, it } from 'vitest';
import { readNumberSymbols } from '@lobby/ui-kit';
import { daysSince, formatDateTime, formatDay, formatInteger, formatMoney, formatNumber } from './format.ts';
import { supportedLanguages } from './languages.ts';

describe('formatMoney', () => {
  it('shows balances with 2 decimals and the locale separators (docs/product/money.md#balance, docs/product/constants.md#money)', () => {
    expect(formatMoney(1234.5, 'EN')).toBe('1,234.50');
    expect(formatMoney('98765.4', 'TY')).toBe('98,765.40');
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(1234.5, 'ES')).toBe('1234,50');
  });
  it('never rounds a balance up', () => {
    expect(formatMoney(10.999, 'EN')).toBe('10.99');
  });
  it('reads junk as 0', () => {
    expect(formatMoney('abc', 'EN')).toBe('0.00');
  });
});

describe('formatInteger', () => {
  it('shows the jackpot with 0 decimals (docs/product/constants.md#jackpot)', () => {
    expect(formatInteger(987654321.9, 'EN')).toBe('987,654,321');
    expect(formatInteger(200000000, 'TY')).toBe('200,000,000');
  });
});

describe('formatDateTime', () => {
  it("shows hot-match time as 'MM/DD HH:mm' in local time (docs/product/constants.md#timings)", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3))).toBe('01/05 07:03');
    expect(formatDateTime('2026-11-21 19:30:00')).toBe('11/21 19:30');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).getTime())).toBe('12/31 23:59');
    expect(formatDateTime('not a date')).toBe('');
  });
  it("writes it in the language's digits, isolated left to right in a right-to-left language", () => {
    expect(formatDateTime('2026-11-21 19:30:00', 'FA')).toBe('\u2066۱۱/۲۱ ۱۹:۳۰\u2069');
    expect(formatDateTime('2026-11-21 19:30:00', 'MY')).toBe('၁၁/၂၁ ၁၉:၃၀');
    expect(formatDateTime('2026-11-21 19:30:00', 'EN')).toBe('11/21 19:30');
  });
});

describe('formatDay', () => {
  it("writes the platform's day in the language's digits, isolated left to right in a right-to-left language", () => {
    expect(formatDay('2026-11-26', 'FA')).toBe('\u2066۲۰۲۶-۱۱-۲۶\u2069');
    expect(formatDay('2026-11-26', 'BN')).toBe('২০২৬-১১-২৬');
    expect(formatDay('2026-11-26', 'EN')).toBe('2026-11-26');
  });
});

describe('formatNumber', () => {
  it("writes a rate as a sentence holds it, in the language's digits and decimal mark", () => {
    expect(formatNumber(0.8, 'FA')).toBe('۰٫۸');
    expect(formatNumber('1.5', 'EN')).toBe('1.5');
    expect(formatNumber(12, 'BN')).toBe('১২');
  });
});

describe('daysSince', () => {
  it('counts calendar days, 0 on the day itself', () => {
    const now = new Date(2026, 10, 21, 0, 30);
    expect(daysSince(new Date(2026, 10, 21, 23, 0), now)).toBe(0);
    expect(daysSince(new Date(2026, 10, 20, 23, 59), now)).toBe(1);
    expect(daysSince('2026-01-01 12:00:00', now)).toBe(324);
    expect(daysSince('garbage', now)).toBe(0);
  });
});

describe('ltrIsolate', () => {
  it('isolates left-to-right text in AR, FA and UR only', async () => {
    const { ltrIsolate } = await import('./format.ts');
    expect(ltrIsolate('03/14 01:00', 'AR')).toBe('\u206603/14 01:00\u2069');
    expect(ltrIsolate('+63 917', 'ur')).toBe('\u2066+63 917\u2069');
    expect(ltrIsolate('03/14 01:00', 'EN')).toBe('03/14 01:00');
    expect(ltrIsolate('', 'FA')).toBe('');
  });
});

describe('number symbols for every language', () => {
  it('the server hands the browser symbols for each of the 36 languages: none loads the number data of its Intl to hydrate', () => {
    const without = supportedLanguages.filter((l) => readNumberSymbols(l.tag) === null).map((l) => l.code);
    expect(without).toEqual([]);
    expect(supportedLanguages).toHaveLength(36);
  });
});
