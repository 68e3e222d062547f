/** Amount and password rules of deposit, withdraw and transfers (pure; the screens show the texts). */

export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'overBalance' | null;

/** Parses a typed amount: digits with at most 2 decimals; NaN otherwise. */
export function parseAmount(text: string): number {
  const s = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  return Number(s);
}

/** docs/product/money.md#balance withdraw: the amount must be above 0 and not above sumBalance (and within limits if any). */
export function amountProblem(
  text: string,
  limits: { min?: number; max?: number; balance?: number | null } = {},
): AmountProblem {
  if (text.trim() === '') return 'required';
  const n = parseAmount(text);
  if (!Number.isFinite(n) || n <= 0) return 'invalid';
  if (limits.min !== undefined && n < limits.min) return 'belowMin';
  if (limits.max !== undefined && n > limits.max) return 'aboveMax';
  if (limits.balance !== undefined && limits.balance !== null && n > limits.balance) return 'overBalance';
  return null;
}

/** The payment password is 6 digits (errorCatalogue payment.password.format). */
export const isPaymentPassword = (s: string): boolean => /^\d{6}$/.test(s);

/** Quick amounts a channel offers: the presets inside [min, max]. */
export const quickAmounts = (min: number, max: number): number[] =>
  [100, 200, 500, 1000, 2000, 5000, 10000].filter((a) => a >= min && a <= max).slice(0, 6);

/** The '+1%' promise (docs/product/screens-and-routes.md#footer-menu, docs/product/constants.md#money): the bonus a deposit adds, in whole cents, floored like the server. */
export const depositBonus = (amount: number, percent: number): number =>
  Math.floor((Math.round(amount * 100) * percent) / 100) / 100;
