/**
 * The winner board's card and the box the home reserves for it before it renders: one padding, so
 * the box is exactly the card's height (a one-line title, three rows) and nothing moves when it comes.
 */
import { theme } from '@lobby/tokens';
import { winnerBoardBlockSize } from '@lobby/ui-kit';

/** The card's padding around the kit's board (its end is wider: serviceDial.ts). */
export const winnerCardPadding = theme.space.md;

/** The reserved box: the kit's board and the card's padding above and below. */
export const winnerSlotHeight = `calc(${winnerBoardBlockSize} + 2 * ${winnerCardPadding})`;
