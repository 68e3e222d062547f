import { useKit } from '../provider/KitProvider.tsx';
import { writeDigits } from '../provider/numbers.ts';
import { Dot, Pill } from './Badge.styles.ts';
import type { BadgeTone } from './Badge.styles.ts';

interface BadgeCommon {
  /** Colour role. @default 'danger' */
  tone?: BadgeTone;
  /** Accessible text when the visible text alone would not make sense (e.g. "3 unclaimed promotions"). */
  label?: string;
}

export type BadgeProps = BadgeCommon &
  (
    | {
        /** A count; nothing renders at 0 or below, and above `max` it shows "max+". */
        count: number;
        /** Largest count shown as is. @default 99 */
        max?: number;
        text?: never;
      }
    | {
        /** Fixed text, e.g. '+1%' or 'NEW'. */
        text: string;
        count?: never;
        max?: never;
      }
  );

/** A small count or text pill: footer counts, '+1%' on deposit, NEW/HOT on tiles. */
export function Badge({ tone = 'danger', label, ...rest }: BadgeProps) {
  const { locale } = useKit();
  let shown: string;
  if (rest.text !== undefined) {
    shown = rest.text;
  } else {
    const max = rest.max ?? 99;
    if (!(rest.count > 0)) return null;
    // In the language's digits, as the page's other numbers are ('my': ၉၉+).
    shown = rest.count > max ? `${writeDigits(max, locale)}+` : writeDigits(rest.count, locale);
  }
  // A figure with its signs ('+1%', '99+') has no letter to take a direction from: in a right-to-left
  // page the bidi rules would move the sign to the other end ('1%+'). Figures read left to right.
  const figure = !/\p{L}/u.test(shown);
  return (
    <Pill $tone={tone} dir={figure ? 'ltr' : undefined} {...(label ? { role: 'img', 'aria-label': label } : {})}>
      {shown}
    </Pill>
  );
}

export interface UnreadDotProps {
  /** Shown only when above 0 (docs/product/screens-and-routes.md#header: the message-center icon's red dot). */
  count: number;
  /** Accessible text, e.g. "Unread messages". */
  label: string;
}

/** The red dot for unread counts: presence only, the number goes to screen readers. */
export function UnreadDot({ count, label }: UnreadDotProps) {
  if (!(count > 0)) return null;
  return <Dot role="img" aria-label={label} />;
}
