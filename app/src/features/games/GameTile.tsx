/**
 * One game: icon, name, vendor and a favourite star. TODO(kit): GameTile — switch to the kit part
 * when ui-kit exports it (same props: game data, favourite flag, callbacks, words).
 */
import { memo } from 'react';
import styled from 'styled-components';
import type { Game } from '@lobby/contract';
import { StarIcon } from '@lobby/ui-kit';

export interface GameTileProps {
  game: Pick<Game, 'nodeId' | 'gameName' | 'vassalage' | 'iconUrl' | 'isNew' | 'isHot'>;
  favourite: boolean;
  onLaunch: () => void;
  onToggleFavourite: () => void;
  /** Accessible name of the star, e.g. 'Add Golden Empire to favourites'. */
  favouriteLabel: string;
  /** Small badge text ('NEW' / 'HOT'), already translated. */
  badge?: string;
  /** Load the image eagerly (the first row). @default false */
  eager?: boolean;
}

const Tile = styled.div`
  position: relative;
  min-width: 0;
`;
const Launch = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.gameTile.nameFg};
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.gameTile.radius};
  }
`;
const Art = styled.span`
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.gameTile.radius};
  background: ${({ theme }) => theme.gameTile.fallbackBg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Name = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Vendor = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Star = styled.button<{ $on: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  right: ${({ theme }) => theme.space.xxs};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: ${({ theme }) => theme.size.iconSm};
  color: ${({ $on, theme }) => ($on ? theme.gameTile.favouriteFg : theme.color.fg.muted)};
  span {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.gameTile.favouriteBg};
  }
  svg path {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;
const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.badge.bg};
  color: ${({ theme }) => theme.badge.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const GameTile = memo(function GameTile({
  game,
  favourite,
  onLaunch,
  onToggleFavourite,
  favouriteLabel,
  badge,
  eager = false,
}: GameTileProps) {
  return (
    <Tile data-testid="game-tile" data-node-id={game.nodeId}>
      <Launch type="button" onClick={onLaunch}>
        <Art>
          <img src={game.iconUrl} alt="" width={120} height={120} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </Art>
        <Name>{game.gameName}</Name>
        <Vendor>{game.vassalage}</Vendor>
      </Launch>
      {badge && <Badge aria-hidden="true">{badge}</Badge>}
      <Star
        type="button"
        $on={favourite}
        aria-pressed={favourite}
        aria-label={favouriteLabel}
        data-testid="favourite-star"
        onClick={onToggleFavourite}
      >
        <span>
          <StarIcon />
        </span>
      </Star>
    </Tile>
  );
});
