import { createHash } from 'node:crypto';
import { canTransferToUpline, headers, pageSizes } from '@lobby/contract';
import type { Ctx, Handlers, MemberRow, Req } from '../context.ts';
import { me } from '../context.ts';
import { ApiError, amountCents, date, int, money, paging, str, businessDay, businessDayStart } from '../http.ts';
import { verifyPassword } from '../security.ts';
import { guardSecret, maskedCardNo, memberById, moveBalance, orderNo } from '../services.ts';

/** Checks the payment password; withdraw, transfers, PIN reset and adding a bank card share its counter. */
export async function checkPaymentPassword(ctx: Ctx, m: MemberRow, given: unknown): Promise<void> {
  const hash = m.payment_password_hash;
  if (!hash) throw new ApiError('payment.password.required');
  await guardSecret(ctx, { account: `pay:${m.id}` }, async () => {
    if (typeof given !== 'string' || !(await verifyPassword(given, hash)))
      throw new ApiError('payment.password.invalid');
  });
}

/**
 * Runs a money-moving operation at most once per Idempotency-Key: a repeat with the same body (apart
 * from `paymentPassword`, which is checked before and never stored) answers the stored result; the same key with another body is `idempotency.conflict`. Synchronous, so it runs
 * inside one SQLite transaction.
 */
