/**
 * Issue 7 registration against the real server: the form is built from the server's register
 * settings and whitelabel flags, flipped through /__dev/ on the isolated merchant (restored after
 * each test): username and mobile methods, every optional field per config, invitation code error,
 * typed data surviving a failed submit, a double tap registering once.
 */
import { expect, test } from './helpers/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { devControls } from './helpers/dev.ts';
import { isolatedMerchant, registerUser, signedInAs, uniqueUsername, withRuntimeConfig } from './helpers/app.ts';
import { useLanguage, useLanguageInstead } from './helpers/i18n.ts';
import { registerFieldOrder } from '../../app/src/features/accounts/fields.ts';
import {
  flagsOf,
  pageCaptcha,
  putRegisterSettings,
  registerSettings,
  smsCode,
  smsSend,
  uniqueMobile,
} from './helpers/accounts.ts';

test.use({ serviceWorkers: 'block' });
// These tests change the isolated merchant's flags and register settings: one at a time.
test.describe.configure({ mode: 'serial' });

let savedFlags: Record<string, boolean>;
let savedSettings: Awaited<ReturnType<typeof registerSettings>>;

test.beforeEach(async ({ page, request }) => {
  savedFlags = await flagsOf(request, isolatedMerchant);
  savedSettings = await registerSettings(request, isolatedMerchant);
  await useLanguage(page, 'EN');
  await withRuntimeConfig(page, { merchantCode: isolatedMerchant });
});
test.afterEach(async ({ request }) => {
  await devControls(request).setFlags(savedFlags, { merchant: isolatedMerchant });
  await putRegisterSettings(request, isolatedMerchant, savedSettings);
});

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);
/** Who web/ says the page is signed in as (the session lives in its HttpOnly cookie). */
const session = (page: Page) => signedInAs(page);

/** Mobile registration only, with a password and without an SMS code: the country sheet's tests. */
async function onlyMobileWithPassword(request: APIRequestContext) {
  await devControls(request).setFlags(
    { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: false, MOBILENUMPASSREG3: true },
    { merchant: isolatedMerchant },
  );
}

