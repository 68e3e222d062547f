/**
 * Every route of docs/product/screens-and-routes.md#route-list with its aliases, its screen (loaded lazily) and its frame rules: header
 * shape, back target, footer. The router (router.tsx) reads this table; the frame reads the matched
 * entry's rules. Features never import it: the paths they link to come from paths.ts.
 *
 * To add a screen: write it in app/src/features/<area>/ (the default export of its file, or a named
 * export picked with `screen('Name')` where a file holds several screens of one area), point `page`
 * at it, and set `issue` to 0 once it is real (see app/README.md).
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
  /**
   * The file `page` imports, from app/src (table.test.ts keeps the two in step). The front-end
   * server finds the page's styles under it in the build manifest and links them in the HTML, so
   * the server's markup is styled before any script runs.
   */
  source: string;
  /**
   * Blocks the page renders on the server from chunks of their own (lazy), as files from app/src:
   * their styles are linked like the page's own.
   */
  blocks?: readonly string[];
  /** The issue that builds this screen; 0 once built. Placeholders say which. */
  issue: 0 | 7 | 8 | 9 | 10;
  /** Needs a session (the page calls useRequireSession(); the table documents it). */
  session?: boolean;
  /**
   * An agent's screen (docs/product/agent.md#agent-home, held for every agent screen:
   * docs/decisions/app-routes.md). A member who is not an agent goes home; a guest goes where the
   * screen's session check sends them (login), or home from a screen without one (the agent home).
   * The server answers with the redirect, the browser does the same (routes/guards.ts).
   */
  agentOnly?: boolean;
}

type Def = Omit<RouteEntry, 'header' | 'back' | 'footer'> & Partial<Pick<RouteEntry, 'header' | 'back' | 'footer'>>;

/** Picks a named screen of a module that holds several (the router wants a default export). */
const screen =
  <K extends string>(name: K) =>
  (m: Record<K, ComponentType>): PageModule => ({ default: m[name] });

const r = (d: Def): RouteEntry => ({ ...frameRulesFor(d.id), ...d });

