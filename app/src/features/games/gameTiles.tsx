/**
 * Games as the kit's GameTile / GameGrid want them: name, icon, vendor logo, NEW/HOT ribbons and
 * the favourite star, with the app's words, launch rules and favourites wired in.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contract';
import { GameTile, vendorLogoKey } from '@lobby/ui-kit';
import type { GameBadge, GameTileData } from '@lobby/ui-kit';
import type { Favourites } from './useFavourites.ts';
import type { LaunchTarget } from './launchRules.ts';
import { useVendorConfig } from './useVendorConfig.ts';
import { artSources } from '../shared/art.tsx';
import { ownBoundary } from '../../frame/ownBoundary.tsx';

/** docs/product/data.md#games: NEW and HOT ribbons from the game's flags. */
export function badgesOf(game: Pick<Game, 'isNew' | 'isHot'>): GameBadge[] {
  const out: GameBadge[] = [];
  if (game.isNew) out.push('new');
  if (game.isHot) out.push('hot');
  return out;
}

/** One game as a kit grid tile. */
export const toTileData = (game: Game, isFavourite: boolean): GameTileData => ({
  id: game.nodeId,
  name: game.gameName,
  iconUrl: game.iconUrl,
  iconSources: artSources(game.iconUrl),
  vendor: game.vassalage,
  badges: badgesOf(game),
  isFavourite,
});

/**
 * The vendor logos of the vendor config, by the kit's logo key (docs/product/constants.md#vendor-codes: TCG* and BTI* share one),
 * for GameTile's corner logo.
 */
export function useVendorLogos(): (logoKey: string) => string | undefined {
  const { config } = useVendorConfig();
  const logos = useMemo(() => {
    const map = new Map<string, string>();
    for (const s of config?.sorting ?? [])
      for (const v of s.vendorNames)
        if (!map.has(vendorLogoKey(v.vassalage))) map.set(vendorLogoKey(v.vassalage), v.logoUrl);
    return map;
  }, [config]);
  return useCallback((key: string) => logos.get(key), [logos]);
}

/** The ribbons' words. */
export function useBadgeText(): Record<GameBadge, string> {
  const { t } = useTranslation('games');
  return useMemo(() => ({ new: t('badge.new'), hot: t('badge.hot') }), [t]);
}

/** A place in a list of tiles: the first tile in view, and how far below the window's top it was. */
export interface TileAnchor {
  nodeId: string;
  top: number;
}

/** The first game tile in view now (its bottom below the window's top), if any. */
export function tileInView(): TileAnchor | undefined {
  for (const el of document.querySelectorAll<HTMLElement>('[data-node-id]')) {
    const { top, bottom } = el.getBoundingClientRect();
    if (bottom > 0) return { nodeId: el.dataset.nodeId!, top };
  }
  return undefined;
}

/** How far the tile of `anchor` has moved from its place; undefined while it is not drawn. */
export function anchorDrift(anchor: TileAnchor): number | undefined {
  const el = document.querySelector(`[data-node-id="${CSS.escape(anchor.nodeId)}"]`);
  return el ? el.getBoundingClientRect().top - anchor.top : undefined;
}

export interface GameTileItemProps {
  game: Game;
  isFavourite: boolean;
  /** Stable for the page's life (useFavourites), as `launch` is (useLaunch). */
  toggleFavourite: Favourites['toggle'];
  launch: (target: LaunchTarget) => void;
  resolveVendorLogo: (logoKey: string) => string | undefined;
  badgeText: Record<GameBadge, string>;
  /** Above the fold: load the icon eagerly; 'high' for the page's largest image (GameTile). */
  priority?: boolean | 'high';
  onRemoved?: (game: Game) => void;
  onRestored?: (game: Game) => void;
}

/**
 * A kit GameTile for one game of a list (the list page's infinite list renders these). Memoised
 * with stable handlers: a page arriving or the window moving re-renders only new tiles, not every
 * mounted one (issue 11: long tasks while scrolling a 2,000-game list). Each tile is a unit of
 * hydration of its own (ownBoundary): a tap on a server-rendered tile hydrates that tile, not the
 * whole first page of tiles; its props must therefore stay equal until it has hydrated.
 */
export const GameTileItem = ownBoundary(function GameTileItem({
  game,
  isFavourite: fav,
  toggleFavourite: toggle,
  launch,
  resolveVendorLogo,
  badgeText,
  priority,
  onRemoved,
  onRestored,
}: GameTileItemProps) {
  const { t } = useTranslation('games');
  const onLaunch = useCallback(() => launch({ kind: 'game', game }), [launch, game]);
  const onToggleFavourite = useCallback(
    () =>
      toggle(game, {
        onRemoved: onRemoved ? () => onRemoved(game) : undefined,
        onRestored: onRestored ? () => onRestored(game) : undefined,
      }),
    [toggle, game, onRemoved, onRestored],
  );
  const badges = useMemo(() => badgesOf(game), [game]);
  const iconSources = useMemo(() => artSources(game.iconUrl), [game.iconUrl]);
  return (
    <div data-testid="game-tile" data-node-id={game.nodeId}>
      <GameTile
        name={game.gameName}
        iconUrl={game.iconUrl}
        iconSources={iconSources}
        vendor={game.vassalage}
        resolveVendorLogo={resolveVendorLogo}
        badges={badges}
        badgeText={badgeText}
        priority={priority}
        onLaunch={onLaunch}
        isFavourite={fav}
        favouriteLabel={t(fav ? 'favourite.remove' : 'favourite.add', { name: game.gameName })}
        onToggleFavourite={onToggleFavourite}
      />
    </div>
  );
});
