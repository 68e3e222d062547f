import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { DepositIcon, GiftIcon, MailIcon, StarIcon, UsersIcon, WalletIcon } from '../icons/index.ts';
import { MenuList } from './MenuList.tsx';
import type { MenuEntry } from './MenuList.tsx';

const entries: MenuEntry[] = [
  { key: 'vip', label: 'VIP room', icon: <StarIcon size="sm" /> },
  { key: 'deposit', label: 'Deposit', icon: <DepositIcon size="sm" /> },
  { key: 'gameRecord', label: 'Betting record', icon: <WalletIcon size="sm" /> },
  {
    key: 'reward',
    label: 'Reward center',
    icon: <GiftIcon size="sm" />,
    count: 3,
    countLabel: '3 unclaimed promotions',
  },
  { key: 'agent', label: 'Agency center', icon: <UsersIcon size="sm" /> },
  { key: 'mail', label: 'Mail', icon: <MailIcon size="sm" />, count: 0 },
];

const meta = preview.meta({
  title: 'Lobby/MenuList',
  component: MenuList,
  args: { entries, onSelect: fn(), 'aria-label': 'Member center' },
  render: (args) => (
    <StoryFrame>
      <MenuList {...args} />
    </StoryFrame>
  ),
});

export const Playground = meta.story();
export const WithBubbles = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '3 unclaimed promotions' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /reward center/i }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'reward' }));
  },
});
export const OneEntry = meta.story({ args: { entries: entries.slice(1, 2) } });
export const BigCount = meta.story({
  args: { entries: [{ ...entries[3]!, count: 250, countLabel: '250 unclaimed' }] },
});
export const AsLinks = meta.story({
  args: { entries: entries.slice(0, 3).map((e) => ({ ...e, href: `#${e.key}` })) },
});
export const LongLabels = meta.story({
  args: { entries: [{ key: 'x', label: 'Upline transfer to the agent who invited you to the platform', count: 12 }] },
});
export const RightToLeft = meta.story({
  args: { entries: [{ key: 'd', label: 'إيداع', icon: <DepositIcon size="sm" />, count: 2 }] },
  globals: { direction: 'rtl' },
});
