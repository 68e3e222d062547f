import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { encryptPayload, type ApiFail, type LoginValue } from '@lobby/contract';
import { createServer, type ServerOptions } from '../src/app.ts';

export interface Res<T = unknown> {
  status: number;
  json: { success: true; value: T } | ApiFail;
  headers: Headers;
  text: string;
}
export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  merchant?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
}

export type Api = <T = unknown>(path: string, opts?: CallOptions) => Promise<Res<T>>;

export interface TestServer {
  base: string;
  api: Api;
  app: ReturnType<typeof createServer>;
  close: () => Promise<void>;
}

export const apiAt = (base: string): Api =>
  (async (path: string, o: CallOptions = {}) => {
    const headers: Record<string, string> = {
      Merchant: o.merchant ?? 'LOBBY',
      Language: 'EN',
      Device: 'MOBILE',
      ...o.headers,
    };
    if (o.token) headers.Authorization = o.token;
    let body: string | undefined;
    if (o.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(base + path, { method: o.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await res.text();
    let json: Res['json'];
    try {
      json = JSON.parse(text);
    } catch {
      json = { success: false, code: 'unknown.error', message: 'not JSON: ' + text.slice(0, 100) };
    }
    return { status: res.status, json, headers: res.headers, text };
  }) as Api;

/** The base URL of a listening server. */
export const baseOf = (app: ReturnType<typeof createServer>): string =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export async function startServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-test-'));
  const app = createServer({ dbPath: join(dir, 'lobby.db'), mode: 'test', ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = baseOf(app);
  const api = apiAt(base);
  return {
    base,
    api,
    app,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A server for the enclosing describe, its demo data reset before each test. The returned object
 * is filled in when the describe starts (read it inside hooks and tests, not at collection).
 */
export function serverPerDescribe(opts: Partial<ServerOptions> = {}): TestServer {
  const s = {} as TestServer;
  beforeAll(async () => {
    Object.assign(s, await startServer(opts));
  });
  afterAll(() => s.close());
  beforeEach(async () => {
    ok(await s.api('/__dev/reset', { method: 'POST' }));
  });
  return s;
}

/** Session tokens of the seeded demo player and demo agent. */
export interface DemoLogins {
  player: string;
  agent: string;
}

/**
 * A server for the whole test file, with the demo player and the demo agent logged in. The returned
 * object is filled in when the file starts (read it inside hooks and tests, not at collection).
 */
export function serverWithDemoLogins(): TestServer & DemoLogins {
  const s = {} as TestServer & DemoLogins;
  beforeAll(async () => {
    Object.assign(s, await startServer());
    s.player = await token(s.api);
    s.agent = await token(s.api, 'demo_agent', 'Agent123');
  });
  afterAll(() => s.close());
  return s;
}

export function ok<T>(res: Res<T>): T {
  if (!res.json.success) throw new Error(`expected success, got ${res.status} ${res.json.code}: ${res.json.message}`);
  return res.json.value;
}

export function failed(res: Res): ApiFail {
  if (res.json.success)
    throw new Error(`expected failure, got ${res.status} ${JSON.stringify(res.json.value).slice(0, 200)}`);
  return res.json;
}

/** Posts an encrypted body the way the app does (`headers`: more request headers, a cookie or a forwarded address). */
export async function encrypted<T>(
  api: Api,
  path: string,
  payload: unknown,
  method = 'POST',
  merchant?: string,
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  const key = ok(await api<{ publicKey: string }>('/wps/session/key/rsa'));
  const { encryptionHeader, body } = await encryptPayload(key.publicKey, payload);
  return api<T>(path, { method, body, headers: { Encryption: encryptionHeader, ...headers }, merchant });
}

/** An SMS login of a +63 number with `verificationCode`. */
export const smsLogin = (api: Api, mobileNum: string, verificationCode: string) =>
  encrypted<LoginValue>(api, '/wps/session/login', {
    type: 'sms',
    mobileNum,
    countryDialingCode: '+63',
    verificationCode,
  });

/** A captcha and its answer (read from the dev control). */
export async function captcha(api: Api): Promise<{ captchaId: string; captcha: string }> {
  const res = await api<string>('/wps/captcha');
  const id = res.headers.get('captcha-id')!;
  const answer = ok(await api<{ answer: string }>(`/__dev/captcha?id=${id}`)).answer;
  return { captchaId: id, captcha: answer };
}

export const login = (
  api: Api,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  encrypted<LoginValue>(
    api,
    '/wps/session/login',
    { type: 'username', username, password, ...extra },
    'POST',
    undefined,
    headers,
  );

export async function token(api: Api, username = 'demo_player', password = 'Player123'): Promise<string> {
  return ok(await login(api, username, password)).token;
}

/** demo_agent's session and the id of its first downline: the two ends of an agent transfer. */
export async function agentAndDownline(api: Api): Promise<{ token: string; downlineId: number }> {
  const t = await token(api, 'demo_agent', 'Agent123');
  const page = ok(await api<{ list: { id: number }[] }>('/wps/agent/downlines?pageNo=1&pageSize=5', { token: t }));
  return { token: t, downlineId: page.list[0]!.id };
}
