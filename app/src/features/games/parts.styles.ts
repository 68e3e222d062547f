/** Layout pieces the game screens share (areas, lotteries, the list, and the home): one place for their page and list shape. */
import { css } from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList } from '@lobby/ui-kit';

/**
 * A lobby screen (the home, the game list): one column of blocks `gap` apart, inset from the
 * page's edges, with more room at the bottom than at the top.
 */
export const lobbyPage = (gap: string) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${gap};
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
`;

/** A games screen: one column of sections under an h2 title. */
export const gamesPage = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  padding: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

/** A list laid out as a grid of tiles, without list bullets or spacing of its own. */
export const tileList = css`
  display: grid;
  ${bareList}
`;

/** A tappable tile on the surface colour. */
export const tileButton = css`
  display: grid;
  width: 100%;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
  color: ${theme.color.fg.default};
  cursor: pointer;
`;
