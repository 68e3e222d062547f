import { gameCategories, minBetOptions, pageSizes, type Game, type GameCategory } from '@lobby/contract';
import type { Statement } from 'better-sqlite3';
import type { Ctx, Handlers, Req } from '../context.ts';
import { Raw, me } from '../context.ts';
import { ApiError, escapeHtml, oneOf, paging, str } from '../http.ts';

export interface GameRow {
  node_id: string;
  game_name: string;
  vassalage: string;
  game_type: string;
  game_id: string;
  room_id: string;
  support_play: string;
  classify: string;
  min_bet: number;
  min_line: number;
  is_new: number;
  is_hot: number;
  prize_mode: string | null;
  game_code: string | null;
}

export const gameOut = (merchant: string, r: GameRow): Game => {
  const icon = `/cdn/${merchant}/game/${r.node_id}.svg`;
  return {
    nodeId: r.node_id,
    gameName: r.game_name,
    nodeName: r.game_name,
    vassalage: r.vassalage,
    gameType: r.game_type as GameCategory,
    gameId: r.game_id,
    roomId: r.room_id,
    supportPlay: r.support_play,
    showIcon: true,
    iconUrl: icon,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
    gameClassifyNew: r.classify,
    minBet: r.min_bet,
    isNew: r.is_new === 1,
    isHot: r.is_hot === 1,
    prizeMode: r.prize_mode,
    gameCode: r.game_code,
  };
};

const lotteryVendors = ['TCG_LOTTO_VN', 'TCG_SEA'];
const categoryOrder: GameCategory[] = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT'];

