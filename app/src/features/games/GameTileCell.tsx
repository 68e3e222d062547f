/** A game tile wired to the launch rules and favourites, with translated words. */
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contract';
import { GameTile } from './GameTile.tsx';
import type { Favourites } from './useFavourites.ts';
import type { LaunchTarget } from './launchRules.ts';

export interface GameTileCellProps {
  game: Game;
  favourites: Favourites;
  launch: (target: LaunchTarget) => void;
  eager?: boolean;
  onRemoved?: (game: Game) => void;
  onRestored?: (game: Game) => void;
}

export function GameTileCell({ game, favourites, launch, eager, onRemoved, onRestored }: GameTileCellProps) {
  const { t } = useTranslation('games');
  const fav = favourites.isFavourite(game.nodeId);
  return (
    <GameTile
      game={game}
      favourite={fav}
      eager={eager}
      badge={game.isNew ? t('badge.new') : game.isHot ? t('badge.hot') : undefined}
      favouriteLabel={t(fav ? 'favourite.remove' : 'favourite.add', { name: game.gameName })}
      onLaunch={() => launch({ kind: 'game', game })}
      onToggleFavourite={() =>
        favourites.toggle(game, {
          onRemoved: onRemoved ? () => onRemoved(game) : undefined,
          onRestored: onRestored ? () => onRestored(game) : undefined,
        })
      }
    />
  );
}
