/**
 * The game store of docs/product/data.md#games: game types, game list, hot games, favourite list and ids, vendor
 * config, recent games, lottery and e-lottery lists, prizeMode, winner list, current category.
 */
import { atom, selector } from 'recoil';
import type { Game, GameCategory, GameVendorConfig, Lottery, Winner } from '@lobby/contract';

export const gameTypesState = atom<GameCategory[]>({ key: 'game.types', default: [] });
export const gameListState = atom<Game[]>({ key: 'game.list', default: [] });
export const hotGamesState = atom<Game[]>({ key: 'game.hot', default: [] });
export const favouriteListState = atom<Game[]>({ key: 'game.favouriteList', default: [] });
/** docs/product/data.md#games: the favourite list is a set of nodeIds as strings. */
export const favouriteIdsState = atom<ReadonlySet<string>>({ key: 'game.favouriteIds', default: new Set() });
export const vendorConfigState = atom<GameVendorConfig | null>({ key: 'game.vendorConfig', default: null });
/**
 * The vendor config's key among a page's first-screen answers (state/firstScreen.ts): a server-rendered
 * page's answer goes into vendorConfigState before hydration (ssr/pageData.ts initialState).
 */
export const vendorConfigFirstScreenKey = 'gameVendors';
export const recentGamesState = atom<Game[]>({ key: 'game.recent', default: [] });
export const lotteryListState = atom<Lottery[]>({ key: 'game.lotteryList', default: [] });
export const eLotteryListState = atom<Lottery[]>({ key: 'game.eLotteryList', default: [] });
export const winnerListState = atom<Winner[]>({ key: 'game.winners', default: [] });
/** docs/product/data.md#games: current category, default HOME. */
export const currentCategoryState = atom<GameCategory | 'HOME'>({ key: 'game.currentCategory', default: 'HOME' });

/** docs/product/states.md#winner-list: winners sorted by winAmount, highest first. */
export const sortedWinnersState = selector<Winner[]>({
  key: 'game.sortedWinners',
  get: ({ get }) => [...get(winnerListState)].sort((a, b) => b.vo.winAmount - a.vo.winAmount),
});

/** docs/product/states.md#prize-mode: ELOTT when the vendor config lists ELOTT for vendor TCG_LOTTO_VN or LOTT; otherwise LOTT. */
export function prizeModeOf(config: GameVendorConfig | null): 'ELOTT' | 'LOTT' {
  if (!config) return 'LOTT';
  const entries = config.sorting.flatMap((s) => s.vendorNames);
  return entries.some((v) => v.gameType === 'ELOTT' && (v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT'))
    ? 'ELOTT'
    : 'LOTT';
}
export const prizeModeState = selector<'ELOTT' | 'LOTT'>({
  key: 'game.prizeMode',
  get: ({ get }) => prizeModeOf(get(vendorConfigState)),
});