export function once<T>(ctx: Ctx, req: Req, op: () => T): T {
  const raw = req.raw.headers[headers.idempotencyKey.toLowerCase()];
  const key = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
  if (!key) return ctx.db.transaction(op)();
  const m = me(req);
  // The payment PIN stays out of the hash: a 6-digit PIN under a plain hash is read back by trying
  // all of them. The PIN is checked before `once` runs, so a replay still needs the right one.
  const { paymentPassword: _pin, ...rest } = req.body;
  const hash = createHash('sha256')
    .update(req.route + JSON.stringify(rest))
    .digest('hex');
  return ctx.db.transaction(() => {
    const prev = ctx.db
      .prepare('SELECT route, request_hash, response FROM idempotency WHERE member_id = ? AND key = ?')
      .get(m.id, key) as { route: string; request_hash: string; response: string } | undefined;
    if (prev) {
      if (prev.route !== req.route || prev.request_hash !== hash) throw new ApiError('idempotency.conflict');
      return JSON.parse(prev.response) as T;
    }
    const result = op();
    ctx.db
      .prepare(
        'INSERT INTO idempotency (member_id, key, route, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(m.id, key, req.route, hash, JSON.stringify(result), ctx.now().toISOString());
    return result;
  })();
}

/**
 * Credits a pending deposit once its payment is confirmed, with the channel's bonus (docs/product/money.md#deposit: +1%).
 * Returns false when the order is unknown or no longer pending. Call inside a transaction.
 */
export function confirmDeposit(ctx: Ctx, order: string): boolean {
  const d = ctx.db
    .prepare(
      `SELECT d.id, d.member_id, d.order_no, d.amount_cents, d.channel, c.bonus_percent FROM deposits d
       LEFT JOIN deposit_channels c ON c.name = d.channel AND c.merchant = (SELECT merchant FROM members WHERE id = d.member_id)
       WHERE d.order_no = ? AND d.status = 'pending'`,
    )
    .get(order) as
    | {
        id: number;
        member_id: number;
        order_no: string;
        amount_cents: number;
        channel: string;
        bonus_percent: number | null;
      }
    | undefined;
  if (!d) return false;
  if (
    ctx.db.prepare("UPDATE deposits SET status = 'success' WHERE id = ? AND status = 'pending'").run(d.id).changes !== 1
  )
    return false;
  moveBalance(ctx, d.member_id, d.amount_cents, 'DEPOSIT', `${d.channel} ${d.order_no}`);
  const pct = d.bonus_percent ?? 0;
  const bonus = Math.floor((d.amount_cents * pct) / 100);
  if (bonus > 0) moveBalance(ctx, d.member_id, bonus, 'BONUS', `Deposit bonus ${pct}%`);
  return true;
}

export const range = (ctx: Ctx, q: Record<string, unknown>) => {
  const today = businessDay(ctx.now(), ctx.businessOffsetMs);
  const monthAgo = businessDay(new Date(ctx.now().getTime() - 30 * 86_400_000), ctx.businessOffsetMs);
  const start = date(q, 'startDate', monthAgo);
  const end = date(q, 'endDate', today);
  if (start > end) throw new ApiError('param.invalid');
  // Business days (http.ts businessDay), the end date inclusive.
  return {
    start,
    end,
    from: businessDayStart(start, ctx.businessOffsetMs),
    to: businessDayStart(end, ctx.businessOffsetMs, 1),
  };
};

export function walletRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;

  // A member's rows in a report's range (business days, the end date inclusive: `range`).
  const inRange = 'member_id = ? AND created_at >= ? AND created_at < ?';

  const listed = <R, T>(
    req: Req,
    table: string,
    extra: string,
    args: unknown[],
    map: (r: R) => T,
    orderBy = 'created_at DESC',
  ) => {
    const m = me(req);
    const r = range(ctx, req.query);
    const p = paging(req.query, pageSizes.max);
    const where = `${inRange} ${extra}`;
    const total = (
      db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(m.id, r.from, r.to, ...args) as { n: number }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
      .all(m.id, r.from, r.to, ...args, p.size, p.offset) as R[];
    return { list: rows.map(map), pageNum: p.page, totalPages: p.pages(total), total };
  };

  return {
    balance: (req) => {
      const sum = money(me(req).balance_cents);
      return { sumBalance: sum, currency: 'PHP', wallets: [{ name: 'MAIN', balance: sum }] };
    },
    depositChannels: (req) =>
      (
        db.prepare('SELECT * FROM deposit_channels WHERE merchant = ? ORDER BY id').all(req.merchant.code) as {
          id: number;
          name: string;
          kind: string;
          min_cents: number;
          max_cents: number;
          bonus_percent: number;
        }[]
      ).map((c) => ({
        id: c.id,
        name: c.name,
        kind: c.kind,
        minAmount: money(c.min_cents),
        maxAmount: money(c.max_cents),
        bonusPercent: c.bonus_percent,
      })),
    deposit: (req) => {
      const m = me(req);
      const channelId = int(req.body, 'channelId', { min: 1 });
      const cents = amountCents(req.body);
      const ch = db
        .prepare('SELECT * FROM deposit_channels WHERE id = ? AND merchant = ?')
        .get(channelId, req.merchant.code) as
        { name: string; min_cents: number; max_cents: number; bonus_percent: number } | undefined;
      if (!ch) throw new ApiError('not.found');
      if (cents < ch.min_cents || cents > ch.max_cents) throw new ApiError('amount.invalid');
      return once(ctx, req, () => {
        const no = orderNo('D');
        const at = ctx.now().toISOString();
        // A deposit waits for its payment. The reference platform has no payment gateway: in dev and
        // test a simulated payment confirms it at once (docs/decisions/deposit-confirmation.md).
        const id = Number(
          db
            .prepare(
              "INSERT INTO deposits (member_id, order_no, channel, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
            )
            .run(m.id, no, ch.name, cents, at).lastInsertRowid,
        );
        const status = ctx.payments === 'simulated' && confirmDeposit(ctx, no) ? 'success' : 'pending';
        return { id, orderNo: no, channel: ch.name, amount: money(cents), status, createdAt: at } as const;
      });
    },
    depositReport: (req) =>
      listed(
        req,
        'deposits',
        '',
        [],
        (r: {
          id: number;
          order_no: string;
          channel: string;
          amount_cents: number;
          status: string;
          created_at: string;
        }) => ({
          id: r.id,
          orderNo: r.order_no,
          channel: r.channel,
          amount: money(r.amount_cents),
          status: r.status,
          createdAt: r.created_at,
        }),
      ),
    withdraw: async (req) => {
      const m = me(req);
      const cardId = int(req.body, 'bankCardId', { min: 1 });
      const cents = amountCents(req.body);
      const card = db.prepare('SELECT * FROM bank_cards WHERE id = ? AND member_id = ?').get(cardId, m.id) as
        { card_no: string; bank_name: string } | undefined;
      if (!card) throw new ApiError('bank.card.invalid');
      await checkPaymentPassword(ctx, m, req.body.paymentPassword);
      return once(ctx, req, () => {
        const no = orderNo('W');
        const at = ctx.now().toISOString();
        const after = moveBalance(ctx, m.id, -cents, 'WITHDRAW', `${card.bank_name} ${no}`);
        const id = Number(
          db
            .prepare(
              "INSERT INTO withdrawals (member_id, order_no, bank_card_id, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
            )
            .run(m.id, no, cardId, cents, at).lastInsertRowid,
        );
        return {
          id,
          orderNo: no,
          bankCard: `${card.bank_name} ${maskedCardNo(card.card_no)}`,
          amount: money(cents),
          status: 'pending' as const,
          createdAt: at,
          sumBalance: money(after),
        };
      });
    },
    withdrawReport: (req) =>
      listed(
        req,
        'withdrawals',
        '',
        [],
        (r: {
          id: number;
          order_no: string;
          bank_card_id: number;
          amount_cents: number;
          status: string;
          created_at: string;
        }) => {
          const c = db.prepare('SELECT bank_name, card_no FROM bank_cards WHERE id = ?').get(r.bank_card_id) as
            { bank_name: string; card_no: string } | undefined;
          return {
            id: r.id,
            orderNo: r.order_no,
            bankCard: c ? `${c.bank_name} ${maskedCardNo(c.card_no)}` : '',
            amount: money(r.amount_cents),
            status: r.status,
            createdAt: r.created_at,
          };
        },
      ),
    transactions: (req) => {
      const types = str(req.query, 'types', { max: 100, optional: true });
      const list = types ? types.split(',').map((t) => t.trim().toUpperCase()) : [];
      if (list.some((t) => !/^[A-Z_]{1,20}$/.test(t))) throw new ApiError('param.invalid');
      return listed(
        req,
        'transactions',
        list.length ? `AND type IN (${list.map(() => '?').join(',')})` : '',
        list,
        (r: {
          id: number;
          type: string;
          amount_cents: number;
          balance_after_cents: number;
          remark: string;
          created_at: string;
        }) => ({
          id: r.id,
          type: r.type,
          amount: money(r.amount_cents),
          balanceAfter: money(r.balance_after_cents),
          remark: r.remark,
          createdAt: r.created_at,
        }),
        'created_at DESC, id DESC',
      );
    },
    bettingRecords: (req) => {
      const type = str(req.query, 'gameType', { max: 20, optional: true });
      return listed(
        req,
        'bets',
        type ? 'AND game_type = ?' : '',
        type ? [type] : [],
        (r: {
          id: number;
          game_name: string;
          vassalage: string;
          game_type: string;
          bet_cents: number;
          win_cents: number;
          created_at: string;
        }) => ({
          id: r.id,
          gameName: r.game_name,
          vassalage: r.vassalage,
          gameType: r.game_type,
          betAmount: money(r.bet_cents),
          winAmount: money(r.win_cents),
          createdAt: r.created_at,
        }),
      );
    },
    profitAndLoss: (req) => {
      const m = me(req);
      const r = range(ctx, req.query);
      const sum = (table: string, column: string, extra = '') =>
        (
          db.prepare(`SELECT sum(${column}) AS n FROM ${table} WHERE ${inRange} ${extra}`).get(m.id, r.from, r.to) as {
            n: number | null;
          }
        ).n ?? 0;
      const bet = sum('bets', 'bet_cents');
      const win = sum('bets', 'win_cents');
      const dep = sum('deposits', 'amount_cents', "AND status = 'success'");
      const wd = sum('withdrawals', 'amount_cents', "AND status <> 'failed'");
      const reb = sum('transactions', 'amount_cents', "AND type = 'REBATE'");
      const bonus = sum('transactions', 'amount_cents', "AND type = 'BONUS'");
      return {
        startDate: r.start,
        endDate: r.end,
        totalBet: money(bet),
        totalWin: money(win),
        profit: money(win - bet + reb + bonus),
        deposit: money(dep),
        withdraw: money(wd),
        rebate: money(reb),
        bonus: money(bonus),
      };
    },
    rebateReport: (req) =>
      listed(
        req,
        'rebates',
        '',
        [],
        (r: {
          id: number;
          game_type: string;
          valid_bet_cents: number;
          rate: number;
          amount_cents: number;
          created_at: string;
        }) => ({
          id: r.id,
          gameType: r.game_type,
          validBet: money(r.valid_bet_cents),
          rate: r.rate,
          amount: money(r.amount_cents),
          createdAt: r.created_at,
        }),
      ),
    manualRebate: (req) => {
      const rows = db
        .prepare(
          'SELECT game_type, sum(valid_bet_cents) AS v, max(rate) AS rate, sum(amount_cents) AS a FROM rebates WHERE member_id = ? AND claimed = 0 GROUP BY game_type ORDER BY game_type',
        )
        .all(me(req).id) as {
        game_type: string;
        v: number;
        rate: number;
        a: number;
      }[];
      const items = rows.map((r) => ({
        gameType: r.game_type,
        validBet: money(r.v),
        rate: r.rate,
        amount: money(r.a),
      }));
      return { items, total: money(rows.reduce((s, r) => s + r.a, 0)) };
    },
    manualRebateClaim: (req) => {
      const m = me(req);
      return ctx.db.transaction(() => {
        const t =
          (
            db.prepare('SELECT sum(amount_cents) AS n FROM rebates WHERE member_id = ? AND claimed = 0').get(m.id) as {
              n: number | null;
            }
          ).n ?? 0;
        if (t <= 0) throw new ApiError('amount.invalid', {}, 'No rebate to claim');
        db.prepare('UPDATE rebates SET claimed = 1 WHERE member_id = ? AND claimed = 0').run(m.id);
        const after = moveBalance(ctx, m.id, t, 'REBATE', 'Manual rebate');
        return { amount: money(t), sumBalance: money(after) };
      })();
    },
    uplineTransfer: async (req) => {
      const m = me(req);
      if (!m.upline_id || !canTransferToUpline(m.type)) throw new ApiError('function.not.available');
      const cents = amountCents(req.body);
      await checkPaymentPassword(ctx, m, req.body.paymentPassword);
      const upline = memberById(ctx, m.upline_id);
      return once(ctx, req, () => {
        const after = moveBalance(ctx, m.id, -cents, 'TRANSFER_OUT', `To upline ${upline.username}`);
        moveBalance(ctx, upline.id, cents, 'TRANSFER_IN', `From downline ${m.username}`);
        return { sumBalance: money(after) };
      });
    },
  };
}
