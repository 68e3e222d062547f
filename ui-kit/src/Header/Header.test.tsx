import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Header } from './Header.tsx';
import type { HeaderMember } from './Header.tsx';
import { formatBalance } from './balance.ts';

const link = (href: string) => ({ href, onNavigate: vi.fn() });

/** The logo bar of a signed-in member. */
const renderMember = (member: HeaderMember) =>
  render(
    <KitProvider>
      <Header shape="logo" logo="Lobby" home={link('/m/home')} member={member} />
    </KitProvider>,
  );

describe('formatBalance', () => {
  it('always shows 2 decimals, or the mask', () => {
    expect(formatBalance(12345.6, 'en')).toBe('12,345.60');
    expect(formatBalance(0, 'en')).toBe('0.00');
    expect(formatBalance(1.005, 'en', true)).toBe('****');
  });
});

describe('Header', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('hidden renders nothing', () => {
    const { container } = render(
      <KitProvider>
        <Header shape="hidden" />
      </KitProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('back shape: a titled bar with a back button', async () => {
    const onBack = vi.fn();
    render(
      <KitProvider>
        <Header shape="back" title="Deposit" onBack={onBack} />
      </KitProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('refresh hides the balance until the reload finishes', async () => {
    let finish: () => void = () => undefined;
    const onRefreshBalance = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderMember({ accountName: 'p1', balance: 10, deposit: link('/m/voucherCenter'), onRefreshBalance });
    expect(screen.getByText('10.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.queryByText('10.00')).toBeNull();
    expect(screen.getByRole('img', { name: 'Refreshing balance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefreshBalance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('10.00')).toBeNull();
    await act(async () => finish());
    expect(screen.getByText('10.00')).toBeInTheDocument();
  });

  it('masks the balance and names the toggle by what it will do', async () => {
    const onToggleBalance = vi.fn();
    renderMember({ accountName: 'p1', balance: 10, balanceHidden: true, deposit: link('/v'), onToggleBalance });
    expect(screen.getByText('****')).toHaveAccessibleName('Total balance: Balance hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(onToggleBalance).toHaveBeenCalled();
  });

  it('guest: login link, register only when given; links route through onNavigate', async () => {
    const login = link('/m/login');
    const { rerender } = render(
      <KitProvider>
        <Header shape="logo" logo="Lobby" home={link('/m/home')} guest={{ login }} />
      </KitProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(login.onNavigate).toHaveBeenCalledWith('/m/login');
    rerender(
      <KitProvider>
        <Header shape="logo" logo="Lobby" home={link('/m/home')} guest={{ login, register: link('/m/register') }} />
      </KitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  });
});
