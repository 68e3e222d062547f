import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, pageParameters, settledRightToLeft, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/Agent pages',
  component: PageHarness,
  ...pageMeta,
  parameters: pageParameters(
    "The agent side (issue 10) of demo_agent, from the seed's fixtures: team, reports, contracts,\n" +
      'rebates and dividends, one story per route, shot in every brand once the page has settled.',
    'agent',
  ),
  args: { path: '/m/member/team' },
});

const page = (path: string) => ({ args: { path }, play: settledWith() });

export const TeamManagement = meta.story(page('/m/member/team'));
// Their default date ranges ('today', last 7 days) come from the pinned clock; the recorder records
// the team KPI of exactly those days (scripts/page-fixtures.ts, extraCalls).
// The play functions check texts shown only once the KPI answers arrived (not the retry state).
export const TeamOverview = meta.story({
  args: { path: '/m/agent/team/overview' },
  play: settledWith('Team members', 'Team bets per day', '2026-03-14'),
});
export const TeamProfitAndLoss = meta.story({
  args: { path: '/m/agent/team/pnl' },
  play: settledWith('Team profit per day', '03/08', 'Total'),
});
export const TeamBetting = meta.story({
  args: { path: '/m/teamBetting' },
  play: settledWith('Team bets per day', '03/08', 'Total'),
});
export const RebateSettings = meta.story(page('/m/member/agent/agentRebeat'));
export const TeamRebate = meta.story(page('/m/member/teamRebate'));
export const Dividend = meta.story(page('/m/member/agent/agentDivident'));
export const SalaryContract = meta.story(page('/m/member/agent/getSalaryContract'));
export const DividendContract = meta.story(page('/m/member/agent/getDevidendContract'));
export const OpenAccount = meta.story(page('/m/agentRegister'));

/** Right to left (AR, FA, UR): team screens mirror, numbers and dates stay left to right. */
export const TeamManagementRightToLeft = meta.story({
  args: { path: '/m/member/team' },
  globals: { direction: 'rtl', locale: 'ar' },
  play: settledRightToLeft(),
});
export const TeamOverviewRightToLeft = meta.story({
  args: { path: '/m/agent/team/overview' },
  globals: { direction: 'rtl', locale: 'ur' },
  // the day sits in a left-to-right isolate (LRI ... PDI) in a right-to-left page
  play: settledRightToLeft(/^\u20662026-03-14\u2069$/),
});
