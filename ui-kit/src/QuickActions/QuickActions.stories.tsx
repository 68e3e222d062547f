import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { QuickActions } from './QuickActions.tsx';

const meta = {
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
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AllFour: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cash back' }));
    await expect(args.onSelect).toHaveBeenCalledWith('cashBack');
  },
};
export const TwoOnly: Story = { args: { actions: ['deposit', 'withdraw'] } };
export const LongLabels: Story = {
  args: {
    labels: {
      deposit: 'Top up wallet',
      withdraw: 'Withdraw winnings',
      cashBack: 'Single cash back',
      reward: 'Reward center',
    },
  },
};
export const RightToLeft: Story = {
  args: { labels: { deposit: 'إيداع', withdraw: 'سحب', cashBack: 'استرداد', reward: 'مكافأة' } },
  globals: { direction: 'rtl' },
};
