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

  /** With `tag` and its attributes in the page the popups stay closed; once it goes they open. */
  async function waitWhile(tag: string, attributes: Record<string, string>) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    document.body.append(el);
    show();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(popup()).toBeNull();
    el.remove();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(popup()).not.toBeNull();
  }

  it('wait while a dialog the player opened is up, and open once it closes', () =>
    waitWhile('div', { role: 'dialog', 'data-state': 'open' }));

  // The menu's "Sign out" closes the menu before its confirmation's code has arrived: a popup that
  // opened in that moment took the Escape meant for the confirmation.
  it('wait while a dialog the player asked for is still loading', () =>
    waitWhile('span', { 'data-dialog-loading': '' }));

  // A popup over an open menu took the Escape meant for the confirmation the menu opened next.
  it('wait while a menu the player opened is up', () => waitWhile('ul', { role: 'menu' }));

  // The popup renders in a transition, in slices: a tap can open the player's dialog after the
  // popups looked and found none, and before their first frame (the download bar's "Download" did).
  it("hold back when the player's dialog opens between their look and their first frame", async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    const real = document.querySelector.bind(document);
    let armed = false;
    const spy = vi.spyOn(document, 'querySelector').mockImplementation((selector: string) => {
      const found = real(selector);
      // The popups' look, which finds nothing: the tap lands right after it.
      if (armed && selector.includes('data-dialog-loading')) {
        armed = false;
        document.body.append(dialog);
      }
      return found;
    });
    try {
      show();
      await act(() => vi.advanceTimersByTimeAsync(400));
      armed = true;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(armed, 'the popups looked').toBe(false);
      expect(popup()).toBeNull();
      dialog.remove();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(popup()).not.toBeNull();
    } finally {
      spy.mockRestore();
      dialog.remove();
    }
  });
});
