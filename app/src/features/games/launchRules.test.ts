import { describe, expect, it } from 'vitest';
import type { GameVendorConfig } from '@lobby/contract';
import { decideLaunch, launchPath, parseLaunchParams, playTypeOf, prizeModeOf } from './launchRules.ts';
import type { LaunchContext } from './launchRules.ts';

const entry = (gameType: GameVendorConfig['sorting'][number]['gameCategory'], vassalage: string) => ({
  gameType,
  vassalage,
  accountTypeName: vassalage,
  logoUrl: '',
});
const withElott: GameVendorConfig = {
  sorting: [{ gameCategory: 'ELOTT', vendorNames: [entry('ELOTT', 'TCG_LOTTO_VN')] }],
  mapping: {},
};
const withoutElott: GameVendorConfig = {
  sorting: [{ gameCategory: 'LOTT', vendorNames: [entry('LOTT', 'TCG_LOTTO_VN')] }],
  mapping: {},
};
const member: LaunchContext = { loggedIn: true, config: withoutElott };

describe('prizeModeOf (docs/product/states.md#prize-mode)', () => {
  it('is LOTT without a config', () => expect(prizeModeOf(null)).toBe('LOTT'));
  it('is ELOTT when ELOTT is listed for TCG_LOTTO_VN', () => expect(prizeModeOf(withElott)).toBe('ELOTT'));
  it('is ELOTT when ELOTT is listed for vendor LOTT', () =>
    expect(prizeModeOf({ sorting: [{ gameCategory: 'ELOTT', vendorNames: [entry('ELOTT', 'LOTT')] }] })).toBe('ELOTT'));
  it('is LOTT when ELOTT is listed only for another vendor', () =>
    expect(prizeModeOf({ sorting: [{ gameCategory: 'ELOTT', vendorNames: [entry('ELOTT', 'OTHER')] }] })).toBe('LOTT'));
  it('is LOTT when the vendor is listed only under LOTT', () => expect(prizeModeOf(withoutElott)).toBe('LOTT'));
});

describe('playTypeOf (docs/product/calls.md#launch)', () => {
  it('is ent for entertainment modes', () => {
    expect(playTypeOf('ELOTT')).toBe('ent');
    expect(playTypeOf('ZY')).toBe('ent');
  });
  it('is trad otherwise', () => {
    expect(playTypeOf('LOTT')).toBe('trad');
    expect(playTypeOf('SEA')).toBe('trad');
  });
});

