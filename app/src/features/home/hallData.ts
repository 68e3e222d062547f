/**
 * The game hall's games (docs/product/states.md#game-hall), asked by the hall and, for its first
 * tab, by the server's render of the home (HallData.tsx).
 */
import type { Game, GameCategory } from '@lobby/contract';
import { clientType, gamePlatform } from '@lobby/contract';
import { call } from '../../api/client.ts';
import type { LanguageCode } from '../../i18n/languages.ts';

/** Tiles shown per category on home; the rest is one tap away on the game list. */
export const hallGames = 9;

/** The first-screen key of a category's hall games (state/firstScreen.ts). */
export const hallGamesKey = (category: GameCategory, language: LanguageCode): string => `hall:${category}:${language}`;

/** A category's hall games: the hot games for HOT, else the first page of the category's list. */
export function loadHallGames(category: GameCategory, language: LanguageCode, signal: AbortSignal): Promise<Game[]> {
  return category === 'HOT'
    ? call('hotGames', { signal, query: { isPlatform: 2, language } }).then((v) => v.list)
    : call('gameList', {
        signal,
        query: { gameType: category, pageNo: 1, pageSize: hallGames, platform: gamePlatform, clientType, language },
      }).then((v) => v.games);
}
