import { describe, expect, it } from 'vitest';
import type { VendorEntry } from '@lobby/contract';
import {
  defaultClassify,
  hasMore,
  initialFilter,
  listRequest,
  pageSizeOf,
  sharedLogoKey,
  stripVendors,
  switchTab,
  tabNeedsSession,
} from './listRules.ts';

describe('game list rules (docs/product/states.md#game-list, docs/product/calls.md#games)', () => {
  it('RNG All selects NEW, everything else ALL', () => {
    expect(defaultClassify('RNG', 'all')).toBe('NEW');
    expect(defaultClassify('RNG', 'hot')).toBe('ALL');
    expect(defaultClassify('LIVE', 'all')).toBe('ALL');
    expect(initialFilter('RNG').gameClassify).toBe('NEW');
  });

  it('switching tab clears vendor and min bet and resets the classification', () => {
    const f = { ...initialFilter('RNG', 'PG'), minBet: '0.5' as const, gameClassify: 'HOT' as const, gameName: 'x' };
    expect(switchTab(f, 'hot')).toEqual({ ...f, tab: 'hot', vassalage: 'ALL', minBet: 'all', gameClassify: 'ALL' });
    expect(switchTab(f, 'all').gameClassify).toBe('NEW');
  });

  it('page sizes 26, recent 25', () => {
    expect(pageSizeOf('all')).toBe(26);
    expect(pageSizeOf('fav')).toBe(26);
    expect(pageSizeOf('hot')).toBe(26);
    expect(pageSizeOf('recent')).toBe(25);
  });

  it('more pages while pageNum < totalPages', () => {
    expect(hasMore(1, 3)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(hasMore(1, 0)).toBe(false);
  });

  it('recent and favourites need a session', () => {
    expect(tabNeedsSession('recent')).toBe(true);
    expect(tabNeedsSession('fav')).toBe(true);
    expect(tabNeedsSession('all')).toBe(false);
    expect(tabNeedsSession('hot')).toBe(false);
  });

  it('builds the game list query with filters', () => {
    const f = { ...initialFilter('RNG', 'PG'), minBet: '0.05' as const, gameName: ' dragon ' };
    expect(listRequest(f, 2, 'EN')).toEqual({
      route: 'gameList',
      query: {
        platform: 'html5',
        clientType: 2,
        gameType: 'RNG',
        pageNo: 2,
        pageSize: 26,
        language: 'EN',
        gameClassify: 'NEW',
        gameName: 'dragon',
        vassalage: 'PG',
        minBet: 0.05,
        isNew: '1',
      },
    });
  });

  it('hot asks for gameType HOT; favourites and recent call their own routes', () => {
    const f = initialFilter('LIVE');
    expect(listRequest(switchTab(f, 'hot'), 1, 'TY')).toMatchObject({ route: 'gameList', query: { gameType: 'HOT' } });
    expect(listRequest(switchTab(f, 'fav'), 3, 'TY')).toEqual({
      route: 'favorites',
      query: { pageNo: 3, pageSize: 26, gameType: 'LIVE', language: 'TY' },
    });
    expect(listRequest(switchTab(f, 'recent'), 1, 'TY')).toEqual({
      route: 'recent',
      query: { page: 1, pageSize: 25, gameType: 'LIVE', language: 'TY', clientType: 2 },
    });
  });

  it('the vendor strip leaves out e-sport and cockfight vendors and duplicates', () => {
    const v = (vassalage: string, gameType: VendorEntry['gameType']): VendorEntry => ({
      vassalage,
      gameType,
      accountTypeName: vassalage,
      logoUrl: '',
    });
    expect(
      stripVendors([
        v('BTI_SPORTS', 'SPORTS'),
        v('TF', 'ESPORTS'),
        v('DS88', 'COCKFIGHT'),
        v('PG', 'RNG'),
        v('PG', 'RNG'),
      ]).map((x) => x.vassalage),
    ).toEqual(['BTI_SPORTS', 'PG']);
  });

  it('TCG and BTI vendors share one logo', () => {
    expect(sharedLogoKey('TCG_SEA')).toBe('TCG');
    expect(sharedLogoKey('BTI_SPORTS')).toBe('BTI');
    expect(sharedLogoKey('PG')).toBe('PG');
  });
});
