import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopupMenu } from '../PopupMenu/PopupMenu.tsx';
import { GlobeIcon } from '../icons/icons.tsx';
import { Header } from './Header.tsx';

const logo = (
  <svg viewBox="0 0 120 32" role="img" aria-label="Lobby">
    <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.2" />
    <path d="M9 8v16h12" fill="none" stroke="currentColor" strokeWidth="3" />
    <text x="40" y="23" fontSize="18" fontWeight="700" fill="currentColor" fontFamily="sans-serif">
      Lobby
    </text>
  </svg>
);
const languageSwitch = (
  <button
    type="button"
    aria-label="Language: English"
    style={{
      display: 'inline-grid',
      placeItems: 'center',
      width: 'var(--size-touch)',
      height: 'var(--size-touch)',
      border: 0,
      background: 'transparent',
      fontSize: 'var(--size-icon)',
    }}
  >
    <GlobeIcon />
  </button>
);
const menu = (loggedIn: boolean) =>
  loggedIn ? (
    <PopupMenu
      loggedIn
      balanceHidden={false}
      onDeposit={fn()}
      onWithdraw={fn()}
      onRefreshBalance={fn()}
      onToggleBalance={fn()}
      onSignOut={fn()}
    />
  ) : (
    <PopupMenu loggedIn={false} onDeposit={fn()} onWithdraw={fn()} onRefreshBalance={fn()} />
  );
const link = (href: string) => ({ href, onNavigate: fn() });

const meta = preview.meta({
  title: 'Frame/Header',
  component: Header,
  args: {
    shape: 'logo' as const,
    logo,
    home: link('/m/home'),
    member: {
      accountName: 'player_0812',
      balance: 12345.6,
      balanceHidden: false,
      deposit: link('/m/voucherCenter'),
      onToggleBalance: fn(),
      onRefreshBalance: fn(),
    },
    languageSwitch,
    menu: menu(true),
  },
});

// The props are a union of shapes, which the argument-less `meta.story()` cannot check against: `{}`.
export const Playground = meta.story({});
export const HomeMember = meta.story({});
export const HomeMemberBalanceHidden = meta.story({
  args: {
    member: {
      accountName: 'player_0812',
      balance: 12345.6,
      balanceHidden: true,
      deposit: link('/m/voucherCenter'),
      onToggleBalance: fn(),
    },
  },
});
export const HomeMemberRefreshing = meta.story({
  args: {
    member: {
      accountName: 'player_0812',
      balance: 12345.6,
      deposit: link('/m/voucherCenter'),
      // Never settles: the story shows the refreshing state.
      onRefreshBalance: () => new Promise(() => undefined),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(canvas.getByRole('img', { name: 'Refreshing balance' })).toBeInTheDocument();
  },
  // The refreshing picture appears only after the play function's click.
  tags: ['no-visual'],
});
export const HomeMemberLongName = meta.story({
  args: {
    member: {
      accountName: 'a_very_long_account_name_from_the_affiliate_program_2024',
      balance: 987654321.987,
      deposit: link('/m/voucherCenter'),
      onToggleBalance: fn(),
      onRefreshBalance: fn(),
    },
  },
});
export const HomeMemberZero = meta.story({
  args: { member: { accountName: 'new_player', balance: 0, deposit: link('/m/voucherCenter') } },
});
export const HomeGuest = meta.story({
  args: {
    member: undefined,
    guest: { login: link('/m/login'), register: link('/m/register') },
    menu: menu(false),
  },
});
/** A 320 px phone (an iPhone SE, display zoom): the logo and the links close up (headerNarrow). */
export const HomeGuestNarrowPhone = meta.story({
  name: 'Home guest on a 320 px phone',
  args: {
    member: undefined,
    guest: { login: link('/m/login'), register: link('/m/register') },
    menu: menu(false),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
});
export const HomeGuestNoRegister = meta.story({
  name: 'Home guest, DIRECTREG3 off',
  args: { member: undefined, guest: { login: link('/m/login') }, menu: menu(false) },
});
export const Back = meta.story({
  args: { shape: 'back', title: 'Deposit', onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect((args as { onBack: () => void }).onBack).toHaveBeenCalled();
  },
});
export const BackLongTitle = meta.story({
  args: { shape: 'back', title: 'Single cash back records for the last thirty days', onBack: fn() },
});
export const Hidden = meta.story({ args: { shape: 'hidden' }, name: 'Hidden (renders nothing)' });
export const RightToLeft = meta.story({
  args: { shape: 'back', title: 'الإيداع', onBack: fn() },
  globals: { direction: 'rtl', locale: 'ar' },
});
export const RightToLeftHome = meta.story({ globals: { direction: 'rtl', locale: 'ar' } });
