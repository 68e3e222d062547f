/**
 * The launch rules of docs/product/calls.md#launch in one pure module: given what the player tapped (a game tile, a hot
 * match, a winner, a vendor, a lottery) and the session, answer where to go. No React, no I/O:
 * every branch has a unit test (launchRules.test.ts).
 */
import { vendorCodes } from '@lobby/contract';
import type { Game, GameCategory, GameVendorConfig, HotMatch, LaunchQuery, Winner } from '@lobby/contract';

export type PrizeMode = 'LOTT' | 'ELOTT' | 'SEA' | 'ZY';
export type PlayType = 'trad' | 'ent';

/** What the player tapped. */
export type LaunchTarget =
  | { kind: 'hotMatch'; match: Pick<HotMatch, 'vendor' | 'roomId' | 'nodeId' | 'supportPlay'> }
  | {
      kind: 'game';
      game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameId'> &
        Partial<Pick<Game, 'gameCode' | 'prizeMode' | 'supportPlay'>>;
    }
  | { kind: 'winner'; winner: Pick<Winner['vo'], 'nodeId' | 'vassalage'> }
  | {
      kind: 'vendor';
      /** A vendor entry of the hall; `isGameH5` 'VASSALAGE' means it opens its own game list. */
      vendor: { vassalage: string; gameType: GameCategory; isGameH5?: string };
    }
  | { kind: 'lottery'; vendor: string; gameCode?: string | null; prizeMode?: PrizeMode | null };

/** Where the tap leads. */
export type LaunchDecision =
  /** docs/product/roles.md#guest: guests are sent to /m/login before launching any game. */
  | { to: 'login' }
  /** docs/product/calls.md#games: the category page, filtered by the vendor. */
  | { to: 'category'; path: string }
  /** /m/launchGame with these parameters; `lobby` true for lottery lobbies (TCG_LOTTO_VN, TCG_SEA). */
  | { to: 'launch'; query: LaunchQuery; lobby: boolean };

export interface LaunchContext {
  loggedIn: boolean;
  /** The vendor config (for the prize mode rule); null until loaded. */
  config: Pick<GameVendorConfig, 'sorting'> | null;
  /** Free-play (trial) session: the generic launch carries the flag. @default false */
  freePlay?: boolean;
}

/** docs/product/constants.md#client-config: prize modes Lott, ZY, Elott; ZY and ELOTT are the entertainment modes (playType ent). */
const entertainmentModes: ReadonlySet<string> = new Set(['ELOTT', 'ZY']);
/** docs/product/calls.md#games: the default lottery game code. */
export const lobbyGameCode = 'lobby';
const lotteryCategories: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** docs/product/states.md#prize-mode: ELOTT when the vendor config lists ELOTT for vendor TCG_LOTTO_VN or LOTT; otherwise LOTT. */
export function prizeModeOf(config: Pick<GameVendorConfig, 'sorting'> | null): 'ELOTT' | 'LOTT' {
  if (!config) return 'LOTT';
  return config.sorting.some((s) =>
    s.vendorNames.some(
      (v) => v.gameType === 'ELOTT' && (v.vassalage === vendorCodes.lottoVn || v.vassalage === 'LOTT'),
    ),
  )
    ? 'ELOTT'
    : 'LOTT';
}

/** docs/product/calls.md#launch: trad, or ent for the entertainment prize modes. */
export const playTypeOf = (prizeMode: string): PlayType => (entertainmentModes.has(prizeMode) ? 'ent' : 'trad');

/** docs/product/calls.md#launch: hot match launch: vendor, gameId from roomId, nodeId, supportPlay, showChoice false. */
function hotMatchQuery(m: Extract<LaunchTarget, { kind: 'hotMatch' }>['match']): LaunchQuery {
  return { vendor: m.vendor, gameId: m.roomId, nodeId: m.nodeId, supportPlay: m.supportPlay, showChoice: false };
}

function lotteryDecision(
  vendor: string,
  category: string | undefined,
  gameCode: string | null | undefined,
  ownMode: string | null | undefined,
  ctx: LaunchContext,
): LaunchDecision | null {
  const code = gameCode || lobbyGameCode;
  // docs/product/calls.md#launch: TCG_LOTTO_VN launches the lottery with vendor, gameCode (default lobby) and prizeMode.
  if (vendor === vendorCodes.lottoVn) {
    const prizeMode = prizeModeOf(ctx.config);
    return { to: 'launch', lobby: true, query: { vendor, gameCode: code, prizeMode, playType: playTypeOf(prizeMode) } };
  }
  // docs/product/calls.md#launch: TCG_SEA launches with prizeMode SEA.
  if (vendor === vendorCodes.lottoSea) {
    return { to: 'launch', lobby: true, query: { vendor, gameCode: code, prizeMode: 'SEA', playType: 'trad' } };
  }
  // docs/product/calls.md#launch: LOTT or ELOTT launch with vendor, prizeMode, gameCode and playType (trad or ent).
  if (lotteryCategories.has(vendor) || (category !== undefined && lotteryCategories.has(category))) {
    const prizeMode = ownMode || (vendor === 'ELOTT' || category === 'ELOTT' ? 'ELOTT' : prizeModeOf(ctx.config));
    return {
      to: 'launch',
      lobby: false,
      query: { vendor, category: category ?? vendor, gameCode: code, prizeMode, playType: playTypeOf(prizeMode) },
    };
  }
  return null;
}

