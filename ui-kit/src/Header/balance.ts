import { formatFixed } from '../provider/numbers.ts';

/** What a masked balance shows (docs/product/money.md#balance: maskable as asterisks). */
export const BALANCE_MASK = '****';

/** A balance with exactly 2 decimals in the locale's digits (docs/product/constants.md#money), or the mask when hidden. */
export function formatBalance(amount: number, locale: string, hidden = false): string {
  if (hidden) return BALANCE_MASK;
  return formatFixed(locale, amount, { fractionDigits: 2 });
}
