import { memo } from 'react';
import type { ReactElement } from 'react';
import { useEventCallback } from '../hooks/useEventCallback.ts';
import { GameTile } from './GameTile.tsx';
import type { GameBadge, ImageSource } from './GameTile.tsx';
import { Grid } from './GameTile.styles.ts';

/** One game as the grid needs it. */
export interface GameTileData {
  /** Stable identity (the game code). */
  id: string;
  name: string;
  iconUrl: string;
  /** See GameTile. */
  iconSources?: readonly ImageSource[];
  vendor?: string;
  badges?: readonly GameBadge[];
  isFavourite?: boolean;
}

export interface GameGridProps<G extends GameTileData> {
  /** The games; replace only the changed object when a favourite flips, so only its tile re-renders. */
  games: readonly G[];
  /** Opens a game. */
  onLaunch: (game: G) => void;
  /** Shows the favourite star and is called with the new state. */
  onToggleFavourite?: (game: G, next: boolean) => void;
  /**
   * The star's accessible name: one string, or per game so each star in a list is told apart
   * (e.g. "Add Pharaoh Gems to favourites"). @default 'Favourite'
   */
  favouriteLabel?: string | ((game: G) => string);
  /** See GameTile. */
  resolveVendorLogo?: (logoKey: string) => string | undefined;
  /** Tiles at the top that load eagerly (above the fold on a phone). @default 6 */
  eagerCount?: number;
  /** Names the list for screen readers, e.g. "Slots". */
  label?: string;
  /** Words on the NEW and HOT ribbons (the app's language). @default GameTile's { new: 'NEW', hot: 'HOT' } */
  badgeText?: Readonly<Record<GameBadge, string>>;
}

interface ItemProps<G extends GameTileData> {
  game: G;
  priority: boolean;
  launch: (game: G) => void;
  toggle: ((game: G, next: boolean) => void) | undefined;
  favouriteLabel: string;
  resolveVendorLogo: ((key: string) => string | undefined) | undefined;
  badgeText: Readonly<Record<GameBadge, string>> | undefined;
}

// The memo boundary: the grid hands every item the same stable functions, so an item re-renders
// only when its own game object changes.
const GridItem = memo(function GridItem<G extends GameTileData>({
  game,
  priority,
  launch,
  toggle,
  favouriteLabel,
  resolveVendorLogo,
  badgeText,
}: ItemProps<G>) {
  const common = {
    name: game.name,
    iconUrl: game.iconUrl,
    iconSources: game.iconSources,
    vendor: game.vendor,
    badges: game.badges,
    ...(badgeText ? { badgeText } : {}),
    priority,
    resolveVendorLogo,
    onLaunch: () => launch(game),
  };
  return (
    <li>
      {toggle ? (
        <GameTile
          {...common}
          isFavourite={game.isFavourite ?? false}
          favouriteLabel={favouriteLabel}
          onToggleFavourite={(next) => toggle(game, next)}
        />
      ) : (
        <GameTile {...common} />
      )}
    </li>
  );
}) as <G extends GameTileData>(props: ItemProps<G>) => ReactElement;

/** The game hall's grid: columns from the gameTile.columns token, tiles that re-render alone. */
export function GameGrid<G extends GameTileData>({
  games,
  onLaunch,
  onToggleFavourite,
  favouriteLabel = 'Favourite',
  resolveVendorLogo,
  eagerCount = 6,
  label,
  badgeText,
}: GameGridProps<G>) {
  const launch = useEventCallback((game: G) => onLaunch(game));
  const toggle = useEventCallback((game: G, next: boolean) => onToggleFavourite?.(game, next));
  const resolve = useEventCallback((key: string) => resolveVendorLogo?.(key));
  return (
    <Grid aria-label={label}>
      {games.map((game, i) => (
        <GridItem
          key={game.id}
          game={game}
          priority={i < eagerCount}
          launch={launch}
          toggle={onToggleFavourite ? toggle : undefined}
          favouriteLabel={typeof favouriteLabel === 'function' ? favouriteLabel(game) : favouriteLabel}
          resolveVendorLogo={resolveVendorLogo ? resolve : undefined}
          badgeText={badgeText}
        />
      ))}
    </Grid>
  );
}
