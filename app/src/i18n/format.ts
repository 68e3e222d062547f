import { formatFixed, localDigits, writeDigits } from '@lobby/ui-kit';
import { currentLanguageCode, currentLanguageTag } from './i18n.ts';
import { intlTag, isRtl } from './languages.ts';

/**
 * Text that must read left to right inside right-to-left text ('03/14 01:00', '+63 917 000 0001'):
 * wrapped in Unicode isolates (LRI ... PDI) when the language in use is AR, FA or UR, else as is.
 * Without them the bidi algorithm lays the two number runs of '03/14 01:00' out as '01:00 03/14'.
 */
export function ltrIsolate(text: string, locale?: string): string {
  if (!text || !isRtl(locale ?? currentLanguageCode())) return text;
  return `\u2066${text}\u2069`;
}

/** Our code ('TY') or a tag ('fil') -> a tag Intl accepts; the language in use when left out. */
function tagOf(locale?: string): string {
  return locale === undefined ? currentLanguageTag() : intlTag(locale);
}

function toNumber(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** docs/product/money.md#balance, docs/product/constants.md#money: balances with 2 decimals and the locale's separators ('1,234.50'). */
export function formatMoney(value: number | string, locale?: string): string {
  // A balance never shows more than the player has: 10.999 reads 10.99, not 11.00.
  return formatFixed(tagOf(locale), toNumber(value), { fractionDigits: 2, rounding: 'trunc' });
}

/** docs/product/constants.md#jackpot: the jackpot with 0 decimals ('987,654,321'). */
export function formatInteger(value: number | string, locale?: string): string {
  return formatFixed(tagOf(locale), toNumber(value), { fractionDigits: 0, rounding: 'trunc' });
}

/**
 * docs/product/languages.md#numbers: a figure that is neither an amount nor a count, as a sentence
 * holds it: a rate of 0.8 reads '0.8', '۰٫۸' in Persian.
 */
export function formatNumber(value: number | string, locale?: string): string {
  return writeDigits(toNumber(value), tagOf(locale));
}

/** Reads a Date, epoch ms or a server time string ('2026-11-21 19:30:00' is local time, also on Safari). */
export function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * docs/product/constants.md#timings: a time as 'MM/DD HH:mm' in local time, in the language's digits
 * (docs/product/languages.md#numbers: '۱۱/۲۱ ۱۹:۳۰' in Persian); '' when the time is not valid.
 */
export function formatDateTime(value: Date | number | string, locale?: string): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return formatDay(`${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`, locale);
}

/**
 * A calendar day or month as the platform writes it ('2026-11-26': a report's range, today's date
 * on the agent's dashboard; '2026-11': a dividend's period; '11/26': a chart's day; formatDateTime's
 * '11/26 19:30'), in the language's digits and read left to right in a right-to-left page.
 */
export function formatDay(ymd: string, locale?: string): string {
  return ltrIsolate(localDigits(ymd, tagOf(locale)), locale);
}

/**
 * Whole calendar days from `from` (regDate) to `now`, in local time: 0 on the day itself.
 * The member card says 'Join {{0}} on the {{1}} day' with daysSince(regDate) + 1.
 */
export function daysSince(from: Date | number | string, now: Date | number = Date.now()): number {
  const a = toDate(from);
  const b = toDate(now);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return 0;
  const dayA = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const dayB = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.max(0, Math.round((dayB - dayA) / 86_400_000));
}
