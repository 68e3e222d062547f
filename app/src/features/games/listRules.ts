/**
 * Game list rules (docs/product/states.md#game-list, docs/product/calls.md#games): data types all/recent/fav/hot; switching resets page 1 and clears
 * vendor and min bet; for RNG the All tab selects classification NEW, otherwise ALL; more pages
 * while pageNum < totalPages; page size 26 (recent 25); the vendor strip leaves out e-sport and
 * cockfight vendors. Pure: tested in listRules.test.ts.
 */
import { clientType, gamePlatform, pageSizes, vendorCodes } from '@lobby/contract';
import type { GameCategory, GameClassify, GameListQuery, VendorEntry } from '@lobby/contract';
import { GAME_CLASSIFICATIONS, MIN_BETS } from '@lobby/ui-kit';
import type { MinBet as KitMinBet } from '@lobby/ui-kit';

export type ListTab = 'all' | 'recent' | 'fav' | 'hot';
export const listTabs: readonly ListTab[] = ['all', 'recent', 'fav', 'hot'];
/** docs/product/roles.md#guest: guests are sent to /m/login on opening favourites or recent. */
export const tabNeedsSession = (tab: ListTab): boolean => tab === 'recent' || tab === 'fav';

/** docs/product/home-and-games.md#game-list: minimum bet options. */
/** docs/product/home-and-games.md#game-list: minimum bets and classifications, as the kit's FilterPanel offers them. */
export const minBetChoices = MIN_BETS;
export type MinBet = KitMinBet;
export const classifications: readonly GameClassify[] = GAME_CLASSIFICATIONS;

export interface ListFilter {
  tab: ListTab;
  gameType: GameCategory;
  /** Vendor code, or 'ALL'. */
  vassalage: string;
  gameClassify: GameClassify;
  minBet: MinBet;
  gameName: string;
}

/** docs/product/states.md#game-list: for RNG the All tab selects classification NEW, otherwise ALL. */
export const defaultClassify = (gameType: GameCategory, tab: ListTab): GameClassify =>
  gameType === 'RNG' && tab === 'all' ? 'NEW' : 'ALL';

export function initialFilter(gameType: GameCategory, vassalage?: string | null): ListFilter {
  return {
    tab: 'all',
    gameType,
    vassalage: vassalage || 'ALL',
    gameClassify: defaultClassify(gameType, 'all'),
    minBet: 'all',
    gameName: '',
  };
}

/** docs/product/states.md#game-list: switching tab resets page to 1 (a new list) and clears vendor and min bet. */
export function switchTab(filter: ListFilter, tab: ListTab): ListFilter {
  return { ...filter, tab, vassalage: 'ALL', minBet: 'all', gameClassify: defaultClassify(filter.gameType, tab) };
}

/** docs/product/constants.md#page-sizes: page size 26 (games, favourites), 25 recent. */
export const pageSizeOf = (tab: ListTab): number => (tab === 'recent' ? pageSizes.recent : pageSizes.games);

/** docs/product/states.md#game-list: more pages exist while pageNum < totalPages. */
export const hasMore = (pageNum: number, totalPages: number): boolean => pageNum < totalPages;

/** The call each tab makes, with its query (docs/product/calls.md#headers). */
export type ListRequest =
  | { route: 'gameList'; query: GameListQuery }
  | { route: 'favorites'; query: { pageNo: number; pageSize: number; gameType: GameCategory; language: string } }
  | {
      route: 'recent';
      query: { page: number; pageSize: number; gameType: GameCategory; language: string; clientType: 2 };
    };

export function listRequest(filter: ListFilter, page: number, language: string): ListRequest {
  const pageSize = pageSizeOf(filter.tab);
  if (filter.tab === 'fav') {
    return { route: 'favorites', query: { pageNo: page, pageSize, gameType: filter.gameType, language } };
  }
  if (filter.tab === 'recent') {
    return { route: 'recent', query: { page, pageSize, gameType: filter.gameType, language, clientType } };
  }
  const query: GameListQuery = {
    platform: gamePlatform,
    clientType,
    gameType: filter.tab === 'hot' ? 'HOT' : filter.gameType,
    pageNo: page,
    pageSize,
    language,
    gameClassify: filter.tab === 'hot' ? 'ALL' : filter.gameClassify,
  };
  if (filter.gameName.trim()) query.gameName = filter.gameName.trim();
  if (filter.vassalage !== 'ALL') query.vassalage = filter.vassalage;
  if (filter.minBet !== 'all') query.minBet = Number(filter.minBet);
  if (filter.gameClassify === 'NEW' && filter.tab === 'all') query.isNew = '1';
  return { route: 'gameList', query };
}

/** docs/product/constants.md#vendor-codes: e-sport (TF) and cockfight (DS88) vendors are excluded from the vendor strip. */
export function stripVendors(vendors: readonly VendorEntry[]): VendorEntry[] {
  const seen = new Set<string>();
  return vendors.filter((v) => {
    if (v.vassalage === vendorCodes.esports || v.vassalage === vendorCodes.cockfight) return false;
    if (v.gameType === 'ESPORTS' || v.gameType === 'COCKFIGHT') return false;
    if (seen.has(v.vassalage)) return false;
    seen.add(v.vassalage);
    return true;
  });
}

/** docs/product/constants.md#vendor-codes: vendor codes starting TCG or BTI share one logo. */
export const sharedLogoKey = (vassalage: string): string =>
  vassalage.startsWith('TCG') ? 'TCG' : vassalage.startsWith('BTI') ? 'BTI' : vassalage;
