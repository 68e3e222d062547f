import { describe, expect, it } from 'vitest';
import { routeById, routeByPath, routeTable } from './table.ts';

const spec2Paths = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/changePsw',
  '/m/notice',
  '/m/member/notice',
  '/m/webEmail',
  '/m/member/home',
  '/m/mine',
  '/m/member/benefits',
  '/m/set',
  '/m/agent',
  '/m/agentRegister',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/securityCenter',
  '/m/rewardCenter',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/member/manualRebate',
  '/m/leaderBoard',
  '/m/member/rebateReport',
  '/m/feedback',
  '/m/inviteFriends',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/gameLobby',
  '/m/gameList',
  '/m/lottery',
  '/m/moreLottery',
  '/m/startLottery',
  '/m/launchGame',
  '/m/winnerPage',
  '/m/activity',
  '/m/activityInfo',
  '/m/help',
  '/m/helpDetail',
  '/m/service',
  '/m/useragreement',
  '/m/trail',
  '/m/maintenance',
  '/m/message',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
];

describe('route table (docs/product/screens-and-routes.md#route-list)', () => {
  it('has every route of the spec, once', () => {
    for (const p of spec2Paths) expect(routeByPath(p), p).toBeDefined();
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });
  it('hides the header on login, register, mine and agent; home has the home header', () => {
    for (const id of ['login', 'register', 'mine', 'memberHome', 'agent'])
      expect(routeById(id)?.header, id).toBe('none');
    expect(routeById('home')?.header).toBe('home');
    expect(routeById('withdraw')?.header).toBe('back');
  });
  it('goes home on back from login, register, trail, notice, forget and activity; otherwise back', () => {
    for (const id of ['login', 'register', 'trail', 'notice', 'forget', 'activity'])
      expect(routeById(id)?.back, id).toBe('home');
    expect(routeById('helpDetail')?.back).toBe('history');
  });
  it('hides the footer on the listed routes only', () => {
    const hidden = routeTable
      .filter((r) => !r.footer)
      .map((r) => r.id)
      .sort();
    expect(hidden).toEqual(
      [
        'activity',
        'agent',
        'changePsw',
        'forget',
        'launchGame',
        'login',
        'maintenance',
        'memberHome',
        'memberNotice',
        'mine',
        'moreLottery',
        'notice',
        'register',
        'service',
        'trail',
        'useragreement',
        'winnerPage',
      ].sort(),
    );
  });
  it('knows the aliases', () => {
    expect(routeById('home')?.aliases).toEqual(['/', '/m', '/m/', '/m/index', '/m/index.html']);
    expect(routeById('register')?.aliases).toEqual(['/register.html', '/m/register.html']);
  });

  it('names the file each page imports (the server links its chunks by that name)', async () => {
    const { existsSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    for (const entry of routeTable) {
      expect(String(entry.page), entry.id).toContain(entry.source);
      for (const file of [entry.source, ...(entry.blocks ?? [])]) {
        expect(existsSync(resolve(import.meta.dirname, '..', file)), file).toBe(true);
      }
    }
  });
});
