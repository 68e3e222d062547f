/**
 * Accounts of their own for the member/money/content specs (issue 9): a fresh registered player
 * per test, so balances and records are that test's alone; sessions are put into sessionStorage
 * (MC_SESSION_INFO) before the app boots; flags and settings are flipped and restored via /__dev/.
 */
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { encryptPayload, storageKeys } from '@lobby/contract';
import type { LoginValue, WhitelabelFlag } from '@lobby/contract';
import { registerThroughApi } from './app.ts';

export interface TestAccount {
  token: string;
  userName: string;
  type: number;
  merchantCode: string;
  password: string;
}

async function unwrap<T>(res: APIResponse): Promise<T> {
  const body = (await res.json()) as { success: boolean; value: T; code?: string; message?: string };
  if (!body.success) throw new Error(`${res.url()}: ${body.code} ${body.message}`);
  return body.value;
}

const toAccount = (v: LoginValue, password: string): TestAccount => ({
  token: v.token,
  userName: v.userName,
  type: Number(v.customerType),
  merchantCode: v.merchantCode,
  password,
});

const auth = (a: TestAccount) => ({ Authorization: a.token, Merchant: a.merchantCode });

async function publicKey(request: APIRequestContext): Promise<string> {
  return (await unwrap<{ publicKey: string }>(await request.get('/wps/session/key/rsa'))).publicKey;
}

/** Registers a new player by username (captcha answered through the dev controls). */
export async function registerFresh(request: APIRequestContext, affiliateCode?: string): Promise<TestAccount> {
  const username = `m${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36).slice(-3)}`.slice(0, 14);
  const password = 'Pass1234';
  const fields = { username, password, ...(affiliateCode ? { affiliateCode } : {}) };
  return toAccount(await registerThroughApi(request, fields), password);
}

/** Logs a demo account in through the API. */
/** A session for a seeded account that leaves its other sessions alone (see seededSession in app.ts). */
export async function seededAccount(
  request: APIRequestContext,
  username: 'demo_agent' | 'demo_player',
  password: string,
): Promise<TestAccount> {
  return toAccount(await unwrap<LoginValue>(await request.post('/__dev/session', { data: { username } })), password);
}

export async function loginApi(request: APIRequestContext, username: string, password: string): Promise<TestAccount> {
  const sealed = await encryptPayload(await publicKey(request), { type: 'username', username, password });
  const res = await request.post('/wps/session/login', {
    headers: { Merchant: 'LOBBY', Encryption: sealed.encryptionHeader, 'Content-Type': 'application/json' },
    data: sealed.body,
  });
  return toAccount(await unwrap<LoginValue>(res), password);
}

/** A trial (type 4) session on the trial merchant. */
export async function freePlay(request: APIRequestContext): Promise<TestAccount> {
  const res = await request.post('/wps/session/login/freeplay', {
    headers: { Merchant: 'LOBBYTRIAL', 'Content-Type': 'application/json' },
    data: {},
  });
  return toAccount(await unwrap<LoginValue>(res), '');
}

/** Puts the session where the app reads it (sessionStorage MC_SESSION_INFO) before any page script runs. */
export async function useSessionIn(page: Page, a: TestAccount): Promise<void> {
  const info = {
    token: a.token,
    merchantCode: a.merchantCode,
    userName: a.userName,
    type: a.type,
    firstTimeLogin: false,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [storageKeys.sessionInfo, JSON.stringify(info)] as const,
  );
}

export async function memberInfo(request: APIRequestContext, a: TestAccount) {
  return unwrap<{ affiliateCode: string | null; toUpline: string | null; type: number }>(
    await request.get('/wps/member/info', { headers: auth(a) }),
  );
}

export async function balanceOf(request: APIRequestContext, a: TestAccount): Promise<number> {
  return (await unwrap<{ sumBalance: number }>(await request.get('/wps/wallets/balance', { headers: auth(a) })))
    .sumBalance;
}

/** Money of its own: a deposit through the API (GCash, +1%), a payment password and a bank card. */
export async function fundAccount(request: APIRequestContext, a: TestAccount, amount: number): Promise<void> {
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
      data: { bankName: 'BDO Unibank', cardNo: '1234567812345678', accountName: 'Test Player' },
    }),
  );
}

export async function withdrawCount(request: APIRequestContext, a: TestAccount): Promise<number> {
  return (await unwrap<{ total: number }>(await request.get('/wps/relay/withdraw/report', { headers: auth(a) }))).total;
}

/** The member-center flags of spec 2's table. */
export const memberFlags: WhitelabelFlag[] = [
  'REWCEN3',
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'AGETRANSFERUP3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
];

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
