/**
 * Accounts of their own for the member/money/content specs (issue 9): a fresh registered player
 * per test, so balances and records are that test's alone; sessions are sealed into web/'s cookie
 * before the app boots (adoptSession); flags and settings are flipped and restored via /__dev/.
 */
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { LoginValue, WhitelabelFlag } from '@lobby/contract';
import { adoptSession, platformURL, toSession } from './app.ts';
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

export async function setFlags(request: APIRequestContext, flags: Partial<Record<WhitelabelFlag, boolean>>) {
  await unwrap(await request.put('/__dev/flags', { data: { flags } }));
}
export async function getFlags(request: APIRequestContext): Promise<Record<string, string>> {
  return unwrap(await request.get('/__dev/flags?merchant=LOBBY'));
}

export interface DevSettings {
  vipBenefits: boolean;
  promotions: { MISSION: boolean; REFERRAL: boolean };
  templates: { mem_cen: '0' | '1'; dep_func: '0' | '1' };
}
export async function getSettings(request: APIRequestContext): Promise<DevSettings> {
  return unwrap(await request.get('/__dev/settings?merchant=LOBBY'));
}
export async function putSettings(request: APIRequestContext, s: Partial<DevSettings>) {
  await unwrap(await request.put('/__dev/settings', { data: s }));
}
