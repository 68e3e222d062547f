import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { QuickActions } from './QuickActions.tsx';

const meta = preview.meta({
  title: 'Lobby/QuickActions',
  component: QuickActions,
  args: {
    labels: { deposit: 'Deposit', withdraw: 'Withdraw', cashBack: 'Cash back', reward: 'Reward' },
    onSelect: fn(),
    'aria-label': 'Quick actions',
  },
  render: (args) => (
    <StoryFrame>
      <QuickActions {...args} />
    </StoryFrame>
  ),
});

export const Playground = meta.story();
export const AllFour = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cash back' }));
    await expect(args.onSelect).toHaveBeenCalledWith('cashBack');
  },
});
export const TwoOnly = meta.story({ args: { actions: ['deposit', 'withdraw'] } });
export const LongLabels = meta.story({
  args: {
    labels: {
      deposit: 'Top up wallet',
      withdraw: 'Withdraw winnings',
      cashBack: 'Single cash back',
      reward: 'Reward center',
    },
  },
});
export const RightToLeft = meta.story({
  args: { labels: { deposit: 'إيداع', withdraw: 'سحب', cashBack: 'استرداد', reward: 'مكافأة' } },
  globals: { direction: 'rtl' },
});
