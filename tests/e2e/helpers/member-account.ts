/**
 * Accounts of their own for the member/money/content specs (issue 9): a fresh registered player
 * per test, so balances and records are that test's alone; sessions are sealed into web/'s cookie
 * before the app boots (adoptSession); flags and settings are flipped and restored via /__dev/.
 */
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { merchants } from '../../../server/contract/src/api.ts';
import type { LoginValue, WhitelabelFlag } from '@lobby/contract';
import { adoptSession, platformURL, registerUser, toSession } from './app.ts';
import { useLanguageInstead } from './i18n.ts';
import { menuEntryFlags } from '../../../app/src/features/shared/menuRules.ts';
import type { TestSession } from './app.ts';

async function unwrap<T>(res: APIResponse): Promise<T> {
  const body = (await res.json()) as { success: boolean; value: T; code?: string; message?: string };
  if (!body.success) throw new Error(`${res.url()}: ${body.code} ${body.message}`);
  return body.value;
}

const auth = (a: TestSession) => ({ Authorization: a.token, Merchant: a.merchantCode });

/** A trial (type 4) session on the trial merchant. */
export async function freePlay(request: APIRequestContext): Promise<TestSession> {
  const res = await request.post(`${platformURL}/wps/session/login/freeplay`, {
    headers: { Merchant: 'LOBBYTRIAL', 'Content-Type': 'application/json' },
    data: {},
  });
  return toSession(await unwrap<LoginValue>(res), '');
}

/** Signs the page's context in as `a` (web/'s session cookie) before it opens any page. */
export async function useSessionIn(page: Page, a: TestSession): Promise<void> {
  await adoptSession(page, a, { firstTimeLogin: false });
}

/**
 * A new player's page on a phone (375x812 unless told) in `code`: registers an account, makes `code` the
 * language choice (in place of any a beforeEach stored), signs the page in and opens `path`.
 */
export async function openOnPhone(
  page: Page,
  request: APIRequestContext,
  code: string,
  path: string,
  screen: { width: number; height: number } = { width: 375, height: 812 },
): Promise<TestSession> {
  const a = await registerUser(request);
  await useLanguageInstead(page, code);
  await useSessionIn(page, a);
  await page.setViewportSize(screen);
  await page.goto(path);
  return a;
}

export async function memberInfo(request: APIRequestContext, a: TestSession) {
  return unwrap<{ affiliateCode: string | null; toUpline: string | null; type: number }>(
    await request.get('/wps/member/info', { headers: auth(a) }),
  );
}

export async function balanceOf(request: APIRequestContext, a: TestSession): Promise<number> {
  return (await unwrap<{ sumBalance: number }>(await request.get('/wps/wallets/balance', { headers: auth(a) })))
    .sumBalance;
}

/** Money of its own: a deposit through the API (GCash, +1%), a payment password and a bank card. */
export async function fundAccount(request: APIRequestContext, a: TestSession, amount: number): Promise<void> {
  const h = { ...auth(a), 'Content-Type': 'application/json' };
  const channels = await unwrap<{ id: number; name: string }[]>(
    await request.get('/wps/relay/deposit/channels', { headers: auth(a) }),
  );
  await unwrap(await request.post('/wps/relay/deposit', { headers: h, data: { channelId: channels[0]!.id, amount } }));
  await unwrap(
    await request.post('/wps/member/paymentPassword', {
      headers: h,
      data: { password: a.password, paymentPassword: '123456' },
    }),
  );
  await unwrap(
    await request.post('/wps/member/bankCard', {
      headers: h,
      data: {
        bankName: 'BDO Unibank',
        cardNo: '1234567812345678',
        accountName: 'Test Player',
        paymentPassword: '123456',
      },
    }),
  );
}

export async function withdrawCount(request: APIRequestContext, a: TestSession): Promise<number> {
  return (await unwrap<{ total: number }>(await request.get('/wps/relay/withdraw/report', { headers: auth(a) }))).total;
}

/** The flags that switch member-center entries on (docs/product/member.md#member-center). */
export const memberFlags: WhitelabelFlag[] = Object.values(menuEntryFlags);

// The dev controls change every merchant when a call names none: these helpers always name one,
// LOBBY unless told. Specs run side by side on LOBBY, so a spec that turns something off for its
// own assertions does it on isolatedMerchant (helpers/app.ts), with an account of that merchant.
export async function setFlags(
  request: APIRequestContext,
  flags: Partial<Record<WhitelabelFlag, boolean>>,
  merchant: string = merchants.normal,
) {
  await unwrap(await request.put('/__dev/flags', { data: { flags, merchant } }));
}
export async function getFlags(request: APIRequestContext, merchant: string = merchants.normal) {
  return unwrap<Record<string, string>>(await request.get('/__dev/flags', { params: { merchant } }));
}

export interface DevSettings {
  vipBenefits: boolean;
  promotions: { MISSION: boolean; REFERRAL: boolean };
  templates: { mem_cen: '0' | '1'; dep_func: '0' | '1' };
}
export async function getSettings(
  request: APIRequestContext,
  merchant: string = merchants.normal,
): Promise<DevSettings> {
  return unwrap(await request.get('/__dev/settings', { params: { merchant } }));
}
export async function putSettings(
  request: APIRequestContext,
  s: Partial<DevSettings>,
  merchant: string = merchants.normal,
) {
  await unwrap(await request.put('/__dev/settings', { data: { ...s, merchant } }));
}
