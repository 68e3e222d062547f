import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@lobby/contract';
import { KitProvider } from '@lobby/ui-kit';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import LoginPopups from './LoginPopups.tsx';

const notice: Announcement = {
  id: 2,
  type: 'PU',
  groupName: 'm_home',
  platform: 'M',
  title: 'Join Lobby today',
  content: '<p>Register and get 88 free credits.</p>',
  contentLobby: '',
  url: null,
  link: null,
  promotionType: null,
  execution: 'B',
  startTime: '',
  read: false,
};

function show() {
  render(
    <MemoryRouter>
      <KitProvider>
        <LoginPopups list={[notice]} viewer={{ loggedIn: false, firstTimeLogin: false }} />
      </KitProvider>
    </MemoryRouter>,
  );
}
const popup = () => screen.queryByTestId('login-popup');

beforeAll(async () => {
  await initI18n('EN');
  // Loaded before the clock is faked: the popups mount at once instead of after their texts arrive.
  await i18n.loadNamespaces(['home', 'common']);
});
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// docs/product/home-and-games.md#popup-notices, docs/product/constants.md#timings
describe('login popups', () => {
  it('open on their own shortly after the home mounts', async () => {
    show();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(popup()).not.toBeNull();
  });

  it('wait while a dialog the player opened is up, and open once it closes', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('data-state', 'open');
    document.body.append(other);
    show();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(popup()).toBeNull();
    other.remove();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(popup()).not.toBeNull();
  });

  // The menu's "Sign out" closes the menu before its confirmation's code has arrived: a popup that
  // opened in that moment took the Escape meant for the confirmation.
  it('wait while a dialog the player asked for is still loading', async () => {
    const loading = document.createElement('span');
    loading.setAttribute('data-dialog-loading', '');
    document.body.append(loading);
    show();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(popup()).toBeNull();
    loading.remove();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(popup()).not.toBeNull();
  });

  // A popup over an open menu took the Escape meant for the confirmation the menu opened next.
  it('wait while a menu the player opened is up', async () => {
    const menu = document.createElement('ul');
    menu.setAttribute('role', 'menu');
    document.body.append(menu);
    show();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(popup()).toBeNull();
    menu.remove();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(popup()).not.toBeNull();
  });
});