export function gameRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;
  const category = (req: Req, src: Record<string, unknown>) =>
    src.gameType === undefined || src.gameType === '' ? undefined : oneOf(src, 'gameType', gameCategories);

  const favoriteIds = (memberId: number): string[] =>
    (
      db.prepare('SELECT node_id FROM favorites WHERE member_id = ? ORDER BY created_at DESC').all(memberId) as {
        node_id: string;
      }[]
    ).map((r) => r.node_id);

  /** A page of one member's saved games (favorites, recents) on the catalogue, newest first by `newest`. */
  const savedGames = (
    req: Req,
    saved: 'favorites' | 'recents',
    newest: string,
    filter: string,
    args: unknown[],
    p: ReturnType<typeof paging>,
  ) => {
    const from = `FROM ${saved} s JOIN games g ON g.node_id = s.node_id WHERE s.member_id = ? ${filter}`;
    const total = (db.prepare(`SELECT count(*) AS n ${from}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(`SELECT g.* ${from} ORDER BY s.${newest} DESC LIMIT ? OFFSET ?`)
      .all(...args, p.size, p.offset) as GameRow[];
    return {
      items: rows.map((r) => gameOut(req.merchant.code, r)),
      pageNum: p.page,
      totalPages: p.pages(total),
      total,
    };
  };

  const gameListStmtCache = new Map<string, { count: Statement<unknown[]>; page: Statement<unknown[]> }>();

  return {
    gameList: (req) => {
      const q = req.query;
      const where: string[] = [];
      const args: unknown[] = [];
      const type = category(req, q);
      if (type === 'HOT') where.push('g.is_hot = 1');
      else if (type) {
        where.push('g.game_type = ?');
        args.push(type);
      }
      const name = str(q, 'gameName', { max: 50, optional: true });
      if (name) {
        where.push("g.game_name LIKE ? ESCAPE '\\'");
        args.push(`%${name.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
      }
      const vendor = str(q, 'vassalage', { max: 30, optional: true });
      if (vendor && vendor !== 'ALL') {
        where.push('g.vassalage = ?');
        args.push(vendor);
      }
      if (q.isNew === '1' || q.isNew === 1) where.push('g.is_new = 1');
      const classify = oneOf(q, 'gameClassify', ['ALL', 'NEW', 'FAV', 'HOT', 'ESPORTS'] as const, 'ALL');
      let join = '';
      if (classify === 'NEW') where.push('g.is_new = 1');
      if (classify === 'HOT') where.push('g.is_hot = 1');
      if (classify === 'ESPORTS') where.push("g.game_type = 'ESPORTS'");
      if (classify === 'FAV') {
        if (!req.member) throw new ApiError('user.or.token.invalid');
        join = 'JOIN favorites f ON f.node_id = g.node_id AND f.member_id = ?';
        args.unshift(req.member.id);
      }
      const minBetRaw = q.minBet;
      if (minBetRaw !== undefined && minBetRaw !== '' && minBetRaw !== 'all') {
        const mb = Number(minBetRaw);
        if (!(minBetOptions as readonly number[]).includes(mb)) throw new ApiError('param.invalid');
        {
          where.push('g.min_bet = ?');
          args.push(mb);
        }
      }
      const p = paging(q, pageSizes.games);
      const sql = `FROM games g ${join} ${where.length ? 'WHERE ' + where.join(' AND ') : ''}`;
      let stmts = gameListStmtCache.get(sql);
      if (!stmts) {
        stmts = {
          count: db.prepare(`SELECT count(*) AS n ${sql}`),
          page: db.prepare(
            `SELECT g.* ${sql} ORDER BY ${type === 'HOT' ? 'g.hot_rank' : 'g.sort, g.node_id'} LIMIT ? OFFSET ?`,
          ),
        };
        gameListStmtCache.set(sql, stmts);
      }
      const total = (stmts.count.get(...args) as { n: number }).n;
      const rows = stmts.page.all(...args, p.size, p.offset) as GameRow[];
      return {
        games: rows.map((r) => gameOut(req.merchant.code, r)),
        pageNum: p.page,
        totalPages: p.pages(total),
        total,
      };
    },
    hotGames: (req) => {
      const type = category(req, req.query);
      const rows = db
        .prepare(
          `SELECT * FROM games WHERE is_hot = 1 ${type && type !== 'HOT' ? 'AND game_type = ?' : ''} ORDER BY hot_rank LIMIT 30`,
        )
        .all(...(type && type !== 'HOT' ? [type] : [])) as GameRow[];
      return { list: rows.map((r) => gameOut(req.merchant.code, r)) };
    },
    gameVendors: (req) => {
      const vendors = db
        .prepare('SELECT code, name, game_type, account_type_name FROM vendors ORDER BY sort')
        .all() as {
        code: string;
        name: string;
        game_type: GameCategory;
        account_type_name: string;
      }[];
      const entry = (v: (typeof vendors)[number]) => ({
        gameType: v.game_type,
        vassalage: v.code,
        accountTypeName: v.account_type_name,
        logoUrl: `/cdn/${req.merchant.code}/vendor/${v.code}.svg`,
      });
      // docs/product/states.md#game-hall: the site splits the SPORTS entry into SPORTS, ESPORTS and COCKFIGHT, and adds HOT itself.
      const sportsLike = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
      const sorting = categoryOrder.map((cat) => ({
        gameCategory: cat,
        vendorNames: vendors
          .filter((v) => (cat === 'SPORTS' ? sportsLike.includes(v.game_type) : v.game_type === cat))
          .map(entry),
      }));
      const mapping: Record<string, string[]> = {};
      for (const v of vendors) (mapping[v.game_type] ??= []).push(v.code);
      mapping.HOT = [
        ...new Set(
          (db.prepare('SELECT DISTINCT vassalage FROM games WHERE is_hot = 1').all() as { vassalage: string }[]).map(
            (r) => r.vassalage,
          ),
        ),
      ];
      return { sorting, mapping };
    },
    vassalGameTypes: (req) => {
      const typeId = str(req.query, 'typeId', { max: 30 });
      const rows = db.prepare('SELECT code, name, game_type FROM vendors WHERE code = ? ORDER BY sort').all(typeId) as {
        code: string;
        name: string;
        game_type: string;
      }[];
      return {
        content: rows.map((r) => ({ typeId: r.game_type, name: `${r.name} ${r.game_type}`, vassalage: r.code })),
      };
    },
    vassalages: () =>
      (db.prepare('SELECT DISTINCT code FROM vendors ORDER BY code').all() as { code: string }[]).map((r) => r.code),

    favorites: (req) => {
      const m = me(req);
      const type = category(req, req.query);
      const p = paging(req.query, pageSizes.favorites);
      const filter = type ? (type === 'HOT' ? 'AND g.is_hot = 1' : 'AND g.game_type = ?') : '';
      const args = type && type !== 'HOT' ? [m.id, type] : [m.id];
      const { items, ...page } = savedGames(req, 'favorites', 'created_at', filter, args, p);
      return { content: items, ...page };
    },
    favoriteIds: (req) => favoriteIds(me(req).id),
    favoriteAdd: (req) => {
      const nodeId = str(req.body, 'nodeId', { max: 20 });
      const game = db.prepare('SELECT vassalage FROM games WHERE node_id = ?').get(nodeId) as
        { vassalage: string } | undefined;
      if (!game) throw new ApiError('not.found');
      const vendor = str(req.body, 'vendor', { max: 30, optional: true });
      if (vendor && vendor !== game.vassalage) throw new ApiError('param.invalid');
      db.prepare('INSERT OR IGNORE INTO favorites (member_id, node_id, created_at) VALUES (?, ?, ?)').run(
        me(req).id,
        nodeId,
        ctx.now().toISOString(),
      );
      return favoriteIds(me(req).id);
    },
    favoriteRemove: (req) => {
      const nodeId = str({ ...req.query, ...req.body }, 'nodeId', { max: 20 });
      db.prepare('DELETE FROM favorites WHERE member_id = ? AND node_id = ?').run(me(req).id, nodeId);
      return favoriteIds(me(req).id);
    },
    recent: (req) => {
      const m = me(req);
      const type = category(req, req.query);
      const p = paging(req.query, pageSizes.recent, 'page');
      const filter = type && type !== 'HOT' ? 'AND g.game_type = ?' : '';
      const args = filter ? [m.id, type] : [m.id];
      const { items, ...page } = savedGames(req, 'recents', 'played_at', filter, args, p);
      return { list: items, ...page };
    },
    recentAdd: (req) => {
      const nodeId = str(req.query, 'nodeId', { max: 20 });
      if (!db.prepare('SELECT 1 FROM games WHERE node_id = ?').get(nodeId)) throw new ApiError('not.found');
      recordRecent(ctx, me(req).id, nodeId);
      return null;
    },
    launchGame: (req) => {
      const m = me(req);
      const q = req.query;
      const vendor = str(q, 'vendor', { max: 30 });
      const nodeId = str(q, 'nodeId', { max: 20, optional: true });
      const params = new URLSearchParams({ vendor });
      let gameName = vendor;
      if (nodeId) {
        const g = db.prepare('SELECT * FROM games WHERE node_id = ?').get(nodeId) as GameRow | undefined;
        if (!g || g.vassalage !== vendor) throw new ApiError('not.found');
        params.set('nodeId', nodeId);
        params.set('gameId', str(q, 'gameId', { max: 40, optional: true }) ?? g.game_id);
        gameName = g.game_name;
        recordRecent(ctx, m.id, nodeId);
      } else if (lotteryVendors.includes(vendor) || ['LOTT', 'ELOTT'].includes(String(q.category ?? ''))) {
        // docs/product/calls.md#launch: lottery launches carry gameCode (default lobby), prizeMode and playType.
        params.set('gameCode', str(q, 'gameCode', { max: 20, optional: true }) ?? 'lobby');
        params.set(
          'prizeMode',
          str(q, 'prizeMode', { max: 10, optional: true }) ?? (vendor === 'TCG_SEA' ? 'SEA' : 'LOTT'),
        );
        params.set('playType', oneOf(q, 'playType', ['trad', 'ent'] as const, 'trad'));
        gameName = `${vendor} ${params.get('gameCode')}`;
      } else {
        const gameId = str(q, 'gameId', { max: 40 });
        params.set('gameId', gameId);
      }
      params.set('gameName', gameName);
      params.set('mode', m.type === 4 || q.freePlay === 'true' ? 'trial' : 'real');
      params.set('player', m.username);
      return { url: `/wps/game/launched?${params.toString()}` };
    },
    launchedPage: (req) => {
      const rows = Object.entries(req.query)
        .filter(([, v]) => typeof v === 'string')
        .slice(0, 20)
        .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(String(v).slice(0, 200))}</td></tr>`)
        .join('');
      const title = escapeHtml(String(req.query.gameName ?? 'Game'));
      return new Raw(
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
          `<title>${title}</title><style>body{font-family:system-ui,sans-serif;background:#111827;color:#f9fafb;margin:0;padding:24px}` +
          `h1{font-size:22px}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #374151;font-size:14px}` +
          `a{color:#fbbf24}</style></head><body><h1 data-testid="launched-title">${title}</h1>` +
          `<p>The reference platform launched this game. A real vendor would show the game here.</p>` +
          `<table data-testid="launched-params">${rows}</table><p><a href="/m/home">Back to home</a></p></body></html>`,
      );
    },
  };
}

export function recordRecent(ctx: Ctx, memberId: number, nodeId: string): void {
  ctx.db
    .prepare(
      'INSERT INTO recents (member_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at',
    )
    .run(memberId, nodeId, ctx.now().toISOString());
  ctx.db
    .prepare(
      'DELETE FROM recents WHERE member_id = ? AND node_id NOT IN (SELECT node_id FROM recents WHERE member_id = ? ORDER BY played_at DESC LIMIT 50)',
    )
    .run(memberId, memberId);
}
