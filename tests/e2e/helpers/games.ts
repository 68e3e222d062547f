/**
 * Helpers of the home and games specs (issue 8): open a page in English as a guest or with a
 * session, close the login popup, and read the server's answers to compare.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { storageKeys } from '../../../server/contract/src/api.ts';
import { adoptSession, waitForFrame } from './app.ts';
import type { TestSession } from './app.ts';
import { chooseLanguage } from './i18n.ts';

/** Opens `path` in English, optionally signed in as `session` (web/'s session cookie). */
export async function openInEnglish(page: Page, path: string, session?: TestSession): Promise<void> {
  if (session) await adoptSession(page, session);
  await chooseLanguage(page, 'EN');
  await page.addInitScript(
    ([langKey]) => {
      if (!localStorage.getItem(langKey)) localStorage.setItem(langKey, 'EN');
    },
    [storageKeys.language] as const,
  );
  await page.goto(path);
  // The first paint of a lazy page can be slow on a busy machine: wait for the page itself, and for
  // React to own it (a tap on the server's markup before hydration does nothing).
  await page.locator('main [data-testid]').first().waitFor({ state: 'visible', timeout: 30_000 });
  await waitForFrame(page);
}

/** Closes the login popup if it shows (it appears 500 ms after the home mounts). */
export async function dismissPopup(page: Page): Promise<void> {
  const popup = page.getByTestId('login-popup');
  try {
    await popup.waitFor({ state: 'visible', timeout: 4000 });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
  } catch {
    // no popup for this viewer
  }
}

interface Envelope<T> {
  success: boolean;
  value: T;
}

export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number> = {},
  session?: TestSession,
): Promise<T> {
  const headers: Record<string, string> = { Merchant: session?.merchantCode ?? 'LOBBY', Language: 'EN' };
  if (session) headers.Authorization = session.token;
  const res = await request.get(path, { headers, params });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path} failed`);
  return body.value;
}

/**
 * Stores the viewer's current popup set as closed (SHELL_PU_A / SHELL_PU_B, docs/product/states.md#popup), so the login
 * popup does not cover a page whose test is about something else. Call before opening the page.
 */
export async function closePopupsBeforehand(page: Page, request: APIRequestContext, session?: TestSession) {
  const { list } = await apiGet<{ list: { type: string; title: string; content: string }[] }>(
    request,
    '/wps/relay/announcements',
    { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' },
    session,
  );
  const data = list.filter((a) => a.type === 'PU').map(({ title, content }) => ({ title, content }));
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    session ? storageKeys.popupA : storageKeys.popupB,
    JSON.stringify({ show: false, data }),
  ] as const);
}
