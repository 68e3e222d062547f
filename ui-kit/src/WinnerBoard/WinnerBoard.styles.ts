import styled from 'styled-components';
import { winnersScroll } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { bareList, ownDirection, row } from '../theme/fragments.ts';

/** Three rows tall (docs/product/constants.md#page-sizes: scrolls when more than 3 entries). */
export const Viewport = styled.div`
  --winner-row: calc(${theme.size.touch} + ${theme.space.sm});
  position: relative;
  height: calc(var(--winner-board-rows, 3) * var(--winner-row));
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};

  &[data-static='true'] {
    height: auto;
    max-height: calc(var(--winner-board-rows, 3) * var(--winner-row));
    overflow-y: auto;
  }
`;

/** The list and a copy of its rows in view, moved up by the list's height in a loop: transforms only. */
export const Track = styled.div`
  &[data-moving='true'] {
    animation: ${winnersScroll} var(--winner-board-cycle) linear infinite;
  }
  &[data-paused='true'] {
    animation-play-state: paused;
  }
`;

export const List = styled.ul`
  ${bareList}
`;

/**
 * Icon, text, play button. The text's column is never narrower than the amount: the name and the
 * game shorten with an ellipsis, the amount never does, and the button's label wraps instead (a
 * long label, as in Tamil, had taken the whole row and left the text no room at all).
 */
export const Row = styled.li`
  display: grid;
  grid-template-columns: ${theme.size.touch} minmax(min-content, 1fr) auto;
  align-items: center;
  gap: ${theme.space.sm};
  height: var(--winner-row);
  padding: 0 ${theme.space.sm};
  border-block-end: 1px solid ${theme.color.border.default};
`;

export const Icon = styled.img`
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  border-radius: ${theme.radius.md};
  object-fit: cover;
  background: ${theme.color.bg.sunken};
`;

export const Text = styled.div`
  display: grid;
  min-width: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};

  & > span {
    white-space: nowrap;
  }

  /* The name and the game: cut with an ellipsis, and no width of their own to the column (the
     amount, the last line, alone sets its least); each in its own direction (the platform's text). */
  & > span:not(:last-child) {
    overflow: hidden;
    text-overflow: ellipsis;
    contain: inline-size;
    ${ownDirection}
  }
`;

export const Muted = styled.span`
  color: ${theme.color.fg.muted};
`;

export const Amount = styled.span`
  color: ${theme.color.fg.accent};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Wrap = styled.section`
  display: grid;
  gap: ${theme.space.xs};
`;

export const Bar = styled.div`
  ${row(theme.space.sm)}
  justify-content: space-between;
`;

/**
 * The height of a board that scrolls, with its default three rows and a one-line title (the bar, as
 * tall as its pause button, a small one; the gap; the rows):
 * a box that holds the board's place before it renders reserves this, so nothing moves when it comes.
 */
export const winnerBoardBlockSize = `calc(${theme.space.xl} + ${theme.space.xs} + 3 * (${theme.size.touch} + ${theme.space.sm}))`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  line-height: ${theme.size.icon};
`;
