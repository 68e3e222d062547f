import { describe, expect, it } from 'vitest';
import type { ContractPendingValue, Downline, ListPage, TeamKpiValue } from '@lobby/contract';
import { failed, ok, serverWithDemoLogins } from './helpers.ts';
import { businessDay, businessDayStart, businessOffsetMs } from '../src/http.ts';
import { envOptions } from '../src/options.ts';

const s = serverWithDemoLogins();

const balance = async (t: string) =>
  ok(await s.api<{ sumBalance: number }>('/wps/wallets/balance', { token: t })).sumBalance;

describe('wallet', () => {
  it('answers sumBalance with 2 decimals', async () => {
    expect(await balance(s.player)).toBe(1234.56);
    expect(failed(await s.api('/wps/wallets/balance')).code).toBe('user.or.token.invalid');
  });

  it('deposits through a channel with the +1% bonus', async () => {
    const channels = ok(
      await s.api<{ id: number; bonusPercent: number }[]>('/wps/relay/deposit/channels', { token: s.player }),
    );
    const before = await balance(s.player);
    ok(await s.api('/wps/relay/deposit', { token: s.player, body: { channelId: channels[0]!.id, amount: 500 } }));
    expect(await balance(s.player)).toBeCloseTo(before + 505, 2);
    expect(
      failed(
        await s.api('/wps/relay/deposit', { token: s.player, body: { channelId: channels[0]!.id, amount: 1.001 } }),
      ).code,
    ).toBe('amount.invalid');
    expect(
      failed(await s.api('/wps/relay/deposit', { token: s.player, body: { channelId: channels[0]!.id, amount: 1 } }))
        .code,
    ).toBe('amount.invalid');
    expect(ok(await s.api<ListPage<unknown>>('/wps/relay/deposit/report', { token: s.player })).total).toBeGreaterThan(
      1,
    );
  });

  it('withdraws once per Idempotency-Key and never beyond sumBalance', async () => {
    const cards = ok(await s.api<{ id: number }[]>('/wps/member/bankCard', { token: s.player }));
    const before = await balance(s.player);
    const body = { bankCardId: cards[0]!.id, amount: 100, paymentPassword: '123456' };
    const headers = { 'Idempotency-Key': 'tap-1' };
    const [a, b] = await Promise.all([
      s.api<{ orderNo: string }>('/wps/transaction/withdraw', { token: s.player, body, headers }),
      s.api<{ orderNo: string }>('/wps/transaction/withdraw', { token: s.player, body, headers }),
    ]);
    expect(ok(a).orderNo).toBe(ok(b).orderNo);
    expect(await balance(s.player)).toBeCloseTo(before - 100, 2);
    expect(
      failed(await s.api('/wps/transaction/withdraw', { token: s.player, body: { ...body, amount: 5 }, headers })).code,
    ).toBe('idempotency.conflict');
    expect(
      failed(await s.api('/wps/transaction/withdraw', { token: s.player, body: { ...body, amount: 10_000_000 } })).code,
    ).toBe('balance.insufficient');
    expect(
      failed(
        await s.api('/wps/transaction/withdraw', { token: s.player, body: { ...body, paymentPassword: '000000' } }),
      ).code,
    ).toBe('payment.password.invalid');
    expect(
      failed(await s.api('/wps/transaction/withdraw', { token: s.player, body: { ...body, bankCardId: 999 } })).code,
    ).toBe('bank.card.invalid');
    expect(
      failed(await s.api('/wps/transaction/withdraw', { token: s.player, body: { ...body, amount: -5 } })).code,
    ).toBe('amount.invalid');
    const report = ok(await s.api<ListPage<{ orderNo: string }>>('/wps/relay/withdraw/report', { token: s.player }));
    expect(report.list[0]!.orderNo).toBe(ok(a).orderNo);
  });

  it('answers the account record, betting records, profit and loss and rebates', async () => {
    const tx = ok(
      await s.api<ListPage<{ type: string }>>('/wps/relay/transactions?types=WITHDRAW', { token: s.player }),
    );
    expect(tx.list.every((t) => t.type === 'WITHDRAW')).toBe(true);
    expect(ok(await s.api<ListPage<unknown>>('/wps/relay/bets?pageSize=10', { token: s.player })).list).toHaveLength(
      10,
    );
    const pnl = ok(await s.api<{ totalBet: number }>('/wps/relay/profitLoss', { token: s.player }));
    expect(pnl.totalBet).toBeGreaterThan(0);
    expect(failed(await s.api('/wps/relay/profitLoss?startDate=2026-13-45', { token: s.player })).code).toBe(
      'param.invalid',
    );
    expect(ok(await s.api<ListPage<unknown>>('/wps/relay/rebate/report', { token: s.player })).total).toBeGreaterThan(
      0,
    );
    const avail = ok(await s.api<{ total: number }>('/wps/relay/rebate/manual', { token: s.player }));
    expect(avail.total).toBeGreaterThan(0);
    expect(
      ok(await s.api<{ amount: number }>('/wps/relay/rebate/manual', { method: 'POST', token: s.player })).amount,
    ).toBe(avail.total);
    expect(failed(await s.api('/wps/relay/rebate/manual', { method: 'POST', token: s.player })).code).toBe(
      'amount.invalid',
    );
  });

  it('transfers to the upline', async () => {
    const agentBefore = await balance(s.agent);
    ok(
      await s.api('/wps/relay/wallet/transferUpline', {
        token: s.player,
        body: { amount: 10, paymentPassword: '123456' },
      }),
    );
    expect(await balance(s.agent)).toBeCloseTo(agentBefore + 10, 2);
    expect(
      failed(
        await s.api('/wps/relay/wallet/transferUpline', {
          token: s.agent,
          body: { amount: 10, paymentPassword: '123456' },
        }),
      ).code,
    ).toBe('function.not.available');
  });
});

