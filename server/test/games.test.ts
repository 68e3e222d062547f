import { describe, expect, it } from 'vitest';
import {
  gameCategories,
  type FavoritePage,
  type GamePage,
  type GameVendorConfig,
  type RecentPage,
} from '@lobby/contract';
import { failed, ok, serverWithDemoLogins } from './helpers.ts';

const s = serverWithDemoLogins();

const list = (q: string, t?: string) =>
  s.api<GamePage>(`/wps/relay/games?platform=html5&clientType=2&language=EN&${q}`, { token: t });

describe('game list', () => {
  it('has at least 600 games in every category of docs/product/home-and-games.md#game-categories', async () => {
    expect(ok(await list('pageSize=26')).total).toBeGreaterThanOrEqual(600);
    for (const cat of gameCategories) expect(ok(await list(`gameType=${cat}`)).total, cat).toBeGreaterThan(0);
  });

  it('caps pageSize at 26 and pages to the end', async () => {
    const p1 = ok(await list('gameType=RNG&pageNo=1&pageSize=100'));
    expect(p1.games).toHaveLength(26);
    expect(p1.totalPages).toBe(Math.ceil(p1.total / 26));
    const last = ok(await list(`gameType=RNG&pageNo=${p1.totalPages}&pageSize=26`));
    expect(last.games.length).toBe(p1.total - 26 * (p1.totalPages - 1));
    expect(last.pageNum).toBe(p1.totalPages);
    expect(failed(await list('pageNo=0')).code).toBe('param.invalid');
  });

  it('filters by vendor, classification, minimum bet, name and isNew', async () => {
    const pg = ok(await list('gameType=RNG&vassalage=PG'));
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const isNew = ok(await list('gameType=RNG&gameClassify=NEW'));
    expect(isNew.total).toBeGreaterThan(0);
    expect(isNew.games.every((g) => g.isNew && g.gameClassifyNew.includes('NEW'))).toBe(true);
    expect(ok(await list('gameType=RNG&isNew=1')).total).toBe(isNew.total);
    const cheap = ok(await list('gameType=RNG&minBet=0.01'));
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet === 0.01)).toBe(true);
    expect(failed(await list('minBet=0.02')).code).toBe('param.invalid');
    const name = pg.games[0]!.gameName.split(' ')[0]!;
    expect(ok(await list(`gameName=${encodeURIComponent(name)}`)).games.every((g) => g.gameName.includes(name))).toBe(
      true,
    );
    expect(ok(await list('gameName=%25%25')).total).toBe(0);
    const hot = ok(await list('gameType=HOT'));
    expect(hot.games.every((g) => g.isHot)).toBe(true);
    expect(ok(await list('gameClassify=ESPORTS')).games.every((g) => g.vassalage === 'TF')).toBe(true);
    expect(failed(await list('gameType=NOPE')).code).toBe('param.invalid');
    expect(failed(await list('gameClassify=FAV')).code).toBe('user.or.token.invalid');
    expect(ok(await list('gameClassify=FAV', s.player)).total).toBe(8);
  });

  it('answers hot games, vendor config (sorting and mapping) and vendors', async () => {
    const hot = ok(
      await s.api<{ list: { isHot: boolean }[] }>('/wps/relay/games/hot?isPlatform=2&platform=html5&language=EN'),
    );
    expect(hot.list.length).toBeGreaterThan(5);
    const cfg = ok(await s.api<GameVendorConfig>('/wps/relay/games/vendors'));
    const sports = cfg.sorting.find((e) => e.gameCategory === 'SPORTS')!;
    expect(new Set(sports.vendorNames.map((v) => v.gameType))).toEqual(new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']));
    expect(cfg.sorting.some((e) => e.gameCategory === 'HOT')).toBe(false);
    expect(cfg.mapping.COCKFIGHT).toEqual(['DS88']);
    expect(cfg.mapping.LOTT).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    const vendors = ok(await s.api<string[]>('/wps/relay/games/vassalages'));
    expect(vendors).toEqual(
      expect.arrayContaining(['PG', 'JILI', 'EVO', 'CQ9', 'DS88', 'TF', 'BTI_SPORTS', 'TCG_LOTTO_VN', 'TCG_SEA']),
    );
    expect(ok(await s.api<{ content: unknown[] }>('/wps/relay/games/vassalTypes?typeId=JILI')).content).toHaveLength(2);
  });
});

