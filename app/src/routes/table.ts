/**
 * Every route of spec 2 with its aliases, its page (a lazy chunk each) and its frame rules:
 * header shape, back target, footer. The router (router.tsx) and the frame read only this table.
 *
 * To add a screen: write app/src/pages/<Area>/<Page>.tsx (default export), point `page` at it,
 * and set `issue` to 0 once it is real (see app/README.md).
 */
import type { ComponentType } from 'react';
import { frameRulesFor } from '../frame/frameRules.ts';
import type { FrameRules } from '../frame/frameRules.ts';
import { homePath, loginPath } from './paths.ts';

export type PageModule = { default: ComponentType };

export interface RouteEntry extends FrameRules {
  /** The canonical path. */
  path: string;
  /** Other paths that open the same page (they redirect here, keeping the query). */
  aliases?: readonly string[];
  page: () => Promise<PageModule>;
  /** The issue that builds this screen; 0 once built. Placeholders say which. */
  issue: 0 | 7 | 8 | 9 | 10;
  /** Needs a session (the page calls useRequireSession(); the table documents it). */
  session?: boolean;
}

type Def = Omit<RouteEntry, 'header' | 'back' | 'footer'> & Partial<Pick<RouteEntry, 'header' | 'back' | 'footer'>>;

const r = (d: Def): RouteEntry => ({ ...frameRulesFor(d.id), ...d });