describe('agent', () => {
  // The platform's day, not the UTC date: between 16:00 and 24:00 UTC they differ (docs/decisions/business-day.md).
  it('answers team KPI for today (docs/product/data.md#team-figures footer) and refuses players', async () => {
    const today = businessDay(new Date(), s.app.lobby.businessOffsetMs);
    const kpi = ok(
      await s.api<TeamKpiValue>(`/wps/relay/agent/kpi?startDate=${today}&endDate=${today}&size=0`, { token: s.agent }),
    );
    expect(kpi.footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(kpi.footer.teamOnlineCount).toBeGreaterThan(0);
    expect(kpi.totals.teamSize).toBe(19);
    expect(
      failed(await s.api(`/wps/relay/agent/kpi?startDate=${today}&endDate=${today}`, { token: s.player })).code,
    ).toBe('function.not.available');
    expect(failed(await s.api('/wps/relay/agent/kpi', { token: s.agent })).code).toBe('param.invalid');
  });

  it('lists downlines, transfers and sets rebates within limits', async () => {
    const page = ok(await s.api<ListPage<Downline>>('/wps/agent/downlines?pageNo=1&pageSize=50', { token: s.agent }));
    expect(page.total).toBe(13);
    const sub = page.list.find((d) => d.account === 'agent_sub1')!;
    expect(sub.directCount).toBe(2);
    expect(ok(await s.api<Downline>(`/wps/agent/downline?id=${sub.id}`, { token: s.agent })).account).toBe(
      'agent_sub1',
    );
    const before = await balance(s.agent);
    expect(
      ok(
        await s.api<{ sumBalance: number }>('/wps/agent/transferDownline', {
          token: s.agent,
          body: { downlineId: sub.id, amount: 50, paymentPassword: '123456' },
        }),
      ).sumBalance,
    ).toBeCloseTo(before - 50, 2);
    const two = page.list.slice(0, 2).map((d) => d.id);
    expect(
      ok(
        await s.api<{ count: number }>('/wps/agent/transferMultipleDownline', {
          token: s.agent,
          body: { downlineIds: two, amount: 5, paymentPassword: '123456' },
        }),
      ).count,
    ).toBe(2);
    expect(
      ok(
        await s.api<Downline>('/wps/agent/updateDownlineRebates', {
          token: s.agent,
          body: { downlineId: sub.id, rebateRate: 1.8 },
        }),
      ).rebateRate,
    ).toBe(1.8);
    expect(
      failed(
        await s.api('/wps/agent/updateDownlineRebates', {
          token: s.agent,
          body: { downlineId: sub.id, rebateRate: 2.5 },
        }),
      ).code,
    ).toBe('rebate.limit');
    expect(
      failed(
        await s.api('/wps/agent/transferDownline', {
          token: s.agent,
          body: { downlineId: 1, amount: 5, paymentPassword: '123456' },
        }),
      ).code,
    ).toBe('not.found');
  });

  it('reports pending contract requests and processes them', async () => {
    const pending = ok(await s.api<ContractPendingValue>('/wps/relay/agent/contract/pending', { token: s.agent }));
    expect(pending).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: 'MONTHLY',
      contracthoursalreq: 'HOURLY',
    });
    expect(ok(await s.api<ContractPendingValue>('/wps/relay/agent/contract/pending', { token: s.player }))).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    expect(ok(await s.api<{ status: string }>('/wps/relay/agent/contract/salary', { token: s.agent })).status).toBe(
      'pending',
    );
    expect(
      ok(
        await s.api<{ status: string }>('/wps/relay/agent/contract/salary/process?decision=accept', { token: s.agent }),
      ).status,
    ).toBe('accepted');
    expect(
      ok(
        await s.api<{ status: string }>('/wps/relay/agent/contract/dividend/process?decision=reject', {
          token: s.agent,
        }),
      ).status,
    ).toBe('rejected');
    expect(
      ok(
        await s.api<{ status: string }>('/wps/relay/agent/contract/hourly/process', {
          token: s.agent,
          body: { decision: 'accept' },
        }),
      ).status,
    ).toBe('accepted');
    expect(
      failed(await s.api('/wps/relay/agent/contract/hourly/process', { token: s.agent, body: { decision: 'accept' } }))
        .code,
    ).toBe('contract.none');
    expect(ok(await s.api<ContractPendingValue>('/wps/relay/agent/contract/pending', { token: s.agent }))).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    expect(ok(await s.api('/wps/relay/agent/contract/dividend', { token: s.agent }))).toMatchObject({
      kind: 'dividend',
      status: 'rejected',
    });
    expect(ok(await s.api('/wps/relay/agent/contract/hourly', { token: s.agent }))).toMatchObject({ kind: 'hourly' });
    expect(ok(await s.api<ListPage<unknown>>('/wps/relay/agent/dividends', { token: s.agent })).total).toBe(4);
  });
});

