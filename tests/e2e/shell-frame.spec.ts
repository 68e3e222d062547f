/**
 * Issue 6 page frame (spec 2, 4): back rules, home headers and DIRECTREG3, balance mask and
 * sign-out, download bar rules, 401 mid-session, offline banner, RTL, two brands.
 */
import { expect, test } from '@playwright/test';
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
import { useLanguage } from './helpers/i18n.ts';

// The service worker would fetch runtime-config.json itself, past page.route (see helpers/app.ts).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
  await closeLoginPopupsWhenShown(page);
});

const path = (page: Page) => new URL(page.url()).pathname;

test.describe('back button (spec 2)', () => {
  // Screens guard themselves (guests go to login), so the walk is done as a member.
  test.beforeEach(async ({ page, request }) => {
    await openAs(page, await registerUser(request), '/m/home');
    await waitForFrame(page, 'home');
  });

  test('with no history it replaces the route with /m/home', async ({ page }) => {
    await page.goto('/m/gameRecord');
    await waitForFrame(page, 'gameRecord');
    await page.getByTestId('header-back').click();
    await waitForFrame(page, 'home');
    expect(path(page)).toBe('/m/home');
  });

  test('otherwise it goes back one page', async ({ page }) => {
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await page.getByTestId('footer-invite').click();
    await waitForFrame(page, 'inviteFriends');
    await page.getByTestId('footer-deposit').click();
    await waitForFrame(page, 'voucherCenter');
    await page.getByTestId('header-back').click();
    await waitForFrame(page, 'inviteFriends');
    expect(path(page)).toBe('/m/inviteFriends');
  });

  test('from notice, forget, trail and activity it goes home, not back', async ({ page }) => {
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await page.getByTestId('footer-deposit').click();
    await waitForFrame(page, 'voucherCenter');
    await page.getByTestId('footer-activity').click();
    await waitForFrame(page, 'activity');
    await page.getByTestId('header-back').click();
    await waitForFrame(page, 'home');
    expect(path(page)).toBe('/m/home');
    for (const p of ['/m/notice', '/m/forget', '/m/trail']) {
      await page.goto(p);
      await page.getByTestId('header-back').click();
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
      await expect(page.getByTestId('header')).toHaveAttribute('data-kind', 'home-guest');
      await expect(page.getByTestId('header-login')).toBeVisible();
      await expect(page.getByTestId('header-register')).toBeVisible();
      await dev.setFlags({ DIRECTREG3: false }, { merchant: isolatedMerchant });
      await page.reload();
      await waitForFrame(page, 'home');
      await expect(page.getByTestId('header-login')).toBeVisible();
      await expect(page.getByTestId('header-register')).toHaveCount(0);
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
    await expect(page.getByTestId('header')).toHaveAttribute('data-kind', 'home-member');
    await expect(page.getByTestId('header-account')).toContainText(session.userName);
    await expect(page.getByTestId('header-balance')).toHaveText(/^\S*\d[\d,]*\.\d{2}$/);
    await expect(page.getByTestId('header-deposit')).toHaveAttribute('href', '/m/voucherCenter');
    await page.getByTestId('popup-menu-button').click();
    await page.getByTestId('menu-toggle-balance').click();
    await expect(page.getByTestId('header-balance')).toHaveText('****');
    await page.getByTestId('popup-menu-button').click();
    await page.getByTestId('menu-sign-out').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('header')).toHaveAttribute('data-kind', 'home-guest');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  });
});

test('a 401 mid-session lands on login with the catalogue text', async ({ page, request }) => {
  const session = await registerUser(request);
  await openAs(page, session);
  await waitForFrame(page, 'home');
  // Logging in elsewhere ends this session (protocol.md login.not.session).
  await loginUser(request, session.userName, session.password);
  await page.getByTestId('popup-menu-button').click();
  await page.getByTestId('menu-refresh').click();
  await waitForFrame(page, 'login');
  expect(path(page)).toBe('/m/login');
  await expect(page.getByTestId('toast')).toContainText('The account has been logged out, please log in again');
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test('a dropped connection shows the offline banner and recovers', async ({ page, request, context }) => {
  const session = await registerUser(request);
  await openAs(page, session);
  await waitForFrame(page, 'home');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.route('**/wps/wallets/balance', (route) => route.abort('connectionreset'));
  await page.getByTestId('popup-menu-button').click();
  await page.getByTestId('menu-refresh').click();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Slow Connection / No Internet');
  await page.unroute('**/wps/wallets/balance');
  await page.getByTestId('popup-menu-button').click();
  await page.getByTestId('menu-refresh').click();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // The browser going offline and back does the same.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test.describe('download bar (spec 2, 4)', () => {
  test('shows with links, closes for good', async ({ page }) => {
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await expect(page.getByTestId('download-bar')).toBeVisible();
    await page.getByTestId('download-bar-open').click();
    // A desktop browser is "not mobile": iOS and Android, no profile.
    await expect(page.getByTestId('download-ios')).toBeVisible();
    await expect(page.getByTestId('download-android')).toBeVisible();
    await expect(page.getByTestId('download-profile')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await page.getByTestId('download-bar-close').click();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await waitForFrame(page, 'home');
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });

  test('hidden on a home-screen app', async ({ page }) => {
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (q: string) =>
        q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q);
    });
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });
});

test.describe('download buttons by device', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  test('iPhone: iOS and profile, no Android', async ({ page }) => {
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    await page.getByTestId('download-bar-open').click();
    await expect(page.getByTestId('download-ios')).toBeVisible();
    await expect(page.getByTestId('download-profile')).toBeVisible();
    await expect(page.getByTestId('download-android')).toHaveCount(0);
  });
});

test('AR renders right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'AR'));
  await page.goto('/m/home');
  await waitForFrame(page, 'home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const home = await page.getByTestId('footer-home').boundingBox();
  const mine = await page.getByTestId('footer-mine').boundingBox();
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
