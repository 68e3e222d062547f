import { createHash } from 'node:crypto';
import { pageSizes, type Lottery, type LotteryOrder } from '@lobby/contract';
import type { Ctx, Handlers } from '../context.ts';
import { me } from '../context.ts';
import { ApiError, money, paging, str } from '../http.ts';
import { moveBalance } from '../services.ts';

interface LotteryRow {
  game_code: string;
  game_name: string;
  vassalage: string;
  prize_mode: 'LOTT' | 'ELOTT' | 'SEA';
  interval_minutes: number;
  popular: number;
  menu: string;
}

const menuNames: Record<string, string> = {
  VN_NORTH: 'Northern Vietnam',
  VN_SOUTH: 'Southern Vietnam',
  VN_CENTRAL: 'Central Vietnam',
  SEA: 'South-East Asia',
  FAST: 'Fast draws',
};

export function lotteryRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;
  const out = (merchant: string, r: LotteryRow): Lottery => {
    const period = r.interval_minutes * 60;
    return {
      gameCode: r.game_code,
      gameName: r.game_name,
      vassalage: r.vassalage,
      prizeMode: r.prize_mode,
      iconUrl: `/cdn/${merchant}/lottery/${r.game_code}.svg`,
      countdown: period - (Math.floor(ctx.now().getTime() / 1000) % period),
      drawIntervalMinutes: r.interval_minutes,
    };
  };
  const byMode = (mode: string | undefined) =>
    db
      .prepare('SELECT * FROM lotteries WHERE (? IS NULL OR prize_mode = ?) ORDER BY menu, sort')
      .all(mode ?? null, mode ?? null) as LotteryRow[];
  const menus = (rows: LotteryRow[]) => {
    const m = new Map<string, string[]>();
    for (const r of rows) m.set(r.menu, [...(m.get(r.menu) ?? []), r.game_code]);
    return [...m].map(([menuId, gameCodes]) => ({ menuId, name: menuNames[menuId] ?? menuId, gameCodes }));
  };
  const order = (orderNo: string, memberId: number): LotteryOrder => {
    const o = db.prepare('SELECT * FROM lottery_orders WHERE order_no = ? AND member_id = ?').get(orderNo, memberId) as
      | {
          order_no: string;
          game_code: string;
          bet_cents: number;
          win_cents: number;
          status: LotteryOrder['status'];
          created_at: string;
        }
      | undefined;
    if (!o) throw new ApiError('not.found');
    const subs = db
      .prepare('SELECT * FROM lottery_suborders WHERE order_no = ? ORDER BY sub_order_no')
      .all(orderNo) as {
      sub_order_no: string;
      content: string;
      amount_cents: number;
      status: LotteryOrder['status'];
    }[];
    return {
      orderNo: o.order_no,
      gameCode: o.game_code,
      betAmount: money(o.bet_cents),
      winAmount: money(o.win_cents),
      status: o.status,
      createdAt: o.created_at,
      subOrders: subs.map((s) => ({
        subOrderNo: s.sub_order_no,
        content: s.content,
        amount: money(s.amount_cents),
        status: s.status,
      })),
    };
  };
  const mode = (q: Record<string, unknown>) => {
    const v = str(q, 'prizeMode', { max: 10, optional: true });
    if (v && !['LOTT', 'ELOTT', 'SEA', 'ZY'].includes(v)) throw new ApiError('param.invalid');
    return v === 'ZY' ? 'LOTT' : v;
  };

  return {
    lotteryGames: (req) => ({ list: byMode(mode(req.query)).map((r) => out(req.merchant.code, r)) }),
    lotteryMenus: (req) => ({ list: menus(byMode(mode(req.query))) }),
    lotteryPopular: (req) => ({
      list: (db.prepare('SELECT * FROM lotteries ORDER BY popular DESC, sort LIMIT 8').all() as LotteryRow[]).map((r) =>
        out(req.merchant.code, r),
      ),
    }),
    lotteryOrders: (req) => {
      const m = me(req);
      const p = paging(req.query, pageSizes.max);
      const status = str(req.query, 'status', { max: 10, optional: true }) ?? null;
      const total = (
        db
          .prepare('SELECT count(*) AS n FROM lottery_orders WHERE member_id = ? AND (? IS NULL OR status = ?)')
          .get(m.id, status, status) as { n: number }
      ).n;
      const nos = db
        .prepare(
          'SELECT order_no FROM lottery_orders WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC LIMIT ? OFFSET ?',
        )
        .all(m.id, status, status, p.size, p.offset) as { order_no: string }[];
      return { list: nos.map((o) => order(o.order_no, m.id)), pageNum: p.page, totalPages: p.pages(total), total };
    },
    lotteryOrderDetail: (req) => order(str(req.query, 'orderNo', { max: 30 }), me(req).id),
    lotteryCancel: (req) => {
      const m = me(req);
      const orderNo = str(req.body, 'orderNo', { max: 30 });
      const subNo = str(req.body, 'subOrderNo', { max: 40 });
      db.transaction(() => {
        const o = order(orderNo, m.id);
        const sub = o.subOrders.find((s) => s.subOrderNo === subNo);
        if (!sub) throw new ApiError('not.found');
        if (sub.status !== 'pending')
          throw new ApiError('promotion.state', {}, 'Only a pending sub-order can be cancelled');
        db.prepare("UPDATE lottery_suborders SET status = 'cancelled' WHERE sub_order_no = ?").run(subNo);
        moveBalance(ctx, m.id, Math.round(sub.amount * 100), 'LOTTERY_REFUND', `${orderNo} ${subNo}`);
        const left = db
          .prepare("SELECT count(*) AS n FROM lottery_suborders WHERE order_no = ? AND status <> 'cancelled'")
          .get(orderNo) as { n: number };
        if (left.n === 0) db.prepare("UPDATE lottery_orders SET status = 'cancelled' WHERE order_no = ?").run(orderNo);
      })();
      return order(orderNo, m.id);
    },
    vnGameMenu: () => ({ list: menus(byMode('LOTT').filter((r) => r.menu.startsWith('VN_'))) }),
    vnOpened: (req) => {
      const code = str(req.query, 'gameCode', { max: 20, optional: true });
      const rows = db
        .prepare(
          "SELECT * FROM lotteries WHERE menu LIKE 'VN_%' AND (? IS NULL OR game_code = ?) ORDER BY sort LIMIT 10",
        )
        .all(code ?? null, code ?? null) as LotteryRow[];
      if (code && rows.length === 0) throw new ApiError('not.found');
      const now = ctx.now().getTime();
      const list = rows.flatMap((r) => {
        const period = r.interval_minutes * 60_000;
        const last = Math.floor(now / period);
        return [0, 1, 2].map((k) => {
          const n = last - k;
          // Results derive from the draw number, so every call agrees.
          const h = createHash('sha256').update(`${r.game_code}:${n}`).digest();
          return {
            gameCode: r.game_code,
            gameName: r.game_name,
            drawNo: `${r.game_code}-${n}`,
            numbers: Array.from({ length: 6 }, (_, i) => String(h.readUInt16BE(i * 2) % 100).padStart(2, '0')),
            drawTime: new Date(n * period).toISOString(),
          };
        });
      });
      return { list };
    },
  };
}
