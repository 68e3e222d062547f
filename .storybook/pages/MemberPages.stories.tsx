import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, pageParameters, settledRightToLeft, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/Member pages',
  component: PageHarness,
  ...pageMeta,
  parameters: pageParameters(
    "The member, money, rewards and content pages (issue 9) of demo_player, from the seed's fixtures:\n" +
      'one story per route, each shot in every brand once the page has settled.',
    'player',
  ),
  args: { path: '/m/member/benefits' },
});

const page = (path: string) => ({ args: { path }, play: settledWith() });

export const VipRoom = meta.story(page('/m/member/benefits'));
export const Deposit = meta.story(page('/m/voucherCenter'));
export const Withdraw = meta.story(page('/m/withdraw'));
export const BettingRecord = meta.story(page('/m/gameRecord'));
export const AccountRecord = meta.story(page('/m/transaction/record'));
export const DepositReport = meta.story(page('/m/vouReport'));
export const ProfitAndLoss = meta.story(page('/m/profitandloss'));
export const UplineTransfer = meta.story(page('/m/upLine/transfer'));
export const SecurityCenter = meta.story(page('/m/securityCenter'));
export const RewardCenter = meta.story(page('/m/rewardCenter'));
export const ManualRebate = meta.story(page('/m/member/manualRebate'));
export const Mail = meta.story(page('/m/webEmail'));
export const Feedback = meta.story(page('/m/feedback'));
export const InviteFriends = meta.story(page('/m/inviteFriends'));
export const Notices = meta.story(page('/m/notice'));
export const HelpCenter = meta.story(page('/m/help'));

/** Right to left (AR, FA, UR): money and member screens mirror, numbers stay left to right. */
const rtl = (path: string, locale: 'ar' | 'fa' | 'ur') => ({
  args: { path },
  globals: { direction: 'rtl', locale },
  play: settledRightToLeft(),
});
export const DepositRightToLeft = meta.story(rtl('/m/voucherCenter', 'ar'));
export const WithdrawRightToLeft = meta.story(rtl('/m/withdraw', 'fa'));
export const SecurityCenterRightToLeft = meta.story(rtl('/m/securityCenter', 'ur'));
export const DepositReportRightToLeft = meta.story(rtl('/m/vouReport', 'ar'));