describe('decideLaunch (docs/product/calls.md#launch)', () => {
  const game = {
    nodeId: '10001',
    vassalage: 'PG',
    gameType: 'RNG' as const,
    gameId: 'PG_RNG_1',
  };

  it('sends guests to /m/login for every kind of target (docs/product/roles.md#guest)', () => {
    const guest: LaunchContext = { loggedIn: false, config: null };
    expect(decideLaunch({ kind: 'game', game }, guest)).toEqual({ to: 'login' });
    expect(
      decideLaunch({ kind: 'hotMatch', match: { vendor: 'BTI', roomId: 'R1', nodeId: '1', supportPlay: '1' } }, guest),
    ).toEqual({ to: 'login' });
    expect(decideLaunch({ kind: 'winner', winner: { nodeId: '1', vassalage: 'PG' } }, guest)).toEqual({ to: 'login' });
    expect(decideLaunch({ kind: 'lottery', vendor: 'TCG_SEA' }, guest)).toEqual({ to: 'login' });
  });

  it('hot match: vendor, gameId from roomId, nodeId, supportPlay, showChoice false', () => {
    const d = decideLaunch(
      { kind: 'hotMatch', match: { vendor: 'BTI_SPORTS', roomId: 'R10411', nodeId: '10411', supportPlay: '1' } },
      member,
    );
    expect(d).toEqual({
      to: 'launch',
      lobby: false,
      query: { vendor: 'BTI_SPORTS', gameId: 'R10411', nodeId: '10411', supportPlay: '1', showChoice: false },
    });
  });

  it('TCG_LOTTO_VN: gameCode defaults to lobby, prizeMode from the config (LOTT)', () => {
    const d = decideLaunch({ kind: 'lottery', vendor: 'TCG_LOTTO_VN' }, member);
    expect(d).toEqual({
      to: 'launch',
      lobby: true,
      query: { vendor: 'TCG_LOTTO_VN', gameCode: 'lobby', prizeMode: 'LOTT', playType: 'trad' },
    });
  });

  it('TCG_LOTTO_VN: keeps the game code and takes ELOTT when the config lists it', () => {
    const d = decideLaunch(
      {
        kind: 'game',
        game: { nodeId: '2', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameId: 'x', gameCode: 'VN001' },
      },
      { loggedIn: true, config: withElott },
    );
    expect(d).toEqual({
      to: 'launch',
      lobby: true,
      query: { vendor: 'TCG_LOTTO_VN', gameCode: 'VN001', prizeMode: 'ELOTT', playType: 'ent' },
    });
  });

  it('TCG_SEA: prizeMode SEA, lobby by default', () => {
    expect(decideLaunch({ kind: 'lottery', vendor: 'TCG_SEA' }, member)).toEqual({
      to: 'launch',
      lobby: true,
      query: { vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA', playType: 'trad' },
    });
  });

  it('LOTT vendor: prizeMode from the config, playType trad', () => {
    expect(decideLaunch({ kind: 'lottery', vendor: 'LOTT', gameCode: 'G1' }, member)).toEqual({
      to: 'launch',
      lobby: false,
      query: { vendor: 'LOTT', category: 'LOTT', gameCode: 'G1', prizeMode: 'LOTT', playType: 'trad' },
    });
  });

  it('ELOTT category game: prizeMode ELOTT and playType ent', () => {
    const d = decideLaunch(
      { kind: 'game', game: { nodeId: '3', vassalage: 'XLOT', gameType: 'ELOTT', gameId: 'e', gameCode: 'EL001' } },
      member,
    );
    expect(d).toEqual({
      to: 'launch',
      lobby: false,
      query: { vendor: 'XLOT', category: 'ELOTT', gameCode: 'EL001', prizeMode: 'ELOTT', playType: 'ent' },
    });
  });

  it('a lottery of an unknown vendor launches as LOTT', () => {
    const d = decideLaunch({ kind: 'lottery', vendor: 'XLOT', prizeMode: 'ZY' }, member);
    expect(d).toEqual({
      to: 'launch',
      lobby: false,
      query: { vendor: 'XLOT', category: 'LOTT', gameCode: 'lobby', prizeMode: 'ZY', playType: 'ent' },
    });
  });

  it('RNG vendor routes to the category page with vassalage', () => {
    expect(decideLaunch({ kind: 'vendor', vendor: { vassalage: 'PG', gameType: 'RNG' } }, member)).toEqual({
      to: 'category',
      path: '/m/gameList?gameType=RNG&vassalage=PG',
    });
  });

  it('isGameH5 VASSALAGE routes to the category page too', () => {
    expect(
      decideLaunch({ kind: 'vendor', vendor: { vassalage: 'EVO', gameType: 'LIVE', isGameH5: 'VASSALAGE' } }, member),
    ).toEqual({ to: 'category', path: '/m/gameList?gameType=LIVE&vassalage=EVO' });
  });

  it('another vendor opens its lobby through the generic launch', () => {
    expect(decideLaunch({ kind: 'vendor', vendor: { vassalage: 'EVO', gameType: 'LIVE' } }, member)).toEqual({
      to: 'launch',
      lobby: false,
      query: { category: 'LIVE', vendor: 'EVO', gameId: 'lobby', freePlay: false },
    });
  });

  it('a lottery vendor in the hall opens the lottery', () => {
    const d = decideLaunch({ kind: 'vendor', vendor: { vassalage: 'TCG_SEA', gameType: 'LOTT' } }, member);
    expect(d).toMatchObject({ to: 'launch', lobby: true, query: { prizeMode: 'SEA' } });
  });

  it('a game otherwise: generic launch with category, vendor, gameId, nodeId and free-play flag', () => {
    expect(decideLaunch({ kind: 'game', game }, { ...member, freePlay: true })).toEqual({
      to: 'launch',
      lobby: false,
      query: { category: 'RNG', vendor: 'PG', gameId: 'PG_RNG_1', nodeId: '10001', freePlay: true },
    });
  });

  it('a winner launches its game by nodeId and vendor', () => {
    expect(decideLaunch({ kind: 'winner', winner: { nodeId: '10005', vassalage: 'JILI' } }, member)).toEqual({
      to: 'launch',
      lobby: false,
      query: { vendor: 'JILI', nodeId: '10005', freePlay: false },
    });
  });
});

describe('launchPath / parseLaunchParams', () => {
  it('uses the docs/product/home-and-games.md#lottery names for lotteries and round-trips', () => {
    const path = launchPath({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA', playType: 'trad' });
    expect(path).toBe('/m/launchGame?vendor=TCG_SEA&code=lobby&prize_mode=SEA&playType=trad&pageBack=home');
    const back = parseLaunchParams(new URL(path, 'http://x').searchParams);
    expect(back).toEqual({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA', playType: 'trad' });
  });
  it('round-trips a hot match with its booleans', () => {
    const q = { vendor: 'BTI', gameId: 'R1', nodeId: '1', supportPlay: '1', showChoice: false };
    expect(parseLaunchParams(new URL(launchPath(q), 'http://x').searchParams)).toEqual(q);
  });
  it('answers null without a vendor', () => {
    expect(parseLaunchParams(new URLSearchParams('nodeId=1'))).toBeNull();
  });
});