describe('business day', () => {
  it('is the calendar day at the operator offset (+08:00 unless BUSINESS_UTC_OFFSET says otherwise)', () => {
    const manilaOneAm = new Date('2026-11-25T17:05:00.000Z'); // 01:05 on the 26th in Manila
    const manila = envOptions({}).businessOffsetMs;
    expect(s.app.lobby.businessOffsetMs).toBe(manila);
    expect(businessDay(manilaOneAm, manila)).toBe('2026-11-26');
    expect(businessDay(manilaOneAm, 0)).toBe('2026-11-25');
    expect(businessDayStart('2026-11-26', manila)).toBe('2026-11-25T16:00:00.000Z');
    expect(businessDayStart('2026-11-26', manila, 1)).toBe('2026-11-26T16:00:00.000Z');
    expect(businessOffsetMs('-05:30')).toBe(-330 * 60_000);
    expect(businessOffsetMs('Z')).toBe(0);
    expect(envOptions({ BUSINESS_UTC_OFFSET: '-05:30' }).businessOffsetMs).toBe(-330 * 60_000);
    expect(() => businessOffsetMs('8')).toThrow(/BUSINESS_UTC_OFFSET/);
    expect(() => envOptions({ BUSINESS_UTC_OFFSET: '8' })).toThrow(/BUSINESS_UTC_OFFSET/);
  });
});
