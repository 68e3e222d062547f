import styled, { css } from 'styled-components';
import { theme } from '@lobby/tokens';

/* The amount's size follows the frame's width (container query units, below). */
const frame = css`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  width: 100%;
  padding: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.lg};
  background: ${theme.jackpot.bg};
  color: inherit;
`;

export const Wrap = styled.div`
  ${frame}
`;

export const WrapButton = styled.button`
  ${frame}
  cursor: pointer;
  transition: transform ${theme.motion.duration.instant} ${theme.motion.easing.standard};
  &:active {
    transform: scale(0.98);
  }
`;

export const Label = styled.span`
  color: ${theme.jackpot.labelFg};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

/* The number reads left to right in every script direction, like any amount. A digit's cell is
   1.25em tall; Myanmar's digits stand taller than the line (Noto Sans Myanmar), and at 1.25em their
   tops and bottoms were cut off: their cells are 2em (data-tall, set by the roller).
   It is never wider than the frame: the token's size at most, less when the frame is narrow or the
   number long. The roller says how many digits and marks (currency, separators) it draws; a digit
   is its glyph (at most 0.6em, Myanmar's 0.78em) and its plate's padding, a mark about 0.4em (the
   peso sign 0.57, a comma 0.29), with a gap between each. At the token's size a 9-digit amount was
   292 px wide, 340 px in Burmese: past the card's padding on a 360 px phone in seven languages,
   past its edge in Burmese, and past its padding in every language at 320 px. */
export const Amount = styled.span`
  --jackpot-cell: 1.25em;
  --jackpot-glyph: 0.6;
  &[data-tall] {
    --jackpot-cell: 2em;
    --jackpot-glyph: 0.78;
  }
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  font-family: ${theme.font.family.display};
  font-size: min(
    ${theme.jackpot.fontSize},
    calc(
      (
          100cqi - var(--jackpot-digits) * 2 * ${theme.space.xxs} - (var(--jackpot-digits) + var(--jackpot-marks) - 1) *
            ${theme.space.xxs}
        ) /
        (var(--jackpot-digits) * var(--jackpot-glyph) + var(--jackpot-marks) * 0.4)
    )
  );
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
  color: ${theme.jackpot.digitFg};
  font-variant-numeric: tabular-nums;
`;

/* The digit's plate: background and rounded corners, painted without a clip. */
export const Column = styled.span`
  display: inline-block;
  padding-inline: ${theme.space.xxs};
  border-radius: ${theme.jackpot.digitRadius};
  background: ${theme.jackpot.digitBg};
`;

/* One cell tall window onto the 0-9 column; a square clip, so its edges rasterise the same every time. */
export const DigitWindow = styled.span`
  display: block;
  height: var(--jackpot-cell);
  overflow: hidden;
`;

/* Under reduced motion the digit jumps, with no transition to catch mid-way: rendered with data-still (theme/GlobalStyle.ts). */
export const Figure = styled.span`
  display: block;
  /* Ten lines of one cell's height each (glyphs joined by line breaks): one line is 10% of the
     column, so digit n sits at -n * 10%. */
  white-space: pre;
  line-height: var(--jackpot-cell);
  text-align: center;
  transform: translateY(calc(var(--jackpot-digit, 0) * -10%));
  transition: transform ${theme.jackpot.roll} ${theme.motion.easing.standard};
`;

export const Separator = styled.span`
  display: inline-block;
  line-height: 1.25em;
`;
