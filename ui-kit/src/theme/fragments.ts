/**
 * CSS the kit's parts share, as styled-components `css` fragments (styled-components docs, "css"
 * helper). A fragment holds only what the parts have in common; each part keeps its own colours,
 * sizes and states next to it.
 */
import { css } from 'styled-components';
import { theme } from '@lobby/tokens';

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
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: ${theme.size.touch};
`;
