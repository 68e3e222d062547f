import {
  isContractCheckType,
  pageSizes,
  type ContractKind,
  type ContractRequest,
  type Downline,
} from '@lobby/contract';
import type { Ctx, Handlers, MemberRow, Req } from '../context.ts';
import { me } from '../context.ts';
import { ApiError, amountCents, date, int, money, oneOf, paging, str, businessDayStart } from '../http.ts';
import { memberById, moveBalance } from '../services.ts';
import { checkPaymentPassword, once } from './wallet.ts';

export function agentRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;
  const teamCte = `WITH RECURSIVE team(id) AS (SELECT id FROM members WHERE upline_id = ? UNION ALL SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id)`;

  const downlineOut = (r: MemberRow): Downline => ({
    id: r.id,
    account: r.username,
    type: r.type,
    regDate: r.reg_date,
    lastLoginAt: r.last_login_at,
    balance: money(r.balance_cents),
    rebateRate: r.rebate_rate,
    directCount: (db.prepare('SELECT count(*) AS n FROM members WHERE upline_id = ?').get(r.id) as { n: number }).n,
  });
  const direct = (req: Req, id: number): MemberRow => {
    const d = db.prepare('SELECT * FROM members WHERE id = ? AND upline_id = ?').get(id, me(req).id) as
      MemberRow | undefined;
    if (!d) throw new ApiError('not.found');
    return d;
  };

  const contract = (memberId: number, kind: ContractKind): ContractRequest | null => {
    const r = db
      .prepare(
        "SELECT * FROM contracts WHERE member_id = ? AND kind = ? ORDER BY status = 'pending' DESC, created_at DESC LIMIT 1",
      )
      .get(memberId, kind) as
      | {
          id: number;
          kind: ContractKind;
          from_member_id: number | null;
          status: ContractRequest['status'];
          terms: string;
          period: string;
          created_at: string;
        }
      | undefined;
    if (!r) return null;
    return {
      id: r.id,
      kind: r.kind,
      fromAgent: r.from_member_id ? memberById(ctx, r.from_member_id).username : 'LOBBY',
      status: r.status,
      terms: JSON.parse(r.terms),
      period: r.period,
      createdAt: r.created_at,
    };
  };
  const decide = (req: Req, kind: ContractKind, src: Record<string, unknown>) => {
    const decision = oneOf(src, 'decision', ['accept', 'reject'] as const);
    const c = contract(me(req).id, kind);
    if (!c || c.status !== 'pending') throw new ApiError('contract.none');
    db.prepare('UPDATE contracts SET status = ? WHERE id = ?').run(
      decision === 'accept' ? 'accepted' : 'rejected',
      c.id,
    );
    return contract(me(req).id, kind);
  };

  return {
    agentKpi: (req) => {
      const m = me(req);
      const start = date(req.query, 'startDate', '');
      const end = date(req.query, 'endDate', '');
      if (!start || !end || start > end) throw new ApiError('param.invalid');
      // Business days (http.ts businessDay), the end date inclusive.
      const from = businessDayStart(start, ctx.businessOffsetMs);
      const to = businessDayStart(end, ctx.businessOffsetMs, 1);
      const now = ctx.now().toISOString();
      const count = (cond: string, ...args: unknown[]) =>
        (
          db
            .prepare(`${teamCte} SELECT count(*) AS n FROM members m JOIN team t ON t.id = m.id WHERE ${cond}`)
            .get(m.id, ...args) as { n: number }
        ).n;
      const sum = (sql: string, ...args: unknown[]) =>
        (db.prepare(`${teamCte} ${sql}`).get(m.id, ...args) as { n: number | null }).n ?? 0;
      const teamBet = sum(
        'SELECT sum(bet_cents) AS n FROM bets b JOIN team t ON t.id = b.member_id WHERE created_at >= ? AND created_at < ?',
        from,
        to,
      );
      const teamWin = sum(
        'SELECT sum(win_cents) AS n FROM bets b JOIN team t ON t.id = b.member_id WHERE created_at >= ? AND created_at < ?',
        from,
        to,
      );
      return {
        footer: {
          teamLoginMemberCount: count('m.last_login_at >= ? AND m.last_login_at < ?', from, to),
          teamBetMemberCount: count('m.last_bet_at >= ? AND m.last_bet_at < ?', from, to),
          teamRegisterMemberCount: count('m.reg_date >= ? AND m.reg_date < ?', from, to),
          teamOnlineCount: count(
            '(m.online = 1 OR EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked IS NULL AND s.expires_at > ?))',
            now,
          ),
        },
        totals: {
          teamSize: count('1 = 1'),
          teamBalance: money(sum('SELECT sum(balance_cents) AS n FROM members m JOIN team t ON t.id = m.id')),
          teamDeposit: money(
            sum(
              "SELECT sum(amount_cents) AS n FROM deposits d JOIN team t ON t.id = d.member_id WHERE status = 'success' AND created_at >= ? AND created_at < ?",
              from,
              to,
            ),
          ),
          teamBet: money(teamBet),
          teamProfit: money(teamBet - teamWin),
        },
      };
    },
    agentDownlines: (req) => {
      const m = me(req);
      const p = paging(req.query, pageSizes.max);
      const account = str(req.query, 'account', { max: 32, optional: true });
      const like = account ? `%${account.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c)}%` : null;
      const where = "upline_id = ? AND (? IS NULL OR username_lc LIKE ? ESCAPE '\\')";
      const total = (
        db.prepare(`SELECT count(*) AS n FROM members WHERE ${where}`).get(m.id, like, like) as { n: number }
      ).n;
      const rows = db
        .prepare(`SELECT * FROM members WHERE ${where} ORDER BY reg_date DESC LIMIT ? OFFSET ?`)
        .all(m.id, like, like, p.size, p.offset) as MemberRow[];
      return { list: rows.map(downlineOut), pageNum: p.page, totalPages: p.pages(total), total };
    },
    agentDownline: (req) => {
      const id = int(req.query, 'id', { min: 1 });
      const inTeam = db.prepare(`${teamCte} SELECT 1 FROM team WHERE id = ?`).get(me(req).id, id);
      if (!inTeam) throw new ApiError('not.found');
      return downlineOut(memberById(ctx, id));
    },
    transferDownline: async (req) => {
      const m = me(req);
      const d = direct(req, int(req.body, 'downlineId', { min: 1 }));
      const cents = amountCents(req.body);
      await checkPaymentPassword(ctx, m, req.body.paymentPassword);
      return once(ctx, req, () => {
        const after = moveBalance(ctx, m.id, -cents, 'TRANSFER_OUT', `To downline ${d.username}`);
        moveBalance(ctx, d.id, cents, 'TRANSFER_IN', `From upline ${m.username}`);
        return { sumBalance: money(after) };
      });
    },
    transferMultipleDownline: async (req) => {
      const m = me(req);
      const given: unknown = req.body.downlineIds;
      if (!Array.isArray(given) || given.length === 0 || given.length > 20) throw new ApiError('param.invalid');
      // Ids as numbers, each once: `1` and `"1"` are one downline and are paid once.
      const ids = [...new Set(given.map((id: unknown) => int({ id }, 'id', { min: 1 })))];
      const downs = ids.map((id) => direct(req, id));
      const cents = amountCents(req.body);
      await checkPaymentPassword(ctx, m, req.body.paymentPassword);
      return once(ctx, req, () => {
        let after = 0;
        for (const d of downs) {
          after = moveBalance(ctx, m.id, -cents, 'TRANSFER_OUT', `To downline ${d.username}`);
          moveBalance(ctx, d.id, cents, 'TRANSFER_IN', `From upline ${m.username}`);
        }
        return { sumBalance: money(after), count: downs.length };
      });
    },
    updateDownlineRebates: (req) => {
      const m = me(req);
      const d = direct(req, int(req.body, 'downlineId', { min: 1 }));
      const rate = Number(req.body.rebateRate);
      const floor =
        (db.prepare('SELECT max(rebate_rate) AS r FROM members WHERE upline_id = ?').get(d.id) as { r: number | null })
          .r ?? 0;
      // A downline's rate stays within [its own downlines' highest rate, the agent's rate].
      if (!Number.isFinite(rate) || Math.round(rate * 100) !== rate * 100 || rate < floor || rate > m.rebate_rate) {
        throw new ApiError('rebate.limit', { min: floor, max: m.rebate_rate });
      }
      db.prepare('UPDATE members SET rebate_rate = ? WHERE id = ?').run(rate, d.id);
      return downlineOut(memberById(ctx, d.id));
    },
    contractPending: (req) => {
      const m = me(req);
      // docs/product/states.md#popup: types 4, 40, 41, 42 are not checked.
      if (!isContractCheckType(m.type))
        return { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
      const pending = (kind: ContractKind) =>
        (
          db
            .prepare(
              "SELECT period FROM contracts WHERE member_id = ? AND kind = ? AND status = 'pending' ORDER BY created_at DESC",
            )
            .get(m.id, kind) as { period: string } | undefined
        )?.period ?? '';
      return {
        dailysalreqtype: pending('salary'),
        divtypecompperiodreq: pending('dividend'),
        contracthoursalreq: pending('hourly'),
      };
    },
    salaryContract: (req) => contract(me(req).id, 'salary'),
    salaryProcess: (req) => decide(req, 'salary', req.query),
    dividendContract: (req) => contract(me(req).id, 'dividend'),
    dividendProcess: (req) => decide(req, 'dividend', req.query),
    hourlyContract: (req) => contract(me(req).id, 'hourly'),
    hourlyProcess: (req) => decide(req, 'hourly', req.body),
    dividends: (req) => {
      if (!req.merchant.settings.dividendEnabled) throw new ApiError('function.not.available');
      const p = paging(req.query, pageSizes.max);
      const m = me(req);
      const total = (db.prepare('SELECT count(*) AS n FROM dividends WHERE member_id = ?').get(m.id) as { n: number })
        .n;
      const rows = db
        .prepare('SELECT * FROM dividends WHERE member_id = ? ORDER BY period DESC LIMIT ? OFFSET ?')
        .all(m.id, p.size, p.offset) as {
        id: number;
        period: string;
        team_profit_cents: number;
        rate: number;
        amount_cents: number;
        status: 'pending' | 'paid';
      }[];
      return {
        list: rows.map((r) => ({
          id: r.id,
          period: r.period,
          teamProfit: money(r.team_profit_cents),
          rate: r.rate,
          amount: money(r.amount_cents),
          status: r.status,
        })),
        pageNum: p.page,
        totalPages: p.pages(total),
        total,
      };
    },
  };
}
