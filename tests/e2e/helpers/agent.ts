/**
 * Helpers of the agent specs (issue 10): open a page as an agent in English, call the API as that
 * agent, and read or restore the merchant's agent settings through the dev controls.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { storageKeys } from '../../../server/contract/src/api.ts';
import { adoptSession, seededSession } from './app.ts';
import type { TestSession } from './app.ts';
import { chooseLanguage } from './i18n.ts';

/** Stores the session and the EN language, then opens `path` (optionally as another member type). */
export async function openAgentPage(
  page: Page,
  session: TestSession,
  path: string,
  opts: { type?: number; lang?: string } = {},
): Promise<void> {
  await adoptSession(page, session, { type: opts.type ?? session.type, firstTimeLogin: false });
  await chooseLanguage(page, opts.lang ?? 'EN');
  await page.goto('/runtime-config.json');
  await page.evaluate(([langKey, lang]) => localStorage.setItem(langKey, lang), [
    storageKeys.language,
    opts.lang ?? 'EN',
  ] as const);
  await page.goto(path);
}

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
  message?: string;
}

/** One API call as `session`; answers the whole envelope (tests check failures too). */
export async function apiAs<T>(
  request: APIRequestContext,
  session: TestSession,
  method: 'GET' | 'POST',
  path: string,
  opts: { params?: Record<string, string | number>; data?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const headers = { Merchant: session.merchantCode, Authorization: session.token, ...opts.headers };
  const res =
    method === 'GET'
      ? await request.get(path, { headers, params: opts.params })
      : await request.post(path, { headers, params: opts.params, data: opts.data });
  return (await res.json()) as Envelope<T>;
}

export interface AgentSettings {
  agentMenu: string[];
  dividendEnabled: boolean;
}
/** The merchant's settings as the dev controls hold them (to restore after a change). */
export async function readSettings(request: APIRequestContext, merchant = 'LOBBY'): Promise<AgentSettings> {
  const res = await request.get('/__dev/settings', { params: { merchant } });
  const body = (await res.json()) as Envelope<AgentSettings | Record<string, AgentSettings>>;
  const v = body.value as AgentSettings & Record<string, unknown>;
  return (Array.isArray(v.agentMenu) ? v : (v[merchant] as AgentSettings)) as AgentSettings;
}

/** A session of the seeded agent (demo_agent) that leaves its other sessions alone. */
export const agentLogin = (request: APIRequestContext): Promise<TestSession> =>
  seededSession(request, 'demo_agent', 'Agent123');

/** A money figure as the agent screens write it in English: two decimals, grouped. */
export const money = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The page's own calendar day, `offset` days from today (the agent screens ask for local days). */
export const localDay = (page: Page, offset = 0): Promise<string> =>
  page.evaluate((off) => {
    const d = new Date();
    d.setDate(d.getDate() + off);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);
