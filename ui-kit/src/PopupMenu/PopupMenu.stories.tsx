import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopupMenu } from './PopupMenu.tsx';

const meta = preview.meta({
  title: 'Frame/PopupMenu',
  component: PopupMenu,
  args: {
    loggedIn: true as const,
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
});

export const Playground = meta.story();
export const Member = meta.story();
export const MemberBalanceHidden = meta.story({ args: { balanceHidden: true } });
export const Guest = meta.story({
  args: { loggedIn: false, balanceHidden: undefined, onToggleBalance: undefined, onSignOut: undefined },
});
export const Closed = meta.story({
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
});
export const KeyboardFlow = meta.story({
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
});
export const RightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' } });