/** The category page of a vendor (docs/product/calls.md#launch: query parameter vassalage). */
export const categoryPath = (gameType: GameCategory, vassalage: string): string =>
  `/m/gameList?${new URLSearchParams({ gameType, vassalage }).toString()}`;

/** docs/product/calls.md#launch game launch rules, in the spec's order. */
export function decideLaunch(target: LaunchTarget, ctx: LaunchContext): LaunchDecision {
  // docs/product/roles.md#guest: guests go to /m/login when launching any game.
  if (!ctx.loggedIn) return { to: 'login' };
  const freePlay = ctx.freePlay ?? false;
  switch (target.kind) {
    case 'hotMatch':
      return { to: 'launch', lobby: false, query: hotMatchQuery(target.match) };
    case 'lottery':
      return (
        lotteryDecision(target.vendor, undefined, target.gameCode, target.prizeMode, ctx) ??
        lotteryDecision(target.vendor, 'LOTT', target.gameCode, target.prizeMode, ctx)!
      );
    case 'vendor': {
      const v = target.vendor;
      const lottery = lotteryDecision(v.vassalage, v.gameType, null, null, ctx);
      if (lottery) return lottery;
      // docs/product/calls.md#launch: a vassalage of type RNG, or with isGameH5 VASSALAGE, opens the category page.
      if (v.gameType === 'RNG' || v.isGameH5 === 'VASSALAGE') {
        return { to: 'category', path: categoryPath(v.gameType, v.vassalage) };
      }
      // A vendor's own lobby: the generic launch with the lobby as game.
      return {
        to: 'launch',
        lobby: false,
        query: { category: v.gameType, vendor: v.vassalage, gameId: lobbyGameCode, freePlay },
      };
    }
    case 'game': {
      const g = target.game;
      const lottery = lotteryDecision(g.vassalage, g.gameType, g.gameCode, g.prizeMode, ctx);
      if (lottery) return lottery;
      // docs/product/calls.md#launch: otherwise generic launch with category, vendor, gameId, nodeId and free-play flag.
      return {
        to: 'launch',
        lobby: false,
        query: { category: g.gameType, vendor: g.vassalage, gameId: g.gameId, nodeId: g.nodeId, freePlay },
      };
    }
    case 'winner':
      // The winner board knows the game by nodeId and vendor; the server fills in its gameId.
      return {
        to: 'launch',
        lobby: false,
        query: { vendor: target.winner.vassalage, nodeId: target.winner.nodeId, freePlay },
      };
  }
}

const launchKeys = [
  'vendor',
  'nodeId',
  'gameId',
  'gameCode',
  'prizeMode',
  'playType',
  'category',
  'freePlay',
  'showChoice',
  'supportPlay',
] as const satisfies readonly (keyof LaunchQuery)[];

/**
 * The /m/launchGame URL for a launch query. docs/product/home-and-games.md#lottery names the lottery form
 * `?playType=trad&prize_mode=...&code=lobby&pageBack=home`: lotteries use those names.
 */
export function launchPath(query: LaunchQuery, pageBack = 'home'): string {
  const p = new URLSearchParams();
  for (const key of launchKeys) {
    const v = query[key];
    if (v === undefined || v === null || v === '') continue;
    if (key === 'prizeMode') p.set('prize_mode', String(v));
    else if (key === 'gameCode') p.set('code', String(v));
    else p.set(key, String(v));
  }
  p.set('pageBack', pageBack);
  return `/m/launchGame?${p.toString()}`;
}

/** Reads a /m/launchGame query back into a launch query; null without a vendor. */
export function parseLaunchParams(params: URLSearchParams): LaunchQuery | null {
  const vendor = params.get('vendor');
  if (!vendor) return null;
  const q: LaunchQuery = { vendor };
  const text = (name: string) => params.get(name) ?? undefined;
  const nodeId = text('nodeId');
  const gameId = text('gameId');
  const gameCode = text('code') ?? text('gameCode');
  const prizeMode = text('prize_mode') ?? text('prizeMode');
  const playType = text('playType');
  const category = text('category');
  const supportPlay = text('supportPlay');
  if (nodeId) q.nodeId = nodeId;
  if (gameId) q.gameId = gameId;
  if (gameCode) q.gameCode = gameCode;
  if (prizeMode) q.prizeMode = prizeMode;
  if (playType === 'trad' || playType === 'ent') q.playType = playType;
  if (category) q.category = category;
  if (supportPlay) q.supportPlay = supportPlay;
  if (params.has('freePlay')) q.freePlay = params.get('freePlay') === 'true';
  if (params.has('showChoice')) q.showChoice = params.get('showChoice') === 'true';
  return q;
}
