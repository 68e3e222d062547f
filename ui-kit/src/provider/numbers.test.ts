import { describe, expect, it, vi } from 'vitest';
import { format } from './labels.ts';
import { digitsOf, formatFixed, provideNumberSymbols, readNumberSymbols, writeDigits, writeFixed } from './numbers.ts';
import type { FixedOptions } from './numbers.ts';

/** Latin, Arabic and Indic scripts, Indian grouping, minimum grouping 2, spaces and apostrophes as groups. */
const locales = [
  'en',
  'fil',
  'ar',
  'fa',
  'ur',
  'hi',
  'bn',
  'mr',
  'ne',
  'my',
  'es',
  'pl',
  'pt',
  'de',
  'fr',
  'de-CH',
  'en-IN',
  'th',
  'ru',
  'zh-CN',
  'km',
  'lo',
  'si',
];
const options: FixedOptions[] = [
  { fractionDigits: 0 },
  { fractionDigits: 2 },
  { fractionDigits: 2, rounding: 'trunc' },
  { fractionDigits: 3 },
];

const intl = (locale: string, o: FixedOptions) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: o.fractionDigits,
    maximumFractionDigits: o.fractionDigits,
    roundingMode: o.rounding ?? 'halfExpand',
  });

/** A fixed spread of numbers over every magnitude a balance or jackpot has (a seeded generator). */
function spread(count: number): number[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 12);
    const v = Math.round(next() * magnitude * 1000) / 1000;
    return i % 5 === 0 ? -v : v;
  });
}

describe('number symbols (docs/product/constants.md#money)', () => {
  it('writes what Intl writes, in every locale tried, for 400 numbers and four decimal settings', () => {
    const numbers = spread(400);
    for (const locale of locales) {
      const symbols = readNumberSymbols(locale);
      expect(symbols, locale).not.toBeNull();
      for (const o of options) {
        const f = intl(locale, o);
        for (const v of numbers)
          expect(writeFixed(symbols!, v, o), `${locale} ${v} ${JSON.stringify(o)}`).toBe(f.format(v));
      }
    }
  });

  it('groups as the locale does: Indian groups, none below 10,000 in ES, the locale digits', () => {
    const write = (locale: string, v: number, o: FixedOptions = { fractionDigits: 0 }) =>
      writeFixed(readNumberSymbols(locale)!, v, o);
    expect(write('hi', 1234567)).toBe('12,34,567');
    expect(write('es', 1234)).toBe('1234');
    expect(write('es', 12345)).toBe('12.345');
    expect(write('fa', 1234.5, { fractionDigits: 2 })).toBe('۱٬۲۳۴٫۵۰');
    expect(write('en', 999.995, { fractionDigits: 2 })).toBe('1,000.00');
    expect(write('en', 10.999, { fractionDigits: 2, rounding: 'trunc' })).toBe('10.99');
    expect(write('en', -0.001, { fractionDigits: 2 })).toBe('-0.00');
  });

  it('leaves to Intl what it does not write: exponents, infinities', () => {
    const symbols = readNumberSymbols('en')!;
    expect(writeFixed(symbols, 1e21, { fractionDigits: 0 })).toBeNull();
    expect(writeFixed(symbols, 1e-7, { fractionDigits: 2 })).toBeNull();
    expect(writeFixed(symbols, Number.NaN, { fractionDigits: 2 })).toBeNull();
    provideNumberSymbols('en', symbols);
    expect(formatFixed('en', 1e21, { fractionDigits: 0 })).toBe(intl('en', { fractionDigits: 0 }).format(1e21));
  });

  it('uses the page’s symbols once provided, and the locale’s digits for the jackpot', () => {
    const symbols = { ...readNumberSymbols('fa')!, group: '#' };
    provideNumberSymbols('fa-test', symbols);
    expect(formatFixed('fa-test', 1234, { fractionDigits: 0 })).toBe('۱#۲۳۴');
    expect(digitsOf('fa-test')).toEqual(symbols.digits);
    expect(digitsOf('th')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('writes Myanmar digits where the browser’s Intl has no Burmese (Chromium’s falls back to en-US)', async () => {
    const Real = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.NumberFormatOptions,
    ) {
      return new Real(locale === 'my' ? 'en-US' : locale, options);
    } as unknown as typeof Intl.NumberFormat);
    try {
      vi.resetModules();
      const fresh = await import('./numbers.ts');
      expect(fresh.formatFixed('my', -1234567.5, { fractionDigits: 2 })).toBe('-၁,၂၃၄,၅၆၇.၅၀');
      expect(fresh.digitsOf('my').join('')).toBe('၀၁၂၃၄၅၆၇၈၉');
      expect(fresh.formatFixed('en', 1234, { fractionDigits: 0 })).toBe('1,234');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('numbers inside a sentence', () => {
  it.each([
    ['my', 'Join Lobby on the ၁၃၈ day'],
    ['fa', 'Join Lobby on the ۱۳۸ day'],
    ['en', 'Join Lobby on the 138 day'],
  ])("a label's whole numbers are in %s's digits; words as given", (locale, shown) => {
    expect(format(locale, 'Join {0} on the {1} day', 'Lobby', 138)).toBe(shown);
  });

  it('writes a long number ungrouped, its sign kept', () => {
    expect(writeDigits(20261201, 'my')).toBe('၂၀၂၆၁၂၀၁');
    expect(writeDigits(-5, 'bn')).toBe('-৫');
    expect(writeDigits(20261201, 'en')).toBe('20261201');
  });

  it("writes a fraction's shortest form with the locale's decimal mark", () => {
    expect(writeDigits(0.5, 'fa')).toBe('۰٫۵');
    expect(writeDigits(-1.25, 'de')).toBe('-1,25');
    expect(format('fa', '{0}%', 2.5)).toBe('۲٫۵%');
  });

  it("leaves out a double's binary noise: the platform's sums read as a person wrote them", () => {
    expect(writeDigits(0.1 + 0.2, 'en')).toBe('0.3');
    expect(writeDigits(0.5 + 7 * 0.1, 'fa')).toBe('۱٫۲');
    expect(writeDigits(1 / 3, 'en')).toBe('0.333333333333333');
    expect(writeDigits(2 ** 53 + 2, 'en')).toBe('9007199254740994');
  });

  it('takes the mark from the symbols the page was handed, and leaves an exponent as JavaScript writes it', () => {
    const symbols = readNumberSymbols('fa')!;
    provideNumberSymbols('fa-test-handed', { ...symbols, decimal: '/' });
    expect(writeDigits(12.5, 'fa-test-handed')).toBe('۱۲/۵');
    expect(writeDigits(1e21, 'fa')).toBe('1e+21');
    expect(writeDigits(1e-7, 'fa')).toBe('1e-7');
  });
});
