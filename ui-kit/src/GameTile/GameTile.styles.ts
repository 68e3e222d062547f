import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, clampLines, column, glyphButton, ownDirection } from '../theme/fragments.ts';

export const Tile = styled.div`
  position: relative;
  min-width: 0;
`;

export const LaunchButton = styled.button`
  ${column(theme.space.xs)}
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.gameTile.nameFg};
  text-align: start;
  cursor: pointer;
  transition: transform ${theme.motion.duration.instant} ${theme.motion.easing.standard};
  &:active {
    transform: scale(0.96);
  }
  &:focus-visible {
    outline-offset: 2px;
    border-radius: ${theme.gameTile.radius};
  }
`;

/* Square and sized before the image arrives: no layout shift. */
export const IconFrame = styled.span`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.gameTile.radius};
  background: ${theme.gameTile.bg};
  box-shadow: ${theme.shadow.raised};
`;

/** Adds no box of its own: the icon inside lays out as if the picture were not there. */
export const Picture = styled.picture`
  display: contents;
`;

export const Icon = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Fallback = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: ${theme.gameTile.fallbackBg};
  color: ${theme.gameTile.fallbackFg};
  svg {
    width: 45%;
    height: 45%;
  }
`;

/*
 * NEW above HOT, not side by side: two ribbons in a long-word language ("BAGO" + "PATOK") ran into
 * each other and under the favourite star at a third of a 375 px row.
 */
export const Badges = styled.span`
  position: absolute;
  inset-block-start: ${theme.space.xxs};
  inset-inline-start: ${theme.space.xxs};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.xxs};
  max-width: calc(100% - ${theme.space.xl} - 3 * ${theme.space.xxs});
`;

/*
 * Under the icon: the name, then the vendor logo on a line of its own. The logo used to sit in the
 * icon's bottom corner, where game art carries its title ('Magic Win' under CQ9), and beside the
 * name it would narrow two-line names into an ellipsis.
 */
export const Caption = styled.span`
  ${column(theme.space.xxs)}
  align-items: flex-start;
`;

/* One name line high; the width follows the logo's own proportions. */
export const VendorLogo = styled.img`
  display: block;
  block-size: calc(${theme.font.size.sm} * ${theme.font.lineHeight.tight});
  inline-size: auto;
  max-inline-size: 100%;
  object-fit: contain;
`;

export const Name = styled.span`
  ${clampLines(2)}
  ${ownDirection}
  align-self: stretch;
  /* Two lines reserved even for short names, so rows of tiles line up. */
  min-height: calc(2em * ${theme.font.lineHeight.tight});
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/* A 32px round plate in the icon's top-end corner; its hit area is the full plate. */
export const FavouriteButton = styled.button`
  position: absolute;
  inset-block-start: ${theme.space.xxs};
  inset-inline-end: ${theme.space.xxs};
  display: grid;
  ${glyphButton(theme.space.xl)}
  border-radius: ${theme.radius.pill};
  background: ${theme.gameTile.favouriteBg};
  color: ${theme.color.fg.muted};
  transition: transform ${theme.motion.duration.instant} ${theme.motion.easing.standard};
  svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  &[aria-pressed='true'] {
    color: ${theme.gameTile.favouriteFg};
  }
  &:active {
    transform: scale(0.9);
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${theme.gameTile.columns}, minmax(0, 1fr));
  gap: ${theme.space.md} ${theme.gameTile.gap};
  ${bareList}
`;
