/**
 * CSS the kit's parts share, as styled-components `css` fragments (styled-components docs, "css"
 * helper). A fragment holds only what the parts have in common; each part keeps its own colours,
 * sizes and states next to it.
 */
import { css } from 'styled-components';
import { theme } from '@lobby/tokens';

/** A list shown without bullets, margin or padding: the part lays out its entries itself. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A retry's refresh icon and word, in the accent colour: the error state's action, the captcha picture's retry. */
export const retryAction = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  color: ${theme.color.fg.accent};
`;

/** A flex row, its items centred on the cross axis, `gap` apart. */
export const row = (gap: string) => css`
  display: flex;
  align-items: center;
  gap: ${gap};
`;

/** A flex column, its items `gap` apart. */
export const column = (gap: string) => css`
  display: flex;
  flex-direction: column;
  gap: ${gap};
`;

/** A flex column whose items sit together in its middle, both ways, `gap` apart. */
export const centredColumn = (gap: string) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${gap};
`;

/** One line of text that ends in an ellipsis where it does not fit. */
export const truncated = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Text the platform supplies (a game's, a player's or a team's name, an announcement's title) in
 * the direction of its own first letter, aligned like the text around it: an English name in an
 * Arabic page keeps its '!' at its end, and an ellipsis takes its end, not its start ('Immersive
 * Bla…', not '…sive Blackjack'). `-webkit-match-parent` is Chrome's and Safari's spelling of the
 * alignment; Firefox reads the first (docs/decisions/platform-text-direction.md).
 */
export const ownDirection = css`
  unicode-bidi: plaintext;
  text-align: match-parent;
  text-align: -webkit-match-parent;
`;

/**
 * The platform's HTML (a notice's or a message's body): the box and each of its blocks in its own
 * direction. A block the platform aligned itself (an `align` attribute, which any rule here would
 * override; a `style` one wins anyway) keeps its alignment.
 */
export const ownDirectionBlocks = css`
  &,
  & :is(p, li, h1, h2, h3, h4, h5, h6, blockquote, td, th, dt, dd, figcaption):not([align]) {
    ${ownDirection}
  }
`;

/** Text cut after `lines` lines, with an ellipsis. */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

/** Pictures inside the part fill it, cropped to cover it. */
export const coverImages = css`
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A button with no border or background of its own: the part draws its shape and colours. */
export const flatButton = css`
  border: 0;
  background: transparent;
  cursor: pointer;
`;

/**
 * A button that is only its glyph, centred in a `size` square: no padding or border of its own.
 * The part sets `display` (grid or inline-grid) before it, and its background and colour after it.
 */
export const glyphButton = (size: string) => css`
  place-items: center;
  width: ${size};
  height: ${size};
  padding: 0;
  border: 0;
  cursor: pointer;
`;

/**
 * A button drawn inside a field's box (an adornment, the dialing code): it dims with a disabled
 * field, and its focus ring sits inside the box's edge instead of over the field's border.
 */
export const inFieldButton = css`
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * Buttons that share a row, each at least as wide as its words: when the row cannot hold them all
 * (a long word, a 320 px phone), the last ones wrap under the first, each then the row's full
 * width, instead of running past the edge. The part may weigh one more after it (flex-grow).
 * `itemMin` is how narrow an item may get: its words on one line (max-content, the default), or
 * its longest word, for labels that may wrap between words (min-content).
 */
export const sharedRow = (gap: string, itemMin: 'max-content' | 'min-content' = 'max-content') => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  & > * {
    flex: 1 1 0;
    min-width: ${itemMin};
  }
`;

/**
 * A full-width touch target that stacks its icon over its label, centred (an entry of a grid, the
 * error view's retry). The part sets its padding, border and colours after it.
 */
export const stackedButton = (gap: string) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${gap};
  width: 100%;
  min-height: ${theme.size.touch};
`;

/**
 * A full-width touch target laid out as a row, its icon beside its label (a menu's entries, a
 * picker's options). The part sets its padding, border and colours after it.
 */
export const touchRow = css`
  ${row(theme.space.sm)}
  width: 100%;
  min-height: ${theme.size.touch};
`;
