/**
 * The client address through the front-end server: a real platform that trusts only the front-end
 * server (as `npm start` wires it), this server in front, and clients on distinct loopback addresses
 * (127.0.0.2, 127.0.0.3, ...), so each limit the platform keys on an address is seen per client.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { encryptPayload } from '@lobby/contract';
import { failed, login, ok, startServer, type Api, type TestServer } from '../../server/test/helpers.ts';
import { envOptions } from '../../server/src/options.ts';
import { createWebServer } from '../src/server.ts';
import { startEnvironments } from '../src/startEnv.ts';
import { parseTrustedProxies } from '../src/clientAddress.ts';
import { sessionCookieName } from '../src/session.ts';

/** The helpers' API caller, sending from `localAddress` (a loopback address of this machine). */
export const apiFrom = (base: string, localAddress: string): Api =>
  (async (
    path: string,
    o: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { Merchant: 'LOBBY', Language: 'EN', Device: 'MOBILE', ...o.headers };
    if (o.token) headers.Authorization = o.token;
    const body = o.body === undefined ? undefined : JSON.stringify(o.body);
    if (body) headers['Content-Type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { method: o.method ?? (body ? 'POST' : 'GET'), headers, localAddress, agent: false },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = { success: false, code: 'unknown.error', message: 'not JSON: ' + text.slice(0, 100) };
            }
            const h = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (typeof v === 'string') h.set(k, v);
              else if (Array.isArray(v)) for (const one of v) h.append(k, one);
            }
            resolve({ status: res.statusCode ?? 0, json, headers: h, text });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }) as Api;

/** The `name=value` of the session cookie a login answer set, for the next calls' Cookie header. */
const sessionCookie = (headers: Headers): string | undefined =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${sessionCookieName}=`));

describe('the platform limits each client, not the front-end server, and no client picks its address', () => {
  let platform: TestServer;
  let web: FastifyInstance;
  let base: string;
  let dist: string;
  const perIp = 8;

  beforeAll(async () => {
    // Wired as `npm start` wires the two servers (scripts/start.mjs).
    const wiring = startEnvironments({ NODE_ENV: 'development' });
    const { trustProxy } = envOptions(wiring.platform);
    platform = await startServer({ trustProxy, limits: { loginPerIp: perIp } });
    dist = mkdtempSync(join(tmpdir(), 'lobby-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const trustedProxies = parseTrustedProxies(wiring.web.TRUST_PROXY);
    web = createWebServer({ platformUrl: platform.base, distDir: dist, mode: 'dev', trustedProxies });
    await web.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await web?.close();
    await platform?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => platform.app.lobby.limiters.loginIp.clear());

  it("client A's wrong logins lock A; client B's right password still logs in", async () => {
    const a = apiFrom(base, '127.0.0.2');
    const b = apiFrom(base, '127.0.0.3');
    for (let i = 0; i < perIp; i++) expect(failed(await login(a, `ghost_${i}`, 'Wrong1234')).code).toBe('login.failed');
    const locked = await login(a, 'demo_player', 'Player123');
    expect(locked.status).toBe(429);
    expect(failed(locked).code).toBe('rate.limited');
    const signedIn = await login(b, 'demo_player', 'Player123');
    ok(signedIn);
    // The token went into the front-end server's session cookie, not the body (web-session-cookie.md).
    expect(sessionCookie(signedIn.headers)).toBeTruthy();
  });

  it('a client rotating X-Forwarded-For is still one client', async () => {
    const c = apiFrom(base, '127.0.0.4');
    const codes: string[] = [];
    for (let i = 0; i < perIp + 2; i++) {
      const res = await login(c, `phantom_${i}`, 'Wrong1234', {}, { 'X-Forwarded-For': `198.51.100.${i + 1}` });
      codes.push(failed(res).code);
    }
    expect(codes).toEqual([...Array<string>(perIp).fill('login.failed'), 'rate.limited', 'rate.limited']);
  });

  it('setting the first payment PIN checks the login password in the one attempt counter', async () => {
    const fresh = apiFrom(base, '127.0.0.5');
    const signedIn = await login(fresh, 'demo_fresh', 'Fresh123');
    ok(signedIn);
    const cookie = sessionCookie(signedIn.headers);
    expect(cookie).toBeTruthy();
    const set = (password: string) =>
      fresh('/wps/member/paymentPassword', {
        headers: { Cookie: cookie ?? '' },
        body: { password, paymentPassword: '135790' },
      });
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push(failed(await set(`Wrong${i}abc`)).code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('password.incorrect'));
    expect(codes[5]).toBe('rate.limited');
    // Locked: even the right password is not checked until the window ends.
    const right = await set('Fresh123');
    expect(right.status).toBe(429);
    platform.app.lobby.limiters.loginAccount.clear();
    expect((await set('Fresh123')).json.success).toBe(true);
  });

  it('an encrypted login opens once, however its key block is re-spelt in base64', async () => {
    const api = apiFrom(base, '127.0.0.7');
    const key = ok(await api<{ publicKey: string }>('/wps/session/key/rsa'));
    const { encryptionHeader, body } = await encryptPayload(key.publicKey, {
      type: 'username',
      username: 'demo_agent',
      password: 'Agent123',
    });
    const send = (header: string) => api('/wps/session/login', { body, headers: { Encryption: header } });
    ok(await send(encryptionHeader));
    const respelt = [
      encryptionHeader.replace(/=+$/, ''),
      `${encryptionHeader.slice(0, 100)} ${encryptionHeader.slice(100)}`,
      encryptionHeader.replaceAll('+', '-').replaceAll('/', '_'),
    ];
    expect(respelt.every((h) => h !== encryptionHeader)).toBe(true);
    for (const header of respelt) expect(failed(await send(header)).code).toBe('encryption.invalid');
  });

  it('forwards the dev controls to clients on this machine only', async () => {
    // The socket is loopback here, but a trusted balancer names a client elsewhere.
    const behind = createWebServer({
      platformUrl: platform.base,
      distDir: dist,
      mode: 'dev',
      trustedProxies: ['127.0.0.6'],
    });
    await behind.listen({ port: 0, host: '127.0.0.1' });
    try {
      const at = `http://127.0.0.1:${(behind.server.address() as AddressInfo).port}`;
      const fromBalancer = apiFrom(at, '127.0.0.6');
      expect((await fromBalancer('/__dev/sms-outbox', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(
        404,
      );
      expect((await fromBalancer('/__dev/sms-outbox')).status).toBe(200);
      expect((await fromBalancer('/wps/system/status', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(
        200,
      );
    } finally {
      await behind.close();
    }
  });
});
