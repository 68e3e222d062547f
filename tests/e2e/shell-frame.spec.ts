/**
 * Issue 6 page frame (docs/product/screens-and-routes.md#page-frame): back rules, home headers and DIRECTREG3, balance mask and
 * sign-out, download bar rules, 401 mid-session, offline banner, RTL, two brands.
 */
import { expect, test } from './helpers/test.ts';
import type { Page } from '@playwright/test';
import { devControls } from './helpers/dev.ts';
import {
  closeLoginPopupsWhenShown,
  isolatedMerchant,
  loginUser,
  openAs,
  registerUser,
  waitForFrame,
  withRuntimeConfig,
} from './helpers/app.ts';
import { closePopupsBeforehand } from './helpers/games.ts';
import { useLanguage } from './helpers/i18n.ts';
import { chooseLanguage } from './helpers/i18n.ts';

// The service worker would fetch runtime-config.json itself, past page.route (see helpers/app.ts).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
  await closeLoginPopupsWhenShown(page);
});

const path = (page: Page) => new URL(page.url()).pathname;
// The frame is the kit's Header, PopupMenu, FooterMenu and DownloadBar: reach them by role and name.
const header = (page: Page) => page.getByTestId('header');
const back = (page: Page) => header(page).getByRole('button', { name: 'Back', exact: true });
const footerLink = (page: Page, name: string) =>
  page.getByTestId('footer').getByRole('link', { name: new RegExp(`(^| )${name}$`) });
const menu = (page: Page) => header(page).getByRole('button', { name: 'Menu', exact: true });
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
const balance = (page: Page) => header(page).getByLabel(/^Total balance: /);
const offlineBanner = (page: Page) => page.getByText('Slow Connection / No Internet', { exact: true });
const downloadBar = (page: Page) => page.getByTestId('download-bar');
const downloadChoice = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('button', { name, exact: true });

test.describe('back button (docs/product/screens-and-routes.md#back)', () => {
  // Screens guard themselves (guests go to login), so the walk is done as a member.
  test.beforeEach(async ({ page, request }) => {
    await openAs(page, await registerUser(request), '/m/home');
    await waitForFrame(page, 'home');
  });

  test('with no history it replaces the route with /m/home', async ({ page }) => {
    await page.goto('/m/gameRecord');
    await waitForFrame(page, 'gameRecord');
    await back(page).click();
    await waitForFrame(page, 'home');
    expect(path(page)).toBe('/m/home');
  });

  test('otherwise it goes back one page', async ({ page }) => {
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await footerLink(page, 'Invite').click();
    await waitForFrame(page, 'inviteFriends');
    await footerLink(page, 'Deposit').click();
    await waitForFrame(page, 'voucherCenter');
    await back(page).click();
    await waitForFrame(page, 'inviteFriends');
    expect(path(page)).toBe('/m/inviteFriends');
  });

  test('from notice, forget, trail and activity it goes home, not back', async ({ page }) => {
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await footerLink(page, 'Deposit').click();
    await waitForFrame(page, 'voucherCenter');
    await footerLink(page, 'Promotions').click();
    await waitForFrame(page, 'activity');
    await back(page).click();
    await waitForFrame(page, 'home');
    expect(path(page)).toBe('/m/home');
    for (const p of ['/m/notice', '/m/forget', '/m/trail']) {
      await page.goto(p);
      await back(page).click();
      await waitForFrame(page, 'home');
    }
  });
});

