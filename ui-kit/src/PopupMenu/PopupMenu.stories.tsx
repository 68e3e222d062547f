import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopupMenu } from './PopupMenu.tsx';

const meta = {
  title: 'Frame/PopupMenu',
  component: PopupMenu,
  args: {
    loggedIn: true,
    balanceHidden: false,
    defaultOpen: true,
    onDeposit: fn(),
    onWithdraw: fn(),
    onRefreshBalance: fn(),
    onToggleBalance: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 'var(--space-xs)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopupMenu>;
export default meta;
// The props are a union (shapes), so stories type against the component, not the meta's args.
type Story = StoryObj<typeof PopupMenu>;

export const Playground: Story = {};
export const Member: Story = {};
export const MemberBalanceHidden: Story = { args: { balanceHidden: true } };
export const Guest: Story = {
  args: { loggedIn: false, balanceHidden: undefined, onToggleBalance: undefined, onSignOut: undefined },
};
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
export const KeyboardFlow: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalled();
  },
  // Ends closed after the play function; the open menu is covered by the stories above.
  tags: ['no-visual'],
};
export const RightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' } };
