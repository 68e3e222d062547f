import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { PopupMenu } from './PopupMenu.tsx';

function member(balanceHidden = false) {
  const fns = {
    onDeposit: vi.fn(),
    onWithdraw: vi.fn(),
    onRefreshBalance: vi.fn(),
    onToggleBalance: vi.fn(),
    onSignOut: vi.fn(),
  };
  render(
    <KitProvider>
      <button type="button">outside</button>
      <PopupMenu loggedIn balanceHidden={balanceHidden} {...fns} />
    </KitProvider>,
  );
  return fns;
}

describe('PopupMenu', () => {
  it('guests get deposit, withdraw and refresh only', async () => {
    render(
      <KitProvider>
        <PopupMenu loggedIn={false} onDeposit={vi.fn()} onWithdraw={vi.fn()} onRefreshBalance={vi.fn()} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Refresh balance',
    ]);
  });

  it('members also get hide/show balance and sign out', async () => {
    member(true);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Refresh balance',
      'Show balance',
      'Sign out',
    ]);
  });

  it('menu button pattern: arrows move, Escape closes and returns focus', async () => {
    member();
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('choosing an item closes the menu and calls it', async () => {
    const fns = member();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Withdraw' }));
    expect(fns.onWithdraw).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a tap outside closes it', async () => {
    member();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
