/**
 * Accounts e2e helpers (issue 7): fresh players with a mobile number and e-mail, the SMS outbox,
 * register-settings snapshots so a spec can restore what it changed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { merchants } from '../../../server/contract/src/api.ts';
import { devControls } from './dev.ts';
import { registerThroughApi, uniqueUsername } from './app.ts';

/** A unique Philippine mobile number (10 digits, starting with 9). */
export const uniqueMobile = (): string =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

export interface FreshPlayer {
  username: string;
  password: string;
  mobile: string;
  email: string;
}

/** Registers a player with a mobile number and an e-mail through the API (captcha from the dev controls). */
export async function registerPlayer(request: APIRequestContext, merchant: string = merchants.normal) {
  const username = uniqueUsername('acc');
  const player: FreshPlayer = {
    username,
    password: 'Harbor73',
    mobile: uniqueMobile(),
    email: `${username}@example.com`,
  };
  const { mobile: mobileNum, ...rest } = player;
  await registerThroughApi(request, { ...rest, mobileNum, countryDialingCode: '+63' }, merchant);
  return player;
}

/** The latest SMS code sent to +63<mobile>, waiting for it to arrive. */
export async function smsCode(request: APIRequestContext, mobile: string, dialing = '+63'): Promise<string> {
  const dev = devControls(request);
  for (let i = 0; i < 20; i++) {
    const list = await dev.smsOutbox(`${dialing}${mobile}`);
    const entry = list[list.length - 1];
    if (entry) return entry.code;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no SMS for ${mobile}`);
}

type Settings = Record<string, { enabled: boolean; required: boolean; patternId: number }>;

export async function registerSettings(request: APIRequestContext, merchant: string): Promise<Settings> {
  const res = await request.get('/__dev/register-settings', { params: { merchant } });
  return ((await res.json()) as { value: Settings }).value;
}

export async function putRegisterSettings(
  request: APIRequestContext,
  merchant: string,
  fields: Record<string, Partial<{ enabled: boolean; required: boolean; patternId: number }>>,
): Promise<void> {
  const res = await request.put('/__dev/register-settings', { data: { merchant, fields } });
  if (!res.ok()) throw new Error(`register-settings: ${res.status()}`);
}

/** Flags of a merchant as booleans, for restoring them after a test. */
export async function flagsOf(request: APIRequestContext, merchant: string): Promise<Record<string, boolean>> {
  const flags = await devControls(request).flags(merchant);
  return Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, v === '1']));
}

/** The answer of the captcha the page last loaded (the page's cookie is shared with page.request). */
export const pageCaptcha = (page: Page): Promise<string> => devControls(page.request).captchaAnswer();

/**
 * The send button of an SMS code field (the kit's SmsCodeField draws it at the end of the code
 * input's control): found from the code input's test id, it keeps working while it counts down.
 */
export const smsSend = (page: Page, codeTestId: string) =>
  page.getByTestId(codeTestId).locator('xpath=..').getByRole('button').last();
