import { randomBytes } from 'node:crypto';
import { isAgentType, pageSizes, type Announcement, type Promotion, type PromotionState } from '@lobby/contract';
import type { Ctx, Handlers, Req } from '../context.ts';
import { me } from '../context.ts';
import { ApiError, int, money, oneOf, paging, str } from '../http.ts';
import { moveBalance } from '../services.ts';

interface AnnRow {
  id: number;
  type: string;
  group_name: string;
  title: string;
  content: string;
  content_lobby: string;
  url: string | null;
  link: string | null;
  promotion_type: string | null;
  execution: string | null;
  start_time: string;
  read: number;
}

interface PromoRow {
  id: number;
  title: string;
  content: string;
  kind: string;
  bonus_cents: number;
  start_time: string;
  end_time: string;
  state: string | null;
}

const annTypes = ['A', 'B', 'PL', 'PU', 'H', 'PR'] as const;

export function contentRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;

  const promoOut = (merchant: string, p: PromoRow): Promotion => {
    const now = ctx.now().toISOString();
    const state: PromotionState =
      (p.state as PromotionState | null) ?? (p.start_time > now ? 'coming' : p.end_time < now ? 'close' : 'available');
    return {
      id: p.id,
      title: p.title,
      content: p.content,
      kind: p.kind,
      state,
      bonus: money(p.bonus_cents),
      imageUrl: `/cdn/${merchant}/promo/${p.id}.svg`,
      startTime: p.start_time,
      endTime: p.end_time,
    };
  };
  const promotionOf = (req: Req, id: number) => {
    const p = db
      .prepare(
        `SELECT p.*, mp.state FROM promotions p LEFT JOIN member_promotions mp ON mp.promotion_id = p.id AND mp.member_id = ?
         WHERE p.id = ? AND p.merchant = ?`,
      )
      .get(me(req).id, id, req.merchant.code) as PromoRow | undefined;
    if (!p) throw new ApiError('not.found');
    return p;
  };
  const unreadInbox = (memberId: number) =>
    (
      db.prepare('SELECT count(*) AS n FROM inbox WHERE member_id = ? AND read = 0 AND deleted = 0').get(memberId) as {
        n: number;
      }
    ).n;
  /** Marks one of the member's messages read or deleted; one that is not theirs, or is deleted, is not found. */
  const markMessage = (flag: 'read' | 'deleted', id: number, memberId: number) => {
    const res = db
      .prepare(`UPDATE inbox SET ${flag} = 1 WHERE id = ? AND member_id = ? AND deleted = 0`)
      .run(id, memberId);
    if (res.changes === 0) throw new ApiError('not.found');
  };

  return {
    announcements: (req) => {
      const raw = str(req.query, 'types', { max: 40, optional: true }) ?? 'B,PL,PU,H';
      const types = raw.split(',').map((t) => t.trim());
      if (!types.every((t) => (annTypes as readonly string[]).includes(t))) throw new ApiError('param.invalid');
      const group =
        req.query.groupName === undefined ? null : oneOf(req.query, 'groupName', ['m_home', 'm_reg'] as const);
      if (req.query.platform !== undefined) oneOf(req.query, 'platform', ['M'] as const);
      const member = req.member;
      // Agent announcements only for agents.
      const wanted = types.filter((t) => t !== 'A' || (member && isAgentType(member.type)));
      if (wanted.length === 0) return { list: [], footer: { unreadCount: 0 } };
      const rows = db
        .prepare(
          `SELECT a.*, CASE WHEN r.member_id IS NULL THEN 0 ELSE 1 END AS read FROM announcements a
           LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = ?
           WHERE a.merchant = ? AND a.platform = 'M' AND a.start_time <= ? AND (? IS NULL OR a.group_name = ?)
             AND a.type IN (${wanted.map(() => '?').join(',')})
           ORDER BY a.sort`,
        )
        .all(member?.id ?? 0, req.merchant.code, ctx.now().toISOString(), group, group, ...wanted) as AnnRow[];
      // docs/product/states.md#popup: guests see popup group B; members group A, plus F on their first login.
      const executions = member ? (req.session?.firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
      const list: Announcement[] = rows
        .filter((r) => r.type !== 'PU' || executions.includes(r.execution ?? ''))
        .map((r) => ({
          id: r.id,
          type: r.type as Announcement['type'],
          groupName: r.group_name as Announcement['groupName'],
          platform: 'M',
          title: r.title,
          content: r.content,
          contentLobby: r.content_lobby,
          url: r.url,
          link: r.link,
          promotionType: r.promotion_type,
          execution: r.execution as Announcement['execution'],
          startTime: r.start_time,
          read: member ? r.read === 1 : false,
        }));
      const unreadCount = member ? list.filter((a) => !a.read && a.type !== 'B' && a.type !== 'PU').length : 0;
      return { list, footer: { unreadCount } };
    },
    announcementRead: (req) => {
      const id = int(req.body, 'id', { min: 1 });
      const a = db.prepare('SELECT id FROM announcements WHERE id = ? AND merchant = ?').get(id, req.merchant.code);
      if (!a) throw new ApiError('not.found');
      db.prepare('INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id) VALUES (?, ?)').run(
        me(req).id,
        id,
      );
      const unread = db
        .prepare(
          `SELECT count(*) AS n FROM announcements a WHERE a.merchant = ? AND a.type = 'A'
           AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ?)`,
        )
        .get(req.merchant.code, me(req).id) as { n: number };
      return { unreadCount: isAgentType(me(req).type) ? unread.n : 0 };
    },
    banners: (req) =>
      db
        .prepare(
          "SELECT id, url, link, title FROM announcements WHERE merchant = ? AND type = 'B' AND group_name = 'm_home' ORDER BY sort",
        )
        .all(req.merchant.code),
    hotMatches: (req) => {
      const hour = new Date(ctx.now());
      hour.setUTCMinutes(0, 0, 0);
      const rows = db.prepare('SELECT * FROM hot_matches ORDER BY offset_minutes').all() as {
        league: string;
        home_team: string;
        away_team: string;
        vendor: string;
        room_id: string;
        node_id: string;
        support_play: string;
        offset_minutes: number;
      }[];
      const team = (n: string) => `/cdn/${req.merchant.code}/team/${encodeURIComponent(n)}.svg`;
      return rows.map((r) => ({
        matchTime: new Date(hour.getTime() + r.offset_minutes * 60_000).toISOString(),
        league: r.league,
        homeTeam: r.home_team,
        awayTeam: r.away_team,
        homeTeamImageUrl: team(r.home_team),
        awayTeamImageUrl: team(r.away_team),
        vendor: r.vendor,
        roomId: r.room_id,
        nodeId: r.node_id,
        supportPlay: r.support_play,
      }));
    },
    winners: (req) => {
      const limit = Math.min(
        int(req.query, 'limitNum', { min: 1, max: 1000, def: pageSizes.winners }),
        pageSizes.winners,
      );
      const cat = str(req.query, 'gameCategory', { max: 20, optional: true }) ?? 'ALL';
      const rows = db
        .prepare(
          `SELECT w.customer_name, w.win_cents, g.game_name, g.node_id, g.vassalage FROM winners w JOIN games g ON g.node_id = w.node_id
           WHERE (? = 'ALL' OR g.game_type = ?) ORDER BY w.win_cents DESC LIMIT ?`,
        )
        .all(cat, cat, limit) as {
        customer_name: string;
        win_cents: number;
        game_name: string;
        node_id: string;
        vassalage: string;
      }[];
      return {
        list: rows.map((r) => ({
          vo: {
            iconUrl: `/cdn/${req.merchant.code}/game/${r.node_id}.svg`,
            customerName: r.customer_name,
            gameName: r.game_name,
            winAmount: money(r.win_cents),
            nodeId: r.node_id,
            vassalage: r.vassalage,
          },
        })),
      };
    },
    downloadLinks: (req) =>
      db
        .prepare('SELECT resource_type AS resourceType, url FROM download_links WHERE merchant = ?')
        .all(req.merchant.code),
    serviceLinks: (req) =>
      db.prepare('SELECT type, path FROM service_links WHERE merchant = ? ORDER BY type').all(req.merchant.code),

    inbox: (req) => {
      const m = me(req);
      const p = paging(req.query, pageSizes.max);
      const total = (
        db.prepare('SELECT count(*) AS n FROM inbox WHERE member_id = ? AND deleted = 0').get(m.id) as { n: number }
      ).n;
      const rows = (
        db
          .prepare(
            'SELECT id, title, content, read, created_at FROM inbox WHERE member_id = ? AND deleted = 0 ORDER BY created_at DESC LIMIT ? OFFSET ?',
          )
          .all(m.id, p.size, p.offset) as {
          id: number;
          title: string;
          content: string;
          read: number;
          created_at: string;
        }[]
      ).map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        read: r.read === 1,
        createdAt: r.created_at,
      }));
      return { list: rows, content: rows, pageNum: p.page, totalPages: p.pages(total), total };
    },
    inboxUnread: (req) => unreadInbox(me(req).id),
    inboxCount: (req) => {
      const total = (
        db.prepare('SELECT count(*) AS n FROM inbox WHERE member_id = ? AND deleted = 0').get(me(req).id) as {
          n: number;
        }
      ).n;
      return { total, unread: unreadInbox(me(req).id) };
    },
    inboxRead: (req) => {
      markMessage('read', int(req.body, 'id', { min: 1 }), me(req).id);
      return { unread: unreadInbox(me(req).id) };
    },
    inboxDelete: (req) => {
      markMessage('deleted', int(req.query, 'id', { min: 1 }), me(req).id);
      return null;
    },

    promotions: (req) => {
      const state = req.query.state === undefined ? null : String(req.query.state);
      const rows = db
        .prepare(
          `SELECT p.*, mp.state FROM promotions p LEFT JOIN member_promotions mp ON mp.promotion_id = p.id AND mp.member_id = ?
           WHERE p.merchant = ? ORDER BY p.id`,
        )
        .all(me(req).id, req.merchant.code) as PromoRow[];
      return rows.map((r) => promoOut(req.merchant.code, r)).filter((p) => !state || p.state === state);
    },
    promotionsUnclaimed: (req) =>
      (
        db
          .prepare("SELECT count(*) AS n FROM member_promotions WHERE member_id = ? AND state = 'issued'")
          .get(me(req).id) as { n: number }
      ).n,
    promotionApply: (req) => {
      const id = int(req.body, 'id', { min: 1 });
      const comment = str(req.body, 'comment', { max: 1000, optional: true }) ?? null;
      // docs/product/validation.md#uploads-and-text: application comment max 140 characters.
      if (comment && [...comment].length > 140) throw new ApiError('content.too.long');
      const p = promoOut(req.merchant.code, promotionOf(req, id));
      if (p.state !== 'available' && p.state !== 'rejected') throw new ApiError('promotion.state');
      db.prepare(
        `INSERT INTO member_promotions (member_id, promotion_id, state, comment, updated_at) VALUES (?, ?, 'applying', ?, ?)
         ON CONFLICT (member_id, promotion_id) DO UPDATE SET state = 'applying', comment = excluded.comment, updated_at = excluded.updated_at`,
      ).run(me(req).id, id, comment, ctx.now().toISOString());
      return promoOut(req.merchant.code, promotionOf(req, id));
    },
    promotionClaim: (req) => {
      const id = int(req.body, 'id', { min: 1 });
      db.transaction(() => {
        const p = promotionOf(req, id);
        if (p.state !== 'issued') throw new ApiError('promotion.state');
        db.prepare(
          "UPDATE member_promotions SET state = 'claimed', updated_at = ? WHERE member_id = ? AND promotion_id = ?",
        ).run(ctx.now().toISOString(), me(req).id, id);
        moveBalance(ctx, me(req).id, p.bonus_cents, 'BONUS', p.title);
      })();
      return promoOut(req.merchant.code, promotionOf(req, id));
    },
    affiliateCheck: (req) => {
      const code = str(req.query, 'code', { max: 16 });
      const agent = db
        .prepare('SELECT username FROM members WHERE affiliate_code = ? AND merchant = ? AND status = 1')
        .get(code, req.merchant.code) as { username: string } | undefined;
      if (!agent) throw new ApiError('invitation.code.invalid');
      return { valid: true, agent: agent.username };
    },
    affiliateUrls: (req) => {
      // docs/product/roles.md#member: invite friends needs the REFERRAL promotion.
      if (!req.merchant.settings.promotions.REFERRAL) throw new ApiError('function.not.available');
      const m = me(req);
      let code = m.affiliate_code;
      if (!code) {
        code = randomBytes(6)
          .toString('base64url')
          .replace(/[^A-Za-z0-9]/g, 'X')
          .toUpperCase()
          .slice(0, 8);
        db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ?').run(code, m.id);
      }
      const invitedCount = (
        db.prepare('SELECT count(*) AS n FROM members WHERE upline_id = ?').get(m.id) as { n: number }
      ).n;
      return {
        affiliateCode: code,
        urls: [`${ctx.publicOrigin()}/m/register?affiliateCode=${code}`],
        invitedCount,
      };
    },
  };
}
