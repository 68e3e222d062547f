import { defaultBrand, readDurationMs, resolvedTokens } from '@lobby/tokens';
import type { DurationToken } from '@lobby/tokens';

/** What a toast says about itself: a spinner, a tick, a warning or nothing. */
export type ToastKind = 'loading' | 'success' | 'error' | 'info';

/**
 * The timing rules of docs/product/constants.md#timings, each one a motion token: loading 10 s (sign-out, SMS, change
 * password), 'sending' 9999 ms, success 1 s or 1.5 s, short 3 s, long 8 s, reject 2 s
 * (free_reject, contact_service). 'sticky' stays until dismissed.
 */
export type ToastTiming = 'loading' | 'sending' | 'success' | 'successLong' | 'short' | 'long' | 'reject' | 'sticky';

const tokens: Record<Exclude<ToastTiming, 'sticky'>, DurationToken> = {
  loading: 'toast-loading',
  sending: 'toast-sending',
  success: 'toast-success',
  successLong: 'toast-success-long',
  short: 'toast-short',
  long: 'toast-long',
  reject: 'toast-reject',
};

/** The timing a kind follows when the caller names none. */
export const defaultTiming: Record<ToastKind, ToastTiming> = {
  loading: 'loading',
  success: 'success',
  error: 'short',
  info: 'short',
};

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** How long a toast stays, in ms, read from its motion token; null for 'sticky'. */
export function toastDurationMs(timing: ToastTiming): number | null {
  if (timing === 'sticky') return null;
  const live = readDurationMs(tokens[timing]);
  if (live > 0) return live;
  // Without the CSS variables (tests, SSR) readDurationMs looks up 'motion.duration.toast-short',
  // but the built table is keyed 'motion.duration.toastShort': read the built default directly.
  const built = resolvedTokens[defaultBrand][`motion.duration.${camel(tokens[timing])}`] ?? '';
  return Number.parseFloat(built) * (built.trim().endsWith('ms') ? 1 : 1000);
}