test.describe('home header', () => {
  test('logged out: login link, register link only with DIRECTREG3', async ({ page, request }) => {
    const dev = devControls(request);
    await withRuntimeConfig(page, { merchantCode: isolatedMerchant });
    try {
      await dev.setFlags({ DIRECTREG3: true }, { merchant: isolatedMerchant });
      await page.goto('/m/home');
      await waitForFrame(page, 'home');
      await expect(header(page)).toHaveAttribute('data-kind', 'home-guest');
      await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Register', exact: true })).toBeVisible();
      await dev.setFlags({ DIRECTREG3: false }, { merchant: isolatedMerchant });
      await page.reload();
      await waitForFrame(page, 'home');
      await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
    } finally {
      await dev.setFlags({ DIRECTREG3: true }, { merchant: isolatedMerchant });
    }
  });

  test('logged in: account, balance with 2 decimals, mask, deposit shortcut; sign out asks first', async ({
    page,
    request,
  }) => {
    const session = await registerUser(request);
    await openAs(page, session);
    await waitForFrame(page, 'home');
    await expect(header(page)).toHaveAttribute('data-kind', 'home-member');
    await expect(header(page)).toContainText(session.userName);
    await expect(balance(page)).toHaveText(/^\S*\d[\d,]*\.\d{2}$/);
    await expect(header(page).getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    await menu(page).click();
    await menuItem(page, 'Hide balance').click();
    await expect(balance(page)).toHaveText('****');
    await menu(page).click();
    await menuItem(page, 'Sign out').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    // docs/product/states.md#logout: the sign-out ends with a fresh load of /m/home. The guest header
    // shows before that load, so the storage is read on the new page, not on the one it replaces.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await reloaded;
    await expect(header(page)).toHaveAttribute('data-kind', 'home-guest');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  });
});

test('a 401 mid-session lands on login with the catalogue text', async ({ page, request }) => {
  const session = await registerUser(request);
  await openAs(page, session);
  await waitForFrame(page, 'home');
  // The server's guest frame is there before the browser renders the member's page: end the
  // session only once the member's header shows and its start-up calls are done, or one of them
  // meets the 401 before the tap this test makes.
  await expect(page.getByTestId('header')).toHaveAttribute('data-kind', 'home-member');
  await page.waitForLoadState('networkidle');
  // Logging in elsewhere ends this session (protocol.md login.not.session).
  await loginUser(request, session.userName, session.password);
  await menu(page).click();
  await menuItem(page, 'Refresh balance').click();
  await waitForFrame(page, 'login');
  expect(path(page)).toBe('/m/login');
  await expect(page.getByTestId('toast')).toContainText('The account has been logged out, please log in again');
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test('a dropped connection shows the offline banner and recovers', async ({ page, request, context }) => {
  const session = await registerUser(request);
  await openAs(page, session);
  await waitForFrame(page, 'home');
  await expect(offlineBanner(page)).toHaveCount(0);
  await page.route('**/wps/wallets/balance', (route) => route.abort('connectionreset'));
  await menu(page).click();
  await menuItem(page, 'Refresh balance').click();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toContainText('Slow Connection / No Internet');
  await page.unroute('**/wps/wallets/balance');
  await menu(page).click();
  await menuItem(page, 'Refresh balance').click();
  await expect(offlineBanner(page)).toHaveCount(0);
  // The browser going offline and back does the same.
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
});

test.describe('download bar (docs/product/screens-and-routes.md#download-bar, docs/product/states.md#download-bar)', () => {
  test('shows with links, closes for good', async ({ page, request }) => {
    // The bar's test, not the login popup's: that one waits for the download choice
    // (LoginPopups.test.tsx), and would still take the screen once the choice is closed.
    await closePopupsBeforehand(page, request);
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await expect(downloadBar(page)).toBeVisible();
    await downloadBar(page).getByRole('button', { name: 'Download', exact: true }).click();
    // A desktop browser is "not mobile": iOS and Android, no profile.
    await expect(downloadChoice(page, 'iOS')).toBeVisible();
    await expect(downloadChoice(page, 'Android')).toBeVisible();
    await expect(downloadChoice(page, 'Mobile profile')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await downloadBar(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(downloadBar(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await waitForFrame(page, 'home');
    await expect(downloadBar(page)).toHaveCount(0);
  });

  test('hidden on a home-screen app', async ({ page }) => {
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (q: string) =>
        q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q);
    });
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await expect(downloadBar(page)).toHaveCount(0);
  });
});

test.describe('download buttons by device', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  test('iPhone: iOS and profile, no Android', async ({ page, request }) => {
    await closePopupsBeforehand(page, request);
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await downloadBar(page).getByRole('button', { name: 'Download', exact: true }).click();
    await expect(downloadChoice(page, 'iOS')).toBeVisible();
    await expect(downloadChoice(page, 'Mobile profile')).toBeVisible();
    await expect(downloadChoice(page, 'Android')).toHaveCount(0);
  });
});

test('AR renders right to left', async ({ page }) => {
  await chooseLanguage(page, 'AR');
  await page.addInitScript(() => localStorage.setItem('language', 'AR'));
  await page.goto('/m/home');
  await waitForFrame(page, 'home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Home is the footer's first entry and members (mine) its last, whatever the words.
  const entries = page.getByTestId('footer').getByRole('link');
  const home = await entries.first().boundingBox();
  const mine = await entries.last().boundingBox();
  expect(home!.x).toBeGreaterThan(mine!.x);
});

test.describe('whitelabel at run time', () => {
  const shot = async (page: Page) => {
    await waitForFrame(page, 'home');
    await page.evaluate(() => document.fonts.ready);
    return page.screenshot({ animations: 'disabled' });
  };

  test('?brand= switches the brand without a rebuild, and is remembered', async ({ page }) => {
    await page.goto('/m/home?brand=gold');
    const gold = await shot(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'gold');
    await page.goto('/m/home?brand=sky');
    const sky = await shot(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'sky');
    expect(Buffer.compare(gold, sky)).not.toBe(0);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'sky');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(bg);
  });

  test('the operator runtime config picks the brand', async ({ page }) => {
    await withRuntimeConfig(page, { brand: 'neon' });
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'neon');
  });
});

// docs/decisions/app-frame.md ("Where a page opens"): a page the player opens opens at its top, not at
// the offset the last one was left at (back and forward are the browser's); a notice opened from the
// home's bar is scrolled into view below the sticky header, not under it.
test('a page opened from far down the home opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/m/home');
  await waitForFrame(page, 'home');
  await page.getByTestId('hall-slot').scrollIntoViewIfNeeded();
  const seeAll = page.getByTestId('game-hall').getByRole('link', { name: 'See all' });
  await expect(seeAll).toBeVisible();
  await seeAll.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left, 'the hall is well down the home').toBeGreaterThan(400);
  await seeAll.click();
  await waitForFrame(page, 'gameList');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('tablist').first()).toBeInViewport();
});

test('a notice opened from the home bar further down its list shows below the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/m/home');
  await waitForFrame(page, 'home');
  const bar = page.getByTestId('notice-bar');
  await bar.getByRole('button', { name: 'Pause' }).click();
  // The bar's last title: its notice is the furthest down /m/notice's list.
  const titles = bar.getByRole('button').filter({ hasNotText: /^$/ });
  const last = titles.nth((await titles.count()) - 1);
  const title = ((await last.textContent()) ?? '').trim();
  await last.click();
  await expect(page).toHaveURL(/\/m\/notice\?id=\d+$/);
  const open = page.getByTestId('notice-item').filter({ has: page.locator('[aria-expanded="true"]') });
  await expect(open).toContainText(title);
  await expect(open).toBeInViewport();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  await expect.poll(() => open.evaluate((li) => li.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
});
