/**
 * Issue 7 login, forgot / set by phone, change password and logout against the real server, each
 * test with a fresh player (logging in ends other sessions of the same member).
 */
import { expect, test } from './helpers/test.ts';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { devControls } from './helpers/dev.ts';
import {
  adoptSession,
  animationsSettled,
  isolatedMerchant,
  loginUser,
  signedInAs,
  withRuntimeConfig,
} from './helpers/app.ts';
import { chooseLanguage, useLanguage, useLanguageInstead } from './helpers/i18n.ts';
import { pageCaptcha, registerPlayer, smsCode, smsSend } from './helpers/accounts.ts';
import type { FreshPlayer } from './helpers/accounts.ts';

test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

/** Who web/ says the page is signed in as (the session lives in its HttpOnly cookie). */
const session = (page: Page) => signedInAs(page);

async function openLogin(page: Page) {
  await page.goto('/m/login');
  // a cold server answers its first calls slowly
  await expect(page.getByTestId('login-page')).toBeVisible({ timeout: 20_000 });
}

/** Client-side navigation (React Router listens to popstate): memory-only state survives. */
async function spaNavigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function logIn(page: Page, player: FreshPlayer, remember = false) {
  await openLogin(page);
  await page.getByTestId('login-username').fill(player.username);
  await page.getByTestId('login-password').fill(player.password);
  if (remember) await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('remember me survives a reload as a device login: no password anywhere script can read', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await logIn(page, player, true);
  const stored = await page.evaluate(async () => ({
    remember: localStorage.getItem('MC_REMEMBER') ?? '',
    everything: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  expect(stored.remember).toContain(player.username);
  for (const text of [stored.remember, stored.everything]) {
    expect(text).not.toContain(player.password);
    expect(text).not.toContain(Buffer.from(player.password).toString('base64'));
    expect(text).not.toContain(Buffer.from(Buffer.from(player.password).toString('base64')).toString('base64'));
  }
  expect(stored.databases).not.toContain('lobby-accounts');
  // The platform's token is httpOnly (document.cookie above never sees it) and SameSite=Strict.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lobbyRemember');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session' });
  expect(stored.everything).not.toContain(cookie!.value);
  // A new visit (the tab's session gone): the name is filled in, the password left empty logs in.
  await adoptSession(page, undefined);
  await openLogin(page);
  await expect(page.getByTestId('login-username')).toHaveValue(player.username);
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await expect(page.getByTestId('login-remember')).toBeChecked();
  const remembered = page.waitForRequest((r) => r.url().endsWith('/wps/session/login/remembered'));
  await page.getByTestId('login-submit').click();
  expect((await remembered).postData()).not.toContain(player.password);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(player.username);
  // the SMS tab has its own remembered entry (none yet)
  await openLogin(page);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByTestId('login-mobile')).toHaveValue('');
  await expect(page.getByTestId('login-remember')).not.toBeChecked();
});

// Tamil's 'customer service' made the four-entry strip under the form 5 px wider than a phone: the
// whole login page could be dragged sideways. Each entry's words inside it, the page no wider.
for (const code of ['TA', 'EN'] as const) {
  test(`the login page in ${code} at 375 px: no wider than the phone, each strip entry's words inside it`, async ({
    page,
  }) => {
    await useLanguageInstead(page, code);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/m/login');
    const entries = page.getByRole('navigation').last().getByRole('button');
    await expect(entries).toHaveCount(4);
    const fit = await entries.evaluateAll((buttons) => ({
      page: document.documentElement.scrollWidth,
      entries: buttons.map((b) => {
        const words = document.createRange();
        words.selectNodeContents(b);
        const text = words.getBoundingClientRect();
        const own = b.getBoundingClientRect();
        return { name: b.textContent, inside: text.left >= own.left - 0.5 && text.right <= own.right + 0.5 };
      }),
    }));
    expect(fit.page).toBeLessThanOrEqual(375);
    for (const e of fit.entries) expect(e.inside, `"${e.name}" runs past its entry`).toBe(true);
  });
}

test('the login tabs are named by method, not like the password field beside them', async ({ page }) => {
  await openLogin(page);
  const tabs = page.getByRole('tablist', { name: 'Login method' }).getByRole('tab');
  await expect(tabs).toHaveText(['Username', 'Mobile number']);
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveCount(0);
  // The same words as the registration screen's method tabs.
  await chooseLanguage(page, 'TY');
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await openLogin(page);
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Gamit ang username', 'Numero ng mobile']);
});

test('the captcha appears only after a failed login that asks for it', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await openLogin(page);
  await expect(page.getByTestId('login-captcha')).toHaveCount(0);
  await page.getByTestId('login-username').fill(player.username);
  await page.getByTestId('login-password').fill('Wrong999');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Incorrect username or password' })).toBeVisible();
  await expect(page.getByTestId('login-captcha')).toBeVisible();
  // the button waits for the captcha (docs/product/validation.md#captcha: required, numeric, max 6)
  await page.getByTestId('login-password').fill(player.password);
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.getByRole('button', { name: /captcha/i }).locator('img')).toBeVisible();
  await page.getByTestId('login-captcha').fill(await pageCaptcha(page));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(player.username);
});

