/**
 * Shared e2e helpers for the app: sessions without the login screen, runtime-config overrides,
 * and reading the frame. Reused by every area's specs.
 *
 * Specs talk to the front-end server (web/), which keeps a player's session in a sealed HttpOnly
 * cookie and takes the token out of every login answer. API helpers that need the token itself (to
 * call the API as that account) ask the platform directly, as an API script would; a page gets the
 * session into its cookie jar through web/'s dev-only control (adoptSession).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, ElementHandle, Page } from '@playwright/test';
import { encryptPayload } from '../../../server/contract/src/crypto.ts';
import { merchants } from '../../../server/contract/src/api.ts';
import type { LoginValue } from '@lobby/contract';
import { devControls } from './dev.ts';
import { ownedByReact } from './test.ts';

/** The platform behind web/ (scripts/e2e-server.mjs starts it on the next port). */
export const platformURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 1}`;

export interface TestSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  password: string;
}

async function encrypted(request: APIRequestContext, payload: unknown, merchant: string) {
  const keyRes = await request.get(`${platformURL}/wps/session/key/rsa`, { headers: { Merchant: merchant } });
  const { value } = (await keyRes.json()) as { value: { publicKey: string } };
  return encryptPayload(value.publicKey, payload);
}

export const toSession = (v: LoginValue, password: string): TestSession => ({
  token: v.token,
  merchantCode: v.merchantCode,
  userName: v.userName,
  type: Number(v.customerType),
  firstTimeLogin: v.firstTimeLogin,
  password,
});

/** A unique valid username (pattern 1: a letter then 5-15 letters, digits or _). */
export const uniqueUsername = (prefix = 'e2e'): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 16);

/**
 * Registers an account through the API with the captcha answered by the dev controls. The captcha
 * id goes in the body, so registrations side by side on one request context never answer each
 * other's captcha (the cookie would be the last one fetched). `fields` add to or override the
 * defaults (type 0, H5, confirmPassword = password).
 */
export async function registerThroughApi(
  request: APIRequestContext,
  fields: { username: string; password: string } & Record<string, unknown>,
  merchant: string = merchants.normal,
): Promise<LoginValue> {
  const cap = await request.get(`${platformURL}/wps/captcha`, { headers: { Merchant: merchant, Module: 'CAPTCHA3' } });
  const captchaId = cap.headers()['captcha-id'] ?? '';
  const captcha = await devControls(request).captchaAnswer(captchaId);
  const sealed = await encrypted(
    request,
    { confirmPassword: fields.password, type: 0, registerMethod: 'H5', ...fields, captcha, captchaId },
    merchant,
  );
  const res = await request.put(`${platformURL}/wps/member/register`, {
    headers: { Merchant: merchant, Module: 'REG3', Encryption: sealed.encryptionHeader, Device: 'MOBILE' },
    data: sealed.body,
  });
  const body = (await res.json()) as { success: boolean; value: LoginValue; code?: string };
  if (!body.success) throw new Error(`register failed: ${body.code}`);
  return body.value;
}

/**
 * A fresh registered player and its session. A fresh user per test: logging in kicks other
 * sessions of the same member, so shared demo accounts would log parallel tests out, and balances
 * and records stay that test's alone. `fields` add to the registration (e.g. an affiliateCode).
 */
export async function registerUser(
  request: APIRequestContext,
  merchant: string = merchants.normal,
  fields: Record<string, unknown> = {},
): Promise<TestSession> {
  const password = 'Lantern42';
  return toSession(
    await registerThroughApi(request, { ...fields, username: uniqueUsername(), password }, merchant),
    password,
  );
}

/** Logs an existing account in through the API (e.g. demo_agent) and answers its session. */
export async function loginUser(
  request: APIRequestContext,
  username: string,
  password: string,
  merchant: string = merchants.normal,
): Promise<TestSession> {
  const sealed = await encrypted(request, { type: 'username', username, password }, merchant);
  const res = await request.post(`${platformURL}/wps/session/login`, {
    headers: { Merchant: merchant, Encryption: sealed.encryptionHeader, Device: 'MOBILE' },
    data: sealed.body,
  });
  const body = (await res.json()) as { success: boolean; value: LoginValue; code?: string };
  if (!body.success) throw new Error(`login failed: ${body.code}`);
  return toSession(body.value, password);
}

/**
 * A session for a seeded account (demo_agent, demo_player) through the test-mode dev control, which
 * leaves the account's other sessions alone: a real login would end them as 'kicked', and specs that
 * run side by side share these accounts. The login flow itself is covered by the accounts specs.
 */
export async function seededSession(
  request: APIRequestContext,
  username: 'demo_agent' | 'demo_player',
  password: string,
): Promise<TestSession> {
  const res = await request.post(`${platformURL}/__dev/session`, { data: { username } });
  const body = (await res.json()) as { success: boolean; value: LoginValue; code?: string };
  if (!body.success) throw new Error(`dev session failed: ${body.code}`);
  return toSession(body.value, password);
}

/**
 * What web/'s dev control seals into the session cookie for `session` (token and public facts), ''
 * for a guest. The page itself never holds this: it learns who is signed in from web/.
 */
export const storedSession = (session: TestSession | undefined, firstTimeLogin = session?.firstTimeLogin): string =>
  session
    ? JSON.stringify({
        token: session.token,
        merchantCode: session.merchantCode,
        userName: session.userName,
        type: session.type,
        firstTimeLogin,
      })
    : '';

/**
 * Signs the page's browser context in as `session` (a guest when undefined: the cookie ends), the
 * way a login does: web/ seals the token into its HttpOnly cookie. Dev and test only, loopback only.
 * `overrides` change what the page is told (another member type, a first login).
 */
export async function adoptSession(
  page: Page,
  session: TestSession | undefined,
  overrides: { type?: number; firstTimeLogin?: boolean } = {},
): Promise<void> {
  const request = page.context().request;
  if (!session) {
    await page.context().clearCookies({ name: sessionCookie });
    return;
  }
  // Merchant: a call that rides on an existing session cookie must carry it (web/'s cross-site guard).
  const res = await request.post('/web/dev/session', {
    headers: { Merchant: session.merchantCode },
    data: { ...(JSON.parse(storedSession(session)) as object), ...overrides },
  });
  if (!res.ok()) throw new Error(`adopting the session failed: ${res.status()} ${await res.text()}`);
}

/** The session cookie web/ sets (web/src/session.ts). */
export const sessionCookie = 'lobby_session';

/** Who web/ says this page's context is signed in as (GET /web/session), or null. */
export async function signedInAs(
  page: Page,
): Promise<{ userName: string; merchantCode: string; type: number; firstTimeLogin: boolean } | null> {
  const res = await page.context().request.get('/web/session');
  return ((await res.json()) as { value: Awaited<ReturnType<typeof signedInAs>> }).value;
}

/**
 * Loads `url` and answers the frame node of the server's page, taken before the app's scripts run.
 * After the load, serverFrameKept tells whether React hydrated that markup or rendered it again.
 */
export async function loadServerPage(page: Page, url: string): Promise<ElementHandle> {
  await page.goto(url, { waitUntil: 'commit' });
  return page.waitForSelector('[data-testid="frame"]', { state: 'attached' });
}

/** True when the server's frame node (loadServerPage) is still the page's: hydrated, not replaced. */
export const serverFrameKept = (frame: ElementHandle): Promise<boolean> => frame.evaluate((el) => el.isConnected);

/** Signs the page in as `session` (web/'s cookie, as a login would) and opens `path`. */
export async function openAs(page: Page, session: TestSession, path = '/m/home'): Promise<void> {
  await adoptSession(page, session);
  await page.goto(path);
}

/**
 * Serves a different runtime config to this page (brand, merchant...). With
 * `merchantCode: merchants.trial` a spec can change server state (status, flags) for that merchant
 * only, without disturbing specs running in parallel on the normal merchant.
 * Needs `test.use({ serviceWorkers: 'block' })`: once the app's service worker controls the page,
 * its own fetches do not pass through page.route.
 */
export async function withRuntimeConfig(page: Page, overrides: Record<string, unknown>): Promise<void> {
  // The front-end server renders pages with the operator's own runtime-config.json; a page of another
  // configuration (another merchant, another brand) is the client-rendered shell, which reads the
  // file below as a static host's page would (web/ sends the same shell when it does not render).
  await page.route(
    (url) => url.pathname === '/' || url.pathname.startsWith('/m/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: clientShell() });
    },
  );
  await page.route('**/runtime-config.json', async (route) => {
    const res = await route.fetch();
    const base = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...base, ...overrides } });
  });
}

let shell: string | undefined;
/** The build's index.html: the page the browser renders by itself. */
const clientShell = (): string =>
  (shell ??= readFileSync(join(process.env.APP_DIST ?? 'app/dist', 'index.html'), 'utf8'));

/** The merchant a spec may change without disturbing others (use with withRuntimeConfig). */
export const isolatedMerchant = merchants.trial;

/**
 * Waits until the shell has rendered the route (frame present, fade finished) and React owns it: a
 * server-rendered page shows before it answers taps, and its submit buttons stay disabled until
 * hydrated (the kit's Button), so a spec that typed and pressed Enter earlier would press nothing.
 */
export async function waitForFrame(page: Page, routeId?: string): Promise<void> {
  const frame = page.getByTestId('frame');
  await frame.waitFor();
  if (routeId) await page.locator(`[data-testid=frame][data-route="${routeId}"]`).waitFor();
  await page.waitForFunction(ownedByReact);
  // allSettled: a transition cancelled by a redirect rejects its `finished` with AbortError.
  await page.getByTestId('page').evaluate((el) => Promise.allSettled(el.getAnimations().map((a) => a.finished)));
}

/**
 * Waits until every finite animation on the page has ended (page fade, tab indicator, slides):
 * axe's colour-contrast reads a text mid-fade as too faint. Endless ones (spinners) are skipped.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames first: a transition set by a layout effect (a tab indicator placed after measuring) starts then.
    for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame);
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.allSettled(finite.map((a) => a.finished));
  });
}

/**
 * Home's login popups (docs/product/states.md#popup) open 500 ms after home mounts, over whatever a spec is about to tap.
 * Specs that are not about them close each one (Escape) whenever it gets in the way.
 */
export async function closeLoginPopupsWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('login-popup'), async () => {
    await page.keyboard.press('Escape');
  });
}
