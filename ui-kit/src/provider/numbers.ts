/**
 * Numbers as a locale writes them (docs/product/constants.md#money): the locale's digits, group and
 * decimal marks, with a fixed count of decimals. Written by Intl.NumberFormat, except where the page
 * was handed the locale's symbols (provideNumberSymbols): then by the small writer below.
 *
 * Why the writer: a browser's first Intl.NumberFormat loads ICU's number data, one step of some
 * 40-60 ms on a phone's main thread that no scheduler can split, and it fell in the middle of the
 * server-rendered home's hydration (the jackpot's digits). The front-end server reads the symbols of
 * the page's language from its own Intl (readNumberSymbols) and sends them with the page, and only
 * symbols whose writing matches Intl's on a spread of numbers are sent at all. The browser then
 * writes what the server wrote, character for character, without loading ICU for it.
 */

/** What a locale writes numbers with: enough to write a whole or fixed-decimal number as Intl does. */
export interface NumberSymbols {
  /** The ten digits, 0 to 9, in the locale's script ('٠'...'٩' in AR). */
  digits: string[];
  /** Between digit groups ('1,234' in EN, '1.234' in DE); '' when the locale does not group. */
  group: string;
  /** Before the decimals. */
  decimal: string;
  /** Before a negative number's digits: the minus, with a direction mark in some scripts. */
  negative: string;
  /** The size of the rightmost group, 0 for none (3 in most locales). */
  primary: number;
  /** The size of every group to its left (2 in HI and BN: 12,34,567). */
  secondary: number;
  /** Grouping starts at primary + minGrouping digits (2 in ES and PL: 1234, but 12.345). */
  minGrouping: number;
}

/** How decimals beyond the count are dropped: half away from zero (Intl's default), or cut. */
export type Rounding = 'halfExpand' | 'trunc';

export interface FixedOptions {
  /** Exactly this many decimals. */
  fractionDigits: number;
  /** @default 'halfExpand' */
  rounding?: Rounding;
}

const provided = new Map<string, NumberSymbols>();

