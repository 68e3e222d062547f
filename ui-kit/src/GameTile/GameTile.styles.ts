import styled from 'styled-components';

export const Tile = styled.div`
  position: relative;
  min-width: 0;
`;

export const LaunchButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.gameTile.nameFg};
  text-align: start;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.duration.instant} ${({ theme }) => theme.motion.easing.standard};
  &:active {
    transform: scale(0.96);
  }
  &:focus-visible {
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.gameTile.radius};
  }
`;

/* Square and sized before the image arrives: no layout shift. */
export const IconFrame = styled.span`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.gameTile.radius};
  background: ${({ theme }) => theme.gameTile.bg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
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
  background: ${({ theme }) => theme.gameTile.fallbackBg};
  color: ${({ theme }) => theme.gameTile.fallbackFg};
  svg {
    width: 45%;
    height: 45%;
  }
`;

export const Badges = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xxs};
  inset-inline-start: ${({ theme }) => theme.space.xxs};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const VendorLogo = styled.img`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.xxs};
  inset-inline-end: ${({ theme }) => theme.space.xxs};
  width: 34%;
  height: auto;
  max-height: 22%;
  object-fit: contain;
`;

export const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  /* Two lines reserved even for short names, so rows of tiles line up. */
  min-height: calc(2em * ${({ theme }) => theme.font.lineHeight.tight});
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/* A 32px round plate in the icon's top-end corner; its hit area is the full plate. */
export const FavouriteButton = styled.button`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xxs};
  inset-inline-end: ${({ theme }) => theme.space.xxs};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.gameTile.favouriteBg};
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.duration.instant} ${({ theme }) => theme.motion.easing.standard};
  svg {
    width: ${({ theme }) => theme.size.iconSm};
    height: ${({ theme }) => theme.size.iconSm};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.gameTile.favouriteFg};
  }
  &:active {
    transform: scale(0.9);
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${({ theme }) => theme.gameTile.columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.gameTile.gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;
