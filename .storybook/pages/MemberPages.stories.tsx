import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, settledRightToLeft, settledWith } from './pageStory.ts';

/**
 * The member, money, rewards and content pages (issue 9) of demo_player, from the seed's fixtures:
 * one story per route, each shot in every brand once the page has settled.
 */
const meta = {
  title: 'Pages/Member pages',
  component: PageHarness,
  ...pageMeta,
  parameters: { ...pageMeta.parameters, pageViewer: 'player' },
  args: { path: '/m/member/benefits' },
} satisfies Meta<typeof PageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (path: string): Story => ({ args: { path }, play: settledWith() });

export const VipRoom = page('/m/member/benefits');
export const Deposit = page('/m/voucherCenter');
export const Withdraw = page('/m/withdraw');
export const BettingRecord = page('/m/gameRecord');
export const AccountRecord = page('/m/transaction/record');
export const DepositReport = page('/m/vouReport');
export const ProfitAndLoss = page('/m/profitandloss');
export const UplineTransfer = page('/m/upLine/transfer');
export const SecurityCenter = page('/m/securityCenter');
export const RewardCenter = page('/m/rewardCenter');
export const ManualRebate = page('/m/member/manualRebate');
export const Mail = page('/m/webEmail');
export const Feedback = page('/m/feedback');
export const InviteFriends = page('/m/inviteFriends');
export const Notices = page('/m/notice');
export const HelpCenter = page('/m/help');

/** Right to left (AR, FA, UR): money and member screens mirror, numbers stay left to right. */
const rtl = (path: string, locale: 'ar' | 'fa' | 'ur'): Story => ({
  args: { path },
  globals: { direction: 'rtl', locale },
  play: settledRightToLeft(),
});
export const DepositRightToLeft = rtl('/m/voucherCenter', 'ar');
export const WithdrawRightToLeft = rtl('/m/withdraw', 'fa');
export const SecurityCenterRightToLeft = rtl('/m/securityCenter', 'ur');
export const DepositReportRightToLeft = rtl('/m/vouReport', 'ar');
