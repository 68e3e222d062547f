import { describe, expect, it } from 'vitest';
import { whitelabelFlags } from '@lobby/contract';
import type { WhitelabelFlag } from '@lobby/contract';
import { memberAccess, memberMenuEntries } from './menuRules.ts';
import type { MemberMenuContext } from './menuRules.ts';

const ctx = (over: Partial<MemberMenuContext> & { on?: WhitelabelFlag[] } = {}): MemberMenuContext => {
  const on = new Set(over.on ?? []);
  return {
    isFlagOn: (f) => on.has(f),
    sessionType: 0,
    member: { type: 0, toUpline: null },
    vipBenefits: false,
    missionEnabled: false,
    ...over,
  };
};
/** docs/product/member.md#menu's table, in its order: the path each entry opens (not the code's own list). */
const docsMenuPaths = [
  '/m/member/benefits',
  '/m/voucherCenter',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/securityCenter',
  '/m/rewardCenter',
  '/m/agent',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/member/manualRebate',
  '/m/leaderBoard',
  '/m/member/rebateReport',
  '/m/webEmail',
  '/m/feedback',
];
const ids = (c: MemberMenuContext) => memberMenuEntries(c).map((e) => e.id);

describe('member menu (docs/product/member.md#menu table)', () => {
  it('shows only the four unconditional entries with everything off', () => {
    expect(ids(ctx())).toEqual(['deposit', 'gameRecord', 'transactionRecord', 'securityCenter']);
    expect(memberMenuEntries(ctx()).map((e) => e.path)).toEqual([
      '/m/voucherCenter',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/securityCenter',
    ]);
  });

  it('shows all 16 in table order for an agent with an upline, every flag and setting on', () => {
    const all = ctx({
      on: [...whitelabelFlags],
      sessionType: 1,
      member: { type: 1, toUpline: 'boss' },
      vipBenefits: true,
      missionEnabled: true,
    });
    const paths = memberMenuEntries(all).map((e) => e.path);
    expect(paths).toHaveLength(16);
    expect(paths).toEqual(docsMenuPaths);
    expect(memberMenuEntries(all).find((e) => e.id === 'rewardCenter')?.badge).toBe('unclaimed');
  });

  it.each([
    ['REWCEN3', 'rewardCenter'],
    ['DEPRECM3', 'vouReport'],
    ['WITHREC3', 'withdrawReport'],
    ['PERSREP', 'profitandloss'],
    ['MANPLAYREB3', 'manualRebate'],
    ['PLYRBT', 'rebateReport'],
    ['MAILCEN', 'webEmail'],
    ['FEEDBACK3', 'feedback'],
  ] as const)('flag %s alone adds %s', (flag, id) => {
    expect(ids(ctx({ on: [flag] }))).toEqual(expect.arrayContaining([id]));
    expect(ids(ctx({ on: whitelabelFlags.filter((f) => f !== flag) }))).not.toContain(id);
  });

  it('agency center only for session types not 0, 4, 40', () => {
    for (const t of [0, 4, 40]) expect(ids(ctx({ sessionType: t }))).not.toContain('agent');
    for (const t of [1, 2, 41, 42]) expect(ids(ctx({ sessionType: t }))).toContain('agent');
    expect(ids(ctx({ sessionType: null, member: null }))).not.toContain('agent');
  });

  it('upline transfer needs the flag, an upline and a type other than 2', () => {
    const on: WhitelabelFlag[] = ['AGETRANSFERUP3'];
    expect(ids(ctx({ on, member: { type: 0, toUpline: 'up' } }))).toContain('uplineTransfer');
    expect(ids(ctx({ on: [], member: { type: 0, toUpline: 'up' } }))).not.toContain('uplineTransfer');
    expect(ids(ctx({ on, member: { type: 0, toUpline: null } }))).not.toContain('uplineTransfer');
    expect(ids(ctx({ on, sessionType: 2, member: { type: 2, toUpline: 'up' } }))).not.toContain('uplineTransfer');
    expect(ids(ctx({ on, member: null }))).not.toContain('uplineTransfer');
  });

  it('VIP room follows the VIP benefit setting, leaderboard the MISSION promotion', () => {
    expect(ids(ctx({ vipBenefits: true }))[0]).toBe('vip');
    expect(ids(ctx({ missionEnabled: true }))).toContain('leaderBoard');
    expect(ids(ctx())).not.toContain('leaderBoard');
  });

  it('sorts sessions into guest, trial and member (docs/product/roles.md#member)', () => {
    expect(memberAccess(null)).toBe('guest');
    expect(memberAccess(4)).toBe('trial');
    expect(memberAccess(0)).toBe('member');
    expect(memberAccess(1)).toBe('member');
  });
});
