import styled from 'styled-components';
import { theme } from '@lobby/tokens';

/** Four vendors per slide (docs/product/home-and-games.md#game-list): a scroll-snapping strip, each slide one screen wide. */
export const Track = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 3 * ${theme.space.xs}) / 4);
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${theme.space.md};
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
  & > :nth-child(4n + 1) {
    scroll-snap-align: start;
  }
`;

/* The chips of a strip share the tallest one's height; logo and name stay together in its middle. */
export const Vendor = styled.button`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${theme.space.xxs};
  min-width: 0;
  min-height: ${theme.size.footer};
  padding: ${theme.space.xs};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.raised};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.size.iconSm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${theme.color.bg.accent};
    background: ${theme.color.bg.accentMuted};
    font-weight: ${theme.font.weight.bold};
  }
  & img {
    max-width: 100%;
    height: ${theme.size.icon};
    object-fit: contain;
  }
`;

/* The whole name, on as many lines as it needs: cut to one line, 'PG Soft …' hid which vendor it was
   (four chips share a screen, so a name cannot widen its chip). */
export const Name = styled.span`
  max-width: 100%;
  text-align: center;
  overflow-wrap: anywhere;
`;