// Each file named in an `import()` below is its own chunk, loaded when one of its screens opens.
export const routeTable: readonly RouteEntry[] = [
  r({
    id: 'home',
    path: homePath,
    aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
    source: 'features/home/Home.tsx',
    page: () => import('../features/home/Home.tsx'),
    blocks: ['features/home/HotMatches.tsx', 'features/home/WinnerBoard.tsx'],
    issue: 0,
  }),
  // accounts (issue 7)
  r({
    id: 'login',
    path: loginPath,
    source: 'features/accounts/LoginScreen.tsx',
    page: () => import('../features/accounts/LoginScreen.tsx'),
    issue: 0,
  }),
  r({
    id: 'register',
    path: '/m/register',
    aliases: ['/register.html', '/m/register.html'],
    source: 'features/accounts/RegisterScreen.tsx',
    page: () => import('../features/accounts/RegisterScreen.tsx'),
    issue: 0,
  }),
  r({
    id: 'forget',
    path: '/m/forget',
    source: 'features/accounts/ForgetScreen.tsx',
    page: () => import('../features/accounts/ForgetScreen.tsx'),
    issue: 0,
  }),
  r({
    id: 'changePsw',
    path: '/m/changePsw',
    source: 'features/accounts/ChangePasswordScreen.tsx',
    page: () => import('../features/accounts/ChangePasswordScreen.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'set',
    path: '/m/set',
    source: 'features/accounts/SettingsScreen.tsx',
    page: () => import('../features/accounts/SettingsScreen.tsx'),
    issue: 0,
  }),
  r({
    id: 'trail',
    path: '/m/trail',
    source: 'features/member/Trial.tsx',
    page: () => import('../features/member/Trial.tsx'),
    issue: 0,
  }),
  // member, money and content (issue 9)
  r({
    id: 'mine',
    path: '/m/mine',
    source: 'features/member/MemberCenter.tsx',
    page: () => import('../features/member/MemberCenter.tsx'),
    issue: 0,
  }),
  r({
    id: 'memberHome',
    path: '/m/member/home',
    source: 'features/member/MemberCenter.tsx',
    page: () => import('../features/member/MemberCenter.tsx'),
    issue: 0,
  }),
  r({
    id: 'benefits',
    path: '/m/member/benefits',
    source: 'features/member/Extras.tsx',
    page: () => import('../features/member/Extras.tsx').then(screen('BenefitsPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'webEmail',
    path: '/m/webEmail',
    source: 'features/content/Notices.tsx',
    page: () => import('../features/content/Notices.tsx').then(screen('WebEmailPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'message',
    path: '/m/message',
    source: 'features/content/Notices.tsx',
    page: () => import('../features/content/Notices.tsx').then(screen('MessagePage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'voucherCenter',
    path: '/m/voucherCenter',
    source: 'features/money/Deposit.tsx',
    page: () => import('../features/money/Deposit.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'withdraw',
    path: '/m/withdraw',
    source: 'features/money/Withdraw.tsx',
    page: () => import('../features/money/Withdraw.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'gameRecord',
    path: '/m/gameRecord',
    source: 'features/money/Reports.tsx',
    page: () => import('../features/money/Reports.tsx').then(screen('GameRecordPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'transactionRecord',
    path: '/m/transaction/record',
    source: 'features/money/Reports.tsx',
    page: () => import('../features/money/Reports.tsx').then(screen('TransactionRecordPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'securityCenter',
    path: '/m/securityCenter',
    source: 'features/member/Extras.tsx',
    page: () => import('../features/member/Extras.tsx').then(screen('SecurityCenterPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'rewardCenter',
    path: '/m/rewardCenter',
    source: 'features/member/Rewards.tsx',
    page: () => import('../features/member/Rewards.tsx').then(screen('RewardCenterPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'vouReport',
    path: '/m/vouReport',
    source: 'features/money/Reports.tsx',
    page: () => import('../features/money/Reports.tsx').then(screen('DepositReportPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'withdrawReport',
    path: '/m/withdrawReport',
    source: 'features/money/Reports.tsx',
    page: () => import('../features/money/Reports.tsx').then(screen('WithdrawReportPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'profitandloss',
    path: '/m/profitandloss',
    source: 'features/money/Other.tsx',
    page: () => import('../features/money/Other.tsx').then(screen('ProfitAndLossPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'uplineTransfer',
    path: '/m/upLine/transfer',
    source: 'features/money/Other.tsx',
    page: () => import('../features/money/Other.tsx').then(screen('UplineTransferPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'manualRebate',
    path: '/m/member/manualRebate',
    source: 'features/money/Other.tsx',
    page: () => import('../features/money/Other.tsx').then(screen('ManualRebatePage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'rebateReport',
    path: '/m/member/rebateReport',
    source: 'features/money/Reports.tsx',
    page: () => import('../features/money/Reports.tsx').then(screen('RebateReportPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'leaderBoard',
    path: '/m/leaderBoard',
    source: 'features/member/Extras.tsx',
    page: () => import('../features/member/Extras.tsx').then(screen('LeaderBoardPage')),
    issue: 0,
  }),
  r({
    id: 'feedback',
    path: '/m/feedback',
    source: 'features/member/Extras.tsx',
    page: () => import('../features/member/Extras.tsx').then(screen('FeedbackPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'inviteFriends',
    path: '/m/inviteFriends',
    source: 'features/member/Extras.tsx',
    page: () => import('../features/member/Extras.tsx').then(screen('InviteFriendsPage')),
    issue: 0,
    session: true,
  }),
  r({
    id: 'notice',
    path: '/m/notice',
    source: 'features/content/Notices.tsx',
    page: () => import('../features/content/Notices.tsx').then(screen('NoticePage')),
    issue: 0,
  }),
  r({
    id: 'activity',
    path: '/m/activity',
    source: 'features/member/Rewards.tsx',
    page: () => import('../features/member/Rewards.tsx').then(screen('ActivityPage')),
    issue: 0,
  }),
  r({
    id: 'activityInfo',
    path: '/m/activityInfo',
    source: 'features/member/Rewards.tsx',
    page: () => import('../features/member/Rewards.tsx').then(screen('ActivityInfoPage')),
    issue: 0,
  }),
  r({
    id: 'help',
    path: '/m/help',
    source: 'features/content/Help.tsx',
    page: () => import('../features/content/Help.tsx').then(screen('HelpPage')),
    issue: 0,
  }),
  r({
    id: 'helpDetail',
    path: '/m/helpDetail',
    source: 'features/content/Help.tsx',
    page: () => import('../features/content/Help.tsx').then(screen('HelpDetailPage')),
    issue: 0,
  }),
  r({
    id: 'service',
    path: '/m/service',
    source: 'features/content/Service.tsx',
    page: () => import('../features/content/Service.tsx').then(screen('ServicePage')),
    issue: 0,
  }),
  r({
    id: 'useragreement',
    path: '/m/useragreement',
    source: 'features/content/Service.tsx',
    page: () => import('../features/content/Service.tsx').then(screen('UserAgreementPage')),
    issue: 0,
  }),
  // home and games (issue 8)
  r({
    id: 'gameCenter',
    path: '/m/gameCenter',
    source: 'features/games/GameArea.tsx',
    page: () => import('../features/games/GameArea.tsx').then(screen('GameCenterPage')),
    issue: 0,
  }),
  r({
    id: 'slotsCenter',
    path: '/m/slotsCenter',
    source: 'features/games/GameArea.tsx',
    page: () => import('../features/games/GameArea.tsx').then(screen('SlotsCenterPage')),
    issue: 0,
  }),
  r({
    id: 'gameLobby',
    path: '/m/gameLobby',
    source: 'features/games/GameArea.tsx',
    page: () => import('../features/games/GameArea.tsx').then(screen('GameLobbyPage')),
    issue: 0,
  }),
  r({
    id: 'gameList',
    path: '/m/gameList',
    source: 'features/games/GameList.tsx',
    page: () => import('../features/games/GameList.tsx'),
    issue: 0,
  }),
  r({
    id: 'lottery',
    path: '/m/lottery',
    source: 'features/games/LotteryView.tsx',
    page: () => import('../features/games/LotteryView.tsx').then(screen('LotteryPage')),
    issue: 0,
  }),
  r({
    id: 'moreLottery',
    path: '/m/moreLottery',
    source: 'features/games/LotteryView.tsx',
    page: () => import('../features/games/LotteryView.tsx').then(screen('MoreLotteryPage')),
    issue: 0,
  }),
  r({
    id: 'startLottery',
    path: '/m/startLottery',
    source: 'features/games/LotteryView.tsx',
    page: () => import('../features/games/LotteryView.tsx').then(screen('StartLotteryPage')),
    issue: 0,
  }),
  r({
    id: 'launchGame',
    path: '/m/launchGame',
    source: 'features/games/LaunchGame.tsx',
    page: () => import('../features/games/LaunchGame.tsx'),
    issue: 0,
    session: true,
  }),
  r({
    id: 'winnerPage',
    path: '/m/winnerPage',
    source: 'features/games/WinnerPage.tsx',
    page: () => import('../features/games/WinnerPage.tsx'),
    issue: 0,
  }),
  // agent (issue 10)
  r({
    id: 'agent',
    path: '/m/agent',
    source: 'features/agent/AgentDashboard.tsx',
    page: () => import('../features/agent/AgentDashboard.tsx'),
    issue: 0,
    agentOnly: true,
  }),
  r({
    id: 'agentRegister',
    path: '/m/agentRegister',
    source: 'features/agent/Outreach.tsx',
    page: () => import('../features/agent/Outreach.tsx').then(screen('AgentRegisterPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'memberNotice',
    path: '/m/member/notice',
    source: 'features/agent/Outreach.tsx',
    page: () => import('../features/agent/Outreach.tsx').then(screen('AgentNoticePage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'salaryContract',
    path: '/m/member/agent/getSalaryContract',
    source: 'features/agent/ContractPage.tsx',
    page: () => import('../features/agent/ContractPage.tsx').then(screen('SalaryContractPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'dividendContract',
    path: '/m/member/agent/getDevidendContract',
    source: 'features/agent/ContractPage.tsx',
    page: () => import('../features/agent/ContractPage.tsx').then(screen('DividendContractPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'hourContract',
    path: '/m/member/agent/getHourContract',
    source: 'features/agent/ContractPage.tsx',
    page: () => import('../features/agent/ContractPage.tsx').then(screen('HourContractPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'teamOverview',
    path: '/m/agent/team/overview',
    source: 'features/agent/Reports.tsx',
    page: () => import('../features/agent/Reports.tsx').then(screen('TeamOverviewPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'team',
    path: '/m/member/team',
    source: 'features/agent/TeamList.tsx',
    page: () => import('../features/agent/TeamList.tsx').then(screen('TeamPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'redRain',
    path: '/m/redRain',
    source: 'features/member/RedRain.tsx',
    page: () => import('../features/member/RedRain.tsx'),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'teamPnl',
    path: '/m/agent/team/pnl',
    source: 'features/agent/Reports.tsx',
    page: () => import('../features/agent/Reports.tsx').then(screen('TeamPnlPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'teamBetting',
    path: '/m/teamBetting',
    source: 'features/agent/Reports.tsx',
    page: () => import('../features/agent/Reports.tsx').then(screen('TeamBettingPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'agentRebate',
    path: '/m/member/agent/agentRebeat',
    source: 'features/agent/TeamList.tsx',
    page: () => import('../features/agent/TeamList.tsx').then(screen('AgentRebatePage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'teamRebate',
    path: '/m/member/teamRebate',
    source: 'features/agent/Reports.tsx',
    page: () => import('../features/agent/Reports.tsx').then(screen('TeamRebatePage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  r({
    id: 'agentDividend',
    path: '/m/member/agent/agentDivident',
    source: 'features/agent/Reports.tsx',
    page: () => import('../features/agent/Reports.tsx').then(screen('AgentDividendPage')),
    issue: 0,
    session: true,
    agentOnly: true,
  }),
  // shell (issue 6)
  r({
    id: 'maintenance',
    path: '/m/maintenance',
    source: 'features/system/Maintenance.tsx',
    page: () => import('../features/system/Maintenance.tsx'),
    issue: 0,
  }),
];

const byId = new Map(routeTable.map((e) => [e.id, e]));
const byPath = new Map(routeTable.flatMap((e) => [[e.path.toLowerCase(), e] as const]));

export const routeById = (id: string): RouteEntry | undefined => byId.get(id);
/** The entry for a canonical path (case-insensitive, trailing slash ignored), if any. */
export const routeByPath = (path: string): RouteEntry | undefined =>
  byPath.get(path.replace(/\/+$/, '').toLowerCase() || '/');
