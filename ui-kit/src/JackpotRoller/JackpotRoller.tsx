import { useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useKit } from '../provider/KitProvider.tsx';
import { digitsOf, formatFixed } from '../provider/numbers.ts';
import { Amount, Column, DigitWindow, Figure, Label, Separator, Wrap, WrapButton } from './JackpotRoller.styles.ts';

export interface JackpotRollerProps {
  /** The amount; shown with 0 decimals, grouped by the kit's locale (docs/product/constants.md#jackpot). */
  value: number;
  /** What the number is, e.g. "Jackpot"; shown above it and part of its accessible name. */
  label: string;
  /** A currency mark before the digits, e.g. "₱". */
  prefix?: ReactNode;
  /** Makes the whole roller a button (docs/product/home-and-games.md#hot-match: the ticker links to the winner page). */
  onSelect?: () => void;
}

/** Digits taller than the 1.25em cell: Myanmar's (U+1040-1049). */
const tallDigits = /[\u1040-\u1049]/;

/**
 * One digit place: a column 0-9 moved with translateY only; the value lives in a CSS variable. The
 * column is one text of ten lines, not ten boxes: a page lays out the jackpot's nine places again
 * whenever a web font arrives, and ten boxes a place were a third of the home's layout objects.
 */
function DigitColumn({ digit, glyphs }: { digit: number; glyphs: readonly string[] }) {
  return (
    <Column aria-hidden="true">
      <DigitWindow>
        <Figure style={{ '--jackpot-digit': digit } as CSSProperties} data-still="">
          {glyphs.join('\n')}
        </Figure>
      </DigitWindow>
    </Column>
  );
}

/**
 * A rolling jackpot number. Each digit scrolls to its new value with transforms only; screen
 * readers get the whole amount as text, not every roll (the digits are hidden from them and the
 * text is no live region).
 */
export function JackpotRoller({ value, label, prefix, onSelect }: JackpotRollerProps) {
  const { locale } = useKit();
  // The locale's own digit glyphs (Persian in 'fa'), so every script rolls.
  const glyphs = useMemo(() => digitsOf(locale), [locale]);
  const tall = useMemo(() => tallDigits.test(glyphs.join('')), [glyphs]);
  const formatted = formatFixed(locale, Math.round(value), { fractionDigits: 0 });
  const chars = Array.from(formatted);
  // Each character's digit (-1 for a mark): looked up once, for the cells and their count.
  const places = chars.map((ch) => glyphs.indexOf(ch));
  const digits = places.filter((d) => d >= 0).length;
  // Keys count from the right, so the ones column stays the ones column when a digit is added.
  const cells = chars.map((ch, i) => {
    const key = chars.length - i;
    const d = places[i]!;
    return d >= 0 ? (
      <DigitColumn key={key} digit={d} glyphs={glyphs} />
    ) : (
      <Separator key={key} aria-hidden="true">
        {ch}
      </Separator>
    );
  });
  const body = (
    <>
      <Label>{label}</Label>
      <Amount
        dir="ltr"
        data-tall={tall || undefined}
        style={
          { '--jackpot-digits': digits, '--jackpot-marks': chars.length - digits + (prefix ? 1 : 0) } as CSSProperties
        }
      >
        {prefix && <Separator aria-hidden="true">{prefix}</Separator>}
        {cells}
      </Amount>
      <span className="lobby-visually-hidden">{formatted}</span>
    </>
  );
  return onSelect ? (
    <WrapButton type="button" onClick={onSelect}>
      {body}
    </WrapButton>
  ) : (
    <Wrap>{body}</Wrap>
  );
}