test('SMS login with the code from the outbox', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await openLogin(page);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByTestId('login-sms')).toBeDisabled();
  await page.getByTestId('login-mobile').fill(player.mobile);
  await smsSend(page, 'login-sms').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Code sent' })).toBeVisible();
  await page.getByTestId('login-sms').fill(await smsCode(request, player.mobile));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(player.username);
});

test('test play opens home with a trial session; login sends Device OTHERS when standalone', async ({
  page,
  request,
}) => {
  await openLogin(page);
  await page.getByTestId('test-play').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const trial = await session(page);
  expect(trial?.type).toBe(4);
  expect(trial?.merchantCode).toBe('LOBBYTRIAL');
  await adoptSession(page, undefined);

  // a home-screen app: display-mode standalone
  const player = await registerPlayer(request);
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (q: string) =>
      q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q);
  });
  const device = page.waitForRequest((r) => r.url().endsWith('/wps/session/login') && r.method() === 'POST');
  await logIn(page, player);
  expect((await device).headers()['device']).toBe('OTHERS');
});

test('set password by phone logs in with username = mobile', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/m/forget');
  await expect(page.getByTestId('forgot-phone-form')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('phone-submit')).toBeDisabled();
  await page.getByTestId('phone-mobile').fill(player.mobile);
  await smsSend(page, 'phone-sms').click();
  const code = await smsCode(request, player.mobile);
  // a wrong code clears the code field, the rest stays
  await page.getByTestId('phone-sms').fill('000000');
  await page.getByTestId('phone-password').fill('Newpass77');
  await page.getByTestId('phone-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Verification code error' })).toBeVisible();
  await expect(page.getByTestId('phone-sms')).toHaveValue('');
  await expect(page.getByTestId('phone-password')).toHaveValue('Newpass77');
  await page.getByTestId('phone-sms').fill(code);
  await page.getByTestId('phone-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(player.username);
  await loginUser(request, player.username, 'Newpass77');
});

test.describe('forgot by e-mail (CHNGPASSVERIF3 off, isolated merchant)', () => {
  let before: boolean;
  test.beforeEach(async ({ page, request }) => {
    const flags = await devControls(request).flags(isolatedMerchant);
    before = flags.CHNGPASSVERIF3 === '1';
    await devControls(request).setFlags({ CHNGPASSVERIF3: false }, { merchant: isolatedMerchant });
    await withRuntimeConfig(page, { merchantCode: isolatedMerchant });
  });
  test.afterEach(async ({ request }) => {
    await devControls(request).setFlags({ CHNGPASSVERIF3: before }, { merchant: isolatedMerchant });
  });
  test('e-mail only, trimmed, in_been_out for 1 s, then back', async ({ page, request }) => {
    const player = await registerPlayer(request, isolatedMerchant);
    await page.goto('/m/login');
    await expect(page.getByTestId('login-page')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Forgot password' }).first().click();
    await expect(page.getByTestId('forgot-email-form')).toBeVisible();
    await expect(page.getByTestId('forgot-phone-form')).toHaveCount(0);
    await page.getByTestId('forgot-username').fill(`  ${player.username} `);
    await page.getByTestId('forgot-email').fill('not-an-email');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByText('The e-mail format is incorrect')).toBeVisible();
    await page.getByTestId('forgot-email').fill(` ${player.email}  `);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Sent, please check your e-mail' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/, { timeout: 4000 });
    const outbox = await request.get('/__dev/email-outbox');
    expect(JSON.stringify(await outbox.json())).toContain(player.email);
  });
});