// Each `import()` below is its own chunk: one lazily loaded file per page.
export const routeTable: readonly RouteEntry[] = [
  r({
    id: 'home',
    path: homePath,
    aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
    page: () => import('../pages/Home/Home.tsx'),
    issue: 0,
  }),
  // accounts (issue 7)
  r({ id: 'login', path: loginPath, page: () => import('../pages/Account/Login.tsx'), issue: 0 }),
  r({
    id: 'register',
    path: '/m/register',
    aliases: ['/register.html', '/m/register.html'],
    page: () => import('../pages/Account/Register.tsx'),
    issue: 0,
  }),
  r({ id: 'forget', path: '/m/forget', page: () => import('../pages/Account/Forget.tsx'), issue: 0 }),
  r({
    id: 'changePsw',
    path: '/m/changePsw',
    page: () => import('../pages/Account/ChangePassword.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'set', path: '/m/set', page: () => import('../pages/Account/Settings.tsx'), issue: 0 }),
  r({ id: 'trail', path: '/m/trail', page: () => import('../pages/Account/Trial.tsx'), issue: 0 }),
  // member, money and content (issue 9)
  r({ id: 'mine', path: '/m/mine', page: () => import('../pages/Member/Mine.tsx'), issue: 0 }),
  r({ id: 'memberHome', path: '/m/member/home', page: () => import('../pages/Member/MemberHome.tsx'), issue: 0 }),
  r({
    id: 'benefits',
    path: '/m/member/benefits',
    page: () => import('../pages/Member/Benefits.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'webEmail',
    path: '/m/webEmail',
    page: () => import('../pages/Member/WebEmail.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'message', path: '/m/message', page: () => import('../pages/Member/Message.tsx'), issue: 0, session: true }),
  r({
    id: 'voucherCenter',
    path: '/m/voucherCenter',
    page: () => import('../pages/Money/VoucherCenter.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'withdraw',
    path: '/m/withdraw',
    page: () => import('../pages/Money/Withdraw.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'gameRecord',
    path: '/m/gameRecord',
    page: () => import('../pages/Money/GameRecord.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'transactionRecord',
    path: '/m/transaction/record',
    page: () => import('../pages/Money/TransactionRecord.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'securityCenter',
    path: '/m/securityCenter',
    page: () => import('../pages/Member/SecurityCenter.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'rewardCenter',
    path: '/m/rewardCenter',
    page: () => import('../pages/Member/RewardCenter.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'vouReport',
    path: '/m/vouReport',
    page: () => import('../pages/Money/DepositReport.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'withdrawReport',
    path: '/m/withdrawReport',
    page: () => import('../pages/Money/WithdrawReport.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'profitandloss',
    path: '/m/profitandloss',
    page: () => import('../pages/Money/ProfitAndLoss.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'uplineTransfer',
    path: '/m/upLine/transfer',
    page: () => import('../pages/Money/UplineTransfer.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'manualRebate',
    path: '/m/member/manualRebate',
    page: () => import('../pages/Money/ManualRebate.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'rebateReport',
    path: '/m/member/rebateReport',
    page: () => import('../pages/Money/RebateReport.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'leaderBoard', path: '/m/leaderBoard', page: () => import('../pages/Member/LeaderBoard.tsx'), issue: 0 }),
  r({
    id: 'feedback',
    path: '/m/feedback',
    page: () => import('../pages/Member/Feedback.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'inviteFriends',
    path: '/m/inviteFriends',
    page: () => import('../pages/Member/InviteFriends.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'notice', path: '/m/notice', page: () => import('../pages/Content/Notice.tsx'), issue: 0 }),
  r({ id: 'activity', path: '/m/activity', page: () => import('../pages/Content/Activity.tsx'), issue: 0 }),
  r({ id: 'activityInfo', path: '/m/activityInfo', page: () => import('../pages/Content/ActivityInfo.tsx'), issue: 0 }),
  r({ id: 'help', path: '/m/help', page: () => import('../pages/Content/Help.tsx'), issue: 0 }),
  r({ id: 'helpDetail', path: '/m/helpDetail', page: () => import('../pages/Content/HelpDetail.tsx'), issue: 0 }),
  r({ id: 'service', path: '/m/service', page: () => import('../pages/Content/Service.tsx'), issue: 0 }),
  r({
    id: 'useragreement',
    path: '/m/useragreement',
    page: () => import('../pages/Content/UserAgreement.tsx'),
    issue: 0,
  }),
  // home and games (issue 8)
  r({ id: 'gameCenter', path: '/m/gameCenter', page: () => import('../pages/Games/GameCenter.tsx'), issue: 0 }),
  r({ id: 'slotsCenter', path: '/m/slotsCenter', page: () => import('../pages/Games/SlotsCenter.tsx'), issue: 0 }),
  r({ id: 'gameLobby', path: '/m/gameLobby', page: () => import('../pages/Games/GameLobby.tsx'), issue: 0 }),
  r({ id: 'gameList', path: '/m/gameList', page: () => import('../pages/Games/GameList.tsx'), issue: 0 }),
  r({ id: 'lottery', path: '/m/lottery', page: () => import('../pages/Games/Lottery.tsx'), issue: 0 }),
  r({ id: 'moreLottery', path: '/m/moreLottery', page: () => import('../pages/Games/MoreLottery.tsx'), issue: 0 }),
  r({ id: 'startLottery', path: '/m/startLottery', page: () => import('../pages/Games/StartLottery.tsx'), issue: 0 }),
  r({
    id: 'launchGame',
    path: '/m/launchGame',
    page: () => import('../pages/Games/LaunchGame.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'winnerPage', path: '/m/winnerPage', page: () => import('../pages/Games/WinnerPage.tsx'), issue: 0 }),
  // agent (issue 10)
  r({ id: 'agent', path: '/m/agent', page: () => import('../pages/Agent/AgentHome.tsx'), issue: 0, session: true }),
  r({
    id: 'agentRegister',
    path: '/m/agentRegister',
    page: () => import('../pages/Agent/AgentRegister.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'memberNotice', path: '/m/member/notice', page: () => import('../pages/Agent/AgentNotice.tsx'), issue: 0 }),
  r({
    id: 'salaryContract',
    path: '/m/member/agent/getSalaryContract',
    page: () => import('../pages/Agent/SalaryContract.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'dividendContract',
    path: '/m/member/agent/getDevidendContract',
    page: () => import('../pages/Agent/DividendContract.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'hourContract',
    path: '/m/member/agent/getHourContract',
    page: () => import('../pages/Agent/HourContract.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'teamOverview',
    path: '/m/agent/team/overview',
    page: () => import('../pages/Agent/TeamOverview.tsx'),
    issue: 0,
    session: true,
  }),
  r({ id: 'team', path: '/m/member/team', page: () => import('../pages/Agent/Team.tsx'), issue: 0, session: true }),
  r({ id: 'redRain', path: '/m/redRain', page: () => import('../pages/Agent/RedRain.tsx'), issue: 0, session: true }),
  r({
    id: 'teamPnl',
    path: '/m/agent/team/pnl',
    page: () => import('../pages/Agent/TeamPnl.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'teamBetting',
    path: '/m/teamBetting',
    page: () => import('../pages/Agent/TeamBetting.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'agentRebate',
    path: '/m/member/agent/agentRebeat',
    page: () => import('../pages/Agent/AgentRebate.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'teamRebate',
    path: '/m/member/teamRebate',
    page: () => import('../pages/Agent/TeamRebate.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'agentDividend',
    path: '/m/member/agent/agentDivident',
    page: () => import('../pages/Agent/AgentDividend.tsx'),
    issue: 0,
    session: true,
  }),
  // shell (issue 6)
  r({ id: 'maintenance', path: '/m/maintenance', page: () => import('../pages/System/Maintenance.tsx'), issue: 0 }),
];

const byId = new Map(routeTable.map((e) => [e.id, e]));
const byPath = new Map(routeTable.flatMap((e) => [[e.path.toLowerCase(), e] as const]));

export const routeById = (id: string): RouteEntry | undefined => byId.get(id);
/** The entry for a canonical path (case-insensitive, trailing slash ignored), if any. */
export const routeByPath = (path: string): RouteEntry | undefined =>
  byPath.get(path.replace(/\/+$/, '').toLowerCase() || '/');