describe('favourites and recent', () => {
  it('adds (idempotently), lists and removes favourites', async () => {
    const g = ok(await list('gameType=LIVE&pageSize=1')).games[0]!;
    const ids = ok(
      await s.api<string[]>('/wps/relay/favorites', {
        token: s.player,
        body: { nodeId: g.nodeId, vendor: g.vassalage },
      }),
    );
    expect(ids).toContain(g.nodeId);
    expect(
      ok(
        await s.api<string[]>('/wps/relay/favorites', {
          token: s.player,
          body: { nodeId: g.nodeId, vendor: g.vassalage },
        }),
      ),
    ).toHaveLength(ids.length);
    const page = ok(
      await s.api<FavoritePage>('/wps/relay/favorites?pageNo=1&pageSize=26&gameType=LIVE', { token: s.player }),
    );
    expect(page.content.map((x) => x.nodeId)).toEqual([g.nodeId]);
    expect(
      ok(
        await s.api<string[]>(`/wps/relay/favorites?nodeId=${g.nodeId}&vendor=${g.vassalage}`, {
          method: 'DELETE',
          token: s.player,
        }),
      ),
    ).not.toContain(g.nodeId);
    expect(failed(await s.api('/wps/relay/favorites', { token: s.player, body: { nodeId: '1' } })).code).toBe(
      'not.found',
    );
    expect(failed(await s.api('/wps/relay/favorites/ids')).code).toBe('user.or.token.invalid');
  });

  it('records recent games and caps the page at 25', async () => {
    const games = ok(await list('gameType=RNG&pageNo=3&pageSize=26')).games;
    for (const g of games) ok(await s.api(`/wps/relay/recent/add?nodeId=${g.nodeId}`, { token: s.player }));
    const recent = ok(
      await s.api<RecentPage>('/wps/relay/recent?page=1&pageSize=100&gameType=RNG&language=EN&clientType=2', {
        token: s.player,
      }),
    );
    expect(recent.list).toHaveLength(25);
    expect(recent.list[0]!.nodeId).toBe(games.at(-1)!.nodeId);
    expect(recent.totalPages).toBeGreaterThan(1);
  });
});

describe('launch and lottery', () => {
  it('answers a launch URL to a page that shows what was launched', async () => {
    const g = ok(await list('gameType=RNG&vassalage=JILI&pageSize=1')).games[0]!;
    const url = ok(
      await s.api<{ url: string }>(`/wps/game/launchGame?vendor=JILI&nodeId=${g.nodeId}&gameId=${g.gameId}`, {
        token: s.player,
      }),
    ).url;
    const page = await fetch(s.base + url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(g.gameName);
    expect(html).not.toContain('<script');
    const lotto = ok(
      await s.api<{ url: string }>('/wps/game/launchGame?vendor=TCG_LOTTO_VN&prizeMode=ELOTT&playType=ent', {
        token: s.player,
      }),
    ).url;
    expect(lotto).toContain('gameCode=lobby');
    expect(lotto).toContain('playType=ent');
    expect(failed(await s.api('/wps/game/launchGame?vendor=JILI&nodeId=1')).code).toBe('user.or.token.invalid');
    expect(failed(await s.api('/wps/game/launchGame?vendor=PG&nodeId=' + g.nodeId, { token: s.player })).code).toBe(
      'not.found',
    );
    const xss = await (await fetch(s.base + '/wps/game/launched?gameName=%3Cscript%3Ealert(1)%3C/script%3E')).text();
    expect(xss).not.toContain('<script>');
  });

  it('answers lottery lists, menus, results and orders with cancel', async () => {
    const lott = ok(
      await s.api<{ list: { prizeMode: string; countdown: number }[] }>('/lgw/games/mobile?prizeMode=LOTT'),
    ).list;
    expect(lott.length).toBeGreaterThan(10);
    expect(lott.every((l) => l.prizeMode === 'LOTT' && l.countdown > 0)).toBe(true);
    expect(ok(await s.api<{ list: unknown[] }>('/lgw/games/mobile?prizeMode=ELOTT')).list.length).toBe(40);
    expect(ok(await s.api<{ list: unknown[] }>('/lgw/games/mobile_game_menus')).list.length).toBeGreaterThan(2);
    expect(ok(await s.api<{ list: unknown[] }>('/lgw/games/popular')).list.length).toBeGreaterThan(0);
    expect(
      ok(await s.api<{ list: { menuId: string }[] }>('/lgw/vn/games/game_menu')).list.every((m) =>
        m.menuId.startsWith('VN_'),
      ),
    ).toBe(true);
    const results = ok(await s.api<{ list: { numbers: string[] }[] }>('/lgw/vn/numeros/opened/game')).list;
    expect(results[0]!.numbers).toHaveLength(6);
    const orders = ok(
      await s.api<{ list: { orderNo: string; status: string; subOrders: { subOrderNo: string; amount: number }[] }[] }>(
        '/lgw/orders',
        { token: s.player },
      ),
    ).list;
    expect(orders.length).toBe(6);
    const pending = orders.find((o) => o.status === 'pending')!;
    const sub = pending.subOrders[0]!;
    const before = ok(await s.api<{ sumBalance: number }>('/wps/wallets/balance', { token: s.player })).sumBalance;
    const after = ok(
      await s.api<{ subOrders: { status: string }[] }>('/lgw/orders/suborders/cancel', {
        token: s.player,
        body: { orderNo: pending.orderNo, subOrderNo: sub.subOrderNo },
      }),
    );
    expect(after.subOrders[0]!.status).toBe('cancelled');
    expect(ok(await s.api<{ sumBalance: number }>('/wps/wallets/balance', { token: s.player })).sumBalance).toBeCloseTo(
      before + sub.amount,
      2,
    );
    expect(
      failed(
        await s.api('/lgw/orders/suborders/cancel', {
          token: s.player,
          body: { orderNo: pending.orderNo, subOrderNo: sub.subOrderNo },
        }),
      ).code,
    ).toBe('promotion.state');
    expect(
      ok(await s.api<{ orderNo: string }>(`/lgw/orders/detail?orderNo=${pending.orderNo}`, { token: s.player }))
        .orderNo,
    ).toBe(pending.orderNo);
  });
});