test('change password: old field hidden when held, docs/product/validation.md#change-password texts, saved, remembered login renewed', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await logIn(page, player, true);
  // in-app navigation keeps the password held in memory since the login
  await spaNavigate(page, '/m/changePsw');
  await expect(page.getByTestId('change-password-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cp-username')).toHaveValue(player.username);
  await expect(page.getByTestId('cp-old')).toHaveCount(0);
  await page.getByTestId('cp-new').fill(player.password);
  await page.getByTestId('cp-confirm').fill('Other123');
  await page.getByTestId('cp-submit').click();
  await expect(page.getByText('The new password and the old password cannot be the same')).toBeVisible();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();
  // A password the platform refuses as easy to guess: its text, the focus on the new password, and
  // what was typed stays.
  await page.getByTestId('cp-new').fill('Passw0rd');
  await page.getByTestId('cp-confirm').fill('Passw0rd');
  await page.getByTestId('cp-confirm').focus();
  await page.getByTestId('cp-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'This password is too easy to guess' })).toBeVisible();
  await expect(page.getByTestId('cp-new')).toBeFocused();
  await expect(page.getByTestId('cp-confirm')).toHaveValue('Passw0rd');
  await page.getByTestId('cp-new').fill('Changed88');
  await page.getByTestId('cp-confirm').fill('Changed88');
  await page.getByTestId('cp-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Change saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 4000 });
  // the remembered login follows the change (the platform renewed this device's)
  await adoptSession(page, undefined);
  await openLogin(page);
  await expect(page.getByTestId('login-username')).toHaveValue(player.username);
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await loginUser(request, player.username, 'Changed88');
});

test('change password without a password in memory asks for the old one; no session goes home', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
});

test('logout from settings: confirm, then everything docs/product/states.md#logout lists is cleared and home reloads', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await logIn(page, player, true);
  await page.goto('/m/set');
  await expect(page.getByTestId('settings-page')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    localStorage.setItem('MC_AUTO_LOGIN', 'x');
    localStorage.setItem('MC_BANK_LIST', '[]');
  });
  const signOut = page.getByTestId('settings-sign-out');
  // Cancel first: nothing ends, and focus is back on the button that asked (not the page's top)
  await signOut.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(signOut).toBeFocused();
  await signOut.click();
  await expect(page.getByText('Are you sure', { exact: false })).toBeVisible();
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/wps/session/logout') && r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The page sends no token: web/ adds the cookie's, then ends the cookie.
  expect((await logoutCall).headers()['authorization']).toBeUndefined();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.waitForLoadState('load');
  const state = await page.evaluate(() => ({
    session: sessionStorage.length,
    remember: localStorage.getItem('MC_REMEMBER'),
    autoLogin: localStorage.getItem('autoLogin'),
    autoLoginInfo: localStorage.getItem('MC_AUTO_LOGIN'),
    bank: localStorage.getItem('MC_BANK_LIST'),
  }));
  expect(state).toEqual({ session: 0, remember: null, autoLogin: '0', autoLoginInfo: null, bank: null });
  expect(await signedInAs(page)).toBeNull();
  // the platform ended this device's remembered login and cleared its cookie
  expect((await page.context().cookies()).find((c) => c.name === 'lobbyRemember')).toBeUndefined();
});

test('login, forgot, settings and change password screens have no axe violations', async ({ page, request }) => {
  // four screens, each loaded and scanned
  test.setTimeout(90_000);
  const check = async () => {
    await animationsSettled(page);
    const r = await new AxeBuilder({ page }).analyze();
    expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await openLogin(page);
  await check();
  await page.goto('/m/forget');
  await expect(page.getByTestId('forgot-phone-form')).toBeVisible({ timeout: 20_000 });
  await check();
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.goto('/m/set');
  await expect(page.getByTestId('settings-page')).toBeVisible({ timeout: 20_000 });
  await check();
  await page.goto('/m/changePsw');
  await expect(page.getByTestId('change-password-page')).toBeVisible({ timeout: 20_000 });
  await check();
});