/** The page's symbols for a locale (the server's, read by readNumberSymbols): formatFixed uses them. */
export function provideNumberSymbols(locale: string, symbols: NumberSymbols): void {
  provided.set(locale, symbols);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The digits of a language a browser's Intl may not know. Chromium's has no Burmese: it falls back
 * to en-US and writes Latin digits, where the server (and a page it rendered) writes Myanmar ones.
 * Named, the numbering system holds in both, and the rest (groups, marks) is the same.
 */
const numberingSystems: Readonly<Record<string, string>> = { my: 'mymr' };

function intlFormat(locale: string, { fractionDigits, rounding = 'halfExpand' }: FixedOptions): Intl.NumberFormat {
  const id = `${locale}|${fractionDigits}|${rounding}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      numberingSystem: numberingSystems[locale.split('-')[0]!.toLowerCase()],
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      roundingMode: rounding,
    });
    formats.set(id, f);
  }
  return f;
}

/** `value` with exactly `fractionDigits` decimals, grouped, in the locale's digits. */
export function formatFixed(locale: string, value: number, options: FixedOptions): string {
  const symbols = provided.get(locale);
  return (symbols && writeFixed(symbols, value, options)) ?? intlFormat(locale, options).format(value);
}

/** Intl's digits per locale, written once: every number of every text asks for them. */
const intlDigits = new Map<string, string[]>();

/** The locale's digits 0 to 9 (the jackpot rolls them). */
export function digitsOf(locale: string): string[] {
  const symbols = provided.get(locale);
  if (symbols) return symbols.digits;
  let digits = intlDigits.get(locale);
  if (!digits) {
    const whole = intlFormat(locale, { fractionDigits: 0 });
    digits = Array.from({ length: 10 }, (_, d) => whole.format(d));
    intlDigits.set(locale, digits);
  }
  return digits;
}

/**
 * Text the code wrote with ASCII digits ('11/22 19:30', '2026-11-26') in the locale's digits
 * ('fa': '۱۱/۲۲ ۱۹:۳۰'); its other characters as they are.
 */
export function localDigits(text: string, locale: string): string {
  const digits = digitsOf(locale);
  return digits[0] === '0' ? text : text.replace(/[0-9]/g, (d) => digits[Number(d)] ?? d);
}

/** Intl's decimal mark per locale, read once. */
const intlDecimal = new Map<string, string>();

/** The locale's decimal mark ('.' in EN, '٫' in FA, ',' in DE). */
function decimalMarkOf(locale: string): string {
  const symbols = provided.get(locale);
  if (symbols) return symbols.decimal;
  let mark = intlDecimal.get(locale);
  if (mark === undefined) {
    mark =
      intlFormat(locale, { fractionDigits: 1 })
        .formatToParts(0.5)
        .find((p) => p.type === 'decimal')?.value ?? '.';
    intlDecimal.set(locale, mark);
  }
  return mark;
}

/**
 * A number as a sentence holds it, in the locale's digits and ungrouped: a whole number as it is
 * ('my': 2026 -> '၂၀၂၆'), a fraction in its shortest decimal form with the locale's decimal mark
 * ('fa': 0.5 -> '۰٫۵'). A count, a day, a page or a rate then reads in the same digits as the page's
 * amounts. What JavaScript writes with an exponent (1e21, 1e-7) is left as it writes it.
 */
export function writeDigits(value: number, locale: string): string {
  // A fraction to 15 significant digits, what a double holds exactly: the platform's 0.5 + 7 * 0.1
  // reads 1.2, not 1.2000000000000002.
  const text = String(Number.isInteger(value) ? value : Number(value.toPrecision(15)));
  const plain = /^-?\d+(\.\d+)?$/.exec(text);
  if (!plain) return text;
  const local = localDigits(text, locale);
  return plain[1] ? local.replace('.', decimalMarkOf(locale)) : local;
}

/** Adds one to a string of decimal digits, keeping its length unless it carries over ('0999' -> '1000'). */
function plusOne(digits: string): string {
  return (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
}

function grouped(int: string, s: NumberSymbols): string {
  if (!s.primary || int.length < s.primary + s.minGrouping) return int;
  const groups = [int.slice(-s.primary)];
  let rest = int.slice(0, -s.primary);
  const size = s.secondary || s.primary;
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  groups.unshift(rest);
  return groups.join(s.group);
}

/**
 * The writer: the number's shortest decimal form (what ICU rounds from too), rounded or cut to the
 * count of decimals, grouped and put in the locale's digits. Null for what it does not write (not
 * finite, or so large or small that JavaScript writes it with an exponent): Intl writes those.
 */
export function writeFixed(
  s: NumberSymbols,
  value: number,
  { fractionDigits, rounding = 'halfExpand' }: FixedOptions,
): string | null {
  if (!Number.isFinite(value)) return null;
  const plain = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return null;
  let int = match[1]!;
  let fraction = match[2] ?? '';
  if (fraction.length > fractionDigits) {
    const up = rounding === 'halfExpand' && fraction.charAt(fractionDigits) >= '5';
    fraction = fraction.slice(0, fractionDigits);
    if (up) {
      const both = plusOne(int + fraction);
      int = both.slice(0, both.length - fractionDigits);
      fraction = both.slice(both.length - fractionDigits);
    }
  }
  fraction = fraction.padEnd(fractionDigits, '0');
  const local = (digits: string) => digits.replace(/\d/g, (d) => s.digits[Number(d)]!);
  const sign = value < 0 || Object.is(value, -0) ? s.negative : '';
  return sign + local(grouped(int, s)) + (fractionDigits > 0 ? s.decimal + local(fraction) : '');
}

/** Numbers the symbols are tried on before they are handed out: groups, carries, halves, signs. */
const samples = [
  0, 5, 12, 999, 1000, 1234, 12345, 123456, 1234567, 987654321, 12345678901, 0.5, 0.125, 1.005, 2.675, 10.999, 99.995,
  999.5, 1234.5, 1000000.01, -1, -0.001, -1234.56, -98765.4321,
];
const sampleOptions: FixedOptions[] = [
  { fractionDigits: 0 },
  { fractionDigits: 0, rounding: 'trunc' },
  { fractionDigits: 2 },
  { fractionDigits: 2, rounding: 'trunc' },
];

/**
 * A locale's symbols, read from this process's Intl (the front-end server's), or null when the
 * writer does not write the locale's numbers exactly as Intl does (then the browser uses Intl).
 */
export function readNumberSymbols(locale: string): NumberSymbols | null {
  const parts = intlFormat(locale, { fractionDigits: 1 }).formatToParts(-123456789.5);
  const first = parts.findIndex((p) => p.type === 'integer');
  const ints = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const primary = ints.length > 1 ? ints[ints.length - 1]!.length : 0;
  const whole = intlFormat(locale, { fractionDigits: 0 });
  const symbols: NumberSymbols = {
    digits: Array.from({ length: 10 }, (_, d) => whole.format(d)),
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    negative: parts
      .slice(0, Math.max(first, 0))
      .map((p) => p.value)
      .join(''),
    primary,
    secondary: ints.length > 2 ? ints[ints.length - 2]!.length : primary,
    minGrouping: primary > 0 && !whole.formatToParts(10 ** primary).some((p) => p.type === 'group') ? 2 : 1,
  };
  const same = sampleOptions.every((o) =>
    samples.every((v) => writeFixed(symbols, v, o) === intlFormat(locale, o).format(v)),
  );
  return same ? symbols : null;
}