async function openRegister(page: Page) {
  await page.goto('/m/register');
  // a cold server answers its first calls slowly
  await expect(page.getByTestId('register-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('register-submit')).toBeVisible({ timeout: 20_000 });
}
/** Types the username method's three fields (the password twice, or `confirm` as the second). */
async function fillAccount(page: Page, username: string, password = 'Kettle58', confirm = password) {
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(password);
  await field(page, 'confirmPassword').fill(confirm);
}
async function fillCaptcha(page: Page) {
  // the picture has loaded when its <img> is there; then the cookie names the answer
  await expect(page.locator('[data-testid=field-captcha]').locator('xpath=..').locator('img')).toBeVisible();
  await field(page, 'captcha').fill(await pageCaptcha(page));
}

test('register by username: signs the player in; a double tap registers once', async ({ page }) => {
  await openRegister(page);
  const username = uniqueUsername('reg');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/member/register') && r.method() === 'PUT') calls++;
  });
  await fillAccount(page, username);
  await fillCaptcha(page);
  await page.getByTestId('register-submit').dblclick();
  await expect(page.getByTestId('toast').filter({ hasText: 'Registered successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(username);
  expect(calls).toBe(1);
});

test('username tab: default fields and required markers follow the server config', async ({ page }) => {
  await openRegister(page);
  // seeded config: mobile, e-mail, nickname, invitation code on and optional; captcha on
  for (const name of ['username', 'mobileNum', 'password', 'confirmPassword', 'email', 'nickname', 'affiliateCode'])
    await expect(field(page, name)).toBeVisible();
  for (const name of ['username', 'password', 'confirmPassword', 'captcha'])
    await expect(field(page, name)).toHaveAttribute('aria-required', 'true');
  for (const name of ['email', 'nickname', 'affiliateCode', 'mobileNum'])
    await expect(field(page, name)).not.toHaveAttribute('aria-required', 'true');
  for (const name of ['paymentPassword', 'idNumber', 'qqNum', 'wechat', 'zalo'])
    await expect(field(page, name)).toHaveCount(0);
});

// The fields a merchant may switch on, in the screen's order (the account and method fields stay).
const fixedFields: readonly string[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'captcha',
];
const optional = registerFieldOrder.filter((f) => !fixedFields.includes(f));

test('every optional field appears only when enabled, required exactly per config', async ({ page, request }) => {
  // every other field required, the rest optional
  await putRegisterSettings(
    request,
    isolatedMerchant,
    Object.fromEntries(optional.map((f, i) => [f, { enabled: true, required: i % 2 === 0 }])),
  );
  await openRegister(page);
  for (const [i, name] of optional.entries()) {
    await expect(field(page, name)).toBeVisible();
    if (i % 2 === 0) await expect(field(page, name)).toHaveAttribute('aria-required', 'true');
    else await expect(field(page, name)).not.toHaveAttribute('aria-required', 'true');
  }
  // a required field left empty blocks the submit, names itself and takes the focus (first invalid first)
  await fillAccount(page, uniqueUsername('req'));
  await page.getByTestId('register-submit').click();
  await expect(field(page, 'paymentPassword')).toBeFocused();
  await expect(page.getByText('Please enter your Payment password')).toBeVisible();

  await putRegisterSettings(
    request,
    isolatedMerchant,
    Object.fromEntries([...optional, 'captcha', 'mobileNum'].map((f) => [f, { enabled: false, required: true }])),
  );
  await openRegister(page);
  for (const name of [...optional, 'captcha', 'mobileNum']) await expect(field(page, name)).toHaveCount(0);
  await expect(field(page, 'username')).toBeVisible();
});

test('register by mobile with the SMS code from the outbox; tabs follow the flags', async ({ page, request }) => {
  const dev = devControls(request);
  await dev.setFlags(
    { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: false },
    { merchant: isolatedMerchant },
  );
  await openRegister(page);
  // only mobile is enabled: no username tab, the mobile method, no username or password
  await expect(page.getByRole('tab', { name: 'Username' })).toHaveCount(0);
  await expect(page.locator('form[data-method=mobile]')).toBeVisible();
  await expect(field(page, 'username')).toHaveCount(0);
  await expect(field(page, 'password')).toHaveCount(0);
  const code = field(page, 'verificationCode');
  await expect(code).toBeDisabled();
  // docs/product/validation.md#registration: the mobile number must be valid before an SMS can be requested
  await field(page, 'mobileNum').fill('12');
  await smsSend(page, 'field-verificationCode').click();
  await expect(code).toBeDisabled();
  const mobile = uniqueMobile();
  await field(page, 'mobileNum').fill(mobile);
  await smsSend(page, 'field-verificationCode').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Code sent' })).toBeVisible();
  await expect(code).toBeEnabled();
  await expect(smsSend(page, 'field-verificationCode')).toHaveText(/\d+s/);
  await code.fill(await smsCode(request, mobile));
  await fillCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(mobile);
});

test('both methods: tabs, password with MOBILENUMPASSREG3, the typed mobile number follows the tab', async ({
  page,
  request,
}) => {
  await devControls(request).setFlags(
    { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false },
    { merchant: isolatedMerchant },
  );
  await openRegister(page);
  await expect(page.getByRole('tab')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(field(page, 'username')).toHaveCount(0);
  await expect(field(page, 'password')).toBeVisible();
  await expect(field(page, 'verificationCode')).toHaveCount(0);
  await field(page, 'mobileNum').fill('9171234567');
  await page.getByRole('tab', { name: 'Username' }).click();
  await expect(field(page, 'mobileNum')).toHaveValue('9171234567');
});

test('the country code sheet: fetched on the first tap, searchable, axe-clean, focus back on the code', async ({
  page,
  request,
}) => {
  await onlyMobileWithPassword(request);
  const pickerModules: string[] = [];
  page.on('request', (r) => {
    if (/\/CountryPicker-[^/]*\.js$/.test(new URL(r.url()).pathname)) pickerModules.push(r.url());
  });
  await openRegister(page);
  await field(page, 'mobileNum').fill('9171234567');
  // the page does not load the sheet's code before a player reaches for it
  expect(pickerModules).toEqual([]);
  const code = page.getByRole('button', { name: /^Country code: Philippines \+63$/ });
  await code.click();
  const sheet = page.getByRole('dialog', { name: 'Country code' });
  await expect(sheet).toBeVisible();
  expect(pickerModules).toHaveLength(1);
  const open = await new AxeBuilder({ page }).analyze();
  expect(open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await sheet.getByRole('searchbox').fill('viet');
  await expect(sheet.getByRole('button', { name: /Philippines/ })).toHaveCount(0);
  await sheet.getByRole('button', { name: /Vietnam/ }).click();
  await expect(sheet).toHaveCount(0);
  const picked = page.getByRole('button', { name: /^Country code: Vietnam \+84$/ });
  await expect(picked).toBeFocused();
  // what was typed stays; the sheet opens again without a second fetch
  await expect(field(page, 'mobileNum')).toHaveValue('9171234567');
  await picked.click();
  await expect(page.getByRole('dialog', { name: 'Country code' })).toBeVisible();
  expect(pickerModules).toHaveLength(1);
});

test("the country sheet names countries in the page's language and finds them by the platform's name too", async ({
  page,
  request,
}) => {
  await onlyMobileWithPassword(request);
  await useLanguageInstead(page, 'FA');
  await openRegister(page);
  await page.locator('button[aria-haspopup="dialog"]').first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: /فیلیپین/ })).toBeVisible();
  await sheet.getByRole('searchbox').fill('viet');
  await expect(sheet.getByRole('button', { name: /ویتنام/ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: /فیلیپین/ })).toHaveCount(0);
});

test('invitation code error: toast for 1 s, then the field has the focus; typed data survives', async ({ page }) => {
  await openRegister(page);
  const username = uniqueUsername('inv');
  await fillAccount(page, username);
  await field(page, 'affiliateCode').fill('NOSUCH99');
  await fillCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Invitation code error' })).toBeVisible();
  await expect(field(page, 'affiliateCode')).toBeFocused({ timeout: 3000 });
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(field(page, 'username')).toHaveValue(username);
  // the code is optional here: without it the same typed data registers (no captcha was used up)
  await field(page, 'affiliateCode').fill('');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a server rejection keeps what was typed and gives a new captcha', async ({ page, request }) => {
  const taken = (await registerUser(request, isolatedMerchant)).userName;
  await openRegister(page);
  await fillAccount(page, taken);
  await field(page, 'email').fill('someone@example.com');
  await fillCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Sorry, the username already exists' })).toBeVisible();
  await expect(field(page, 'username')).toHaveValue(taken);
  await expect(field(page, 'email')).toHaveValue('someone@example.com');
  await expect(field(page, 'password')).toHaveValue('Kettle58');
  await expect(field(page, 'captcha')).toHaveValue('');
  await expect(field(page, 'username')).toBeFocused();
});

test('a breached password is refused with its own text; a passphrase of several words registers', async ({ page }) => {
  await openRegister(page);
  const username = uniqueUsername('pph');
  await fillAccount(page, username, 'Passw0rd');
  await fillCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'This password is too easy to guess. Choose another one.' }),
  ).toBeVisible();
  await expect(field(page, 'password')).toBeFocused();
  await expect(field(page, 'username')).toHaveValue(username);
  // docs/decisions/passwords.md: spaces and any letters, up to 64 characters.
  const phrase = 'seven quiet lanterns over Manila bay';
  await field(page, 'password').fill(phrase);
  await field(page, 'confirmPassword').fill(phrase);
  await fillCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.userName).toBe(username);
});

test('docs/product/validation.md#registration texts: confirm mismatch, captcha required; the agree box gates the button', async ({
  page,
}) => {
  await openRegister(page);
  await field(page, 'password').fill('Kettle58');
  await field(page, 'confirmPassword').fill('Kettle99');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Confirmation incorrect: the passwords differ')).toBeVisible();
  await expect(page.getByText('Write the code in the picture')).toBeVisible();
  await expect(field(page, 'username')).toBeFocused();
  await page.getByTestId('register-agree').click();
  await expect(page.getByTestId('register-submit')).toBeDisabled();
});

test('registration screen has no axe violations', async ({ page }) => {
  await openRegister(page);
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
