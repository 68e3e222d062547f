/**
 * The session cookie (web/src/session.ts) against a real platform: a login's token goes into a sealed
 * HttpOnly cookie and out of the body, forwarded calls carry it, logout and the platform's session
 * ends clear it, keys rotate, any copy with the key opens it, and cross-site calls are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPayload } from '@lobby/contract';
import { login, ok, startServer, type TestServer } from '../../server/test/helpers.ts';
import { createWebServer } from '../src/server.ts';
import { sessionCookieName, sessionKeys } from '../src/session.ts';
import { createWebMetrics } from '../src/metrics.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

async function web(platformUrl: string, distDir: string, keys: Buffer[], mode: 'dev' | 'production' = 'dev') {
  // With the browsers' report endpoints, as main.ts serves them.
  const app = createWebServer({
    platformUrl,
    distDir,
    mode,
    sessionKeys: keys,
    observe: { metrics: createWebMetrics({ routes: ['/m/home'], brands: ['gold'], languages: ['EN'] }) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A browser's cookie jar for one site, as far as these tests need one. */
class Jar {
  cookies = new Map<string, string>();
  setCookies: string[] = [];
  take(res: Response): void {
    this.setCookies = res.headers.getSetCookie();
    for (const line of this.setCookies) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const gone = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (gone) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get session(): string | undefined {
    return this.cookies.get(sessionCookieName);
  }
}

/** A call as the app's client makes it from the site's own page (same origin, Merchant header). */
async function call(
  base: string,
  jar: Jar,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const res = await fetch(base + path, {
    ...init,
    headers: {
      Merchant: 'LOBBY',
      Language: 'EN',
      Device: 'MOBILE',
      Origin: base,
      'Sec-Fetch-Site': 'same-origin',
      ...(jar.cookies.size ? { Cookie: jar.header() } : {}),
      ...init.headers,
    },
  });
  jar.take(res);
  const text = await res.text();
  return { res, text, json: JSON.parse(text) as { success: boolean; value?: unknown; code?: string } };
}

async function loginThrough(base: string, jar: Jar, username: string, password: string) {
  const key = await call(base, jar, '/wps/session/key/rsa');
  const sealed = await encryptPayload((key.json.value as { publicKey: string }).publicKey, {
    type: 'username',
    username,
    password,
  });
  return call(base, jar, '/wps/session/login', {
    method: 'POST',
    body: JSON.stringify(sealed.body),
    headers: { 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader },
  });
}

describe('the session cookie', () => {
  let platform: TestServer;
  let dist: string;
  let a: Awaited<ReturnType<typeof web>>;

  beforeAll(async () => {
    platform = await startServer();
    dist = mkdtempSync(join(tmpdir(), 'lobby-web-session-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    a = await web(platform.base, dist, [keyA]);
  });
  afterAll(async () => {
    await a?.app.close();
    await platform?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('takes the token out of a login answer into a sealed HttpOnly SameSite=Lax cookie', async () => {
    const jar = new Jar();
    const res = await loginThrough(a.base, jar, 'demo_player', 'Player123');
    expect(res.json.success).toBe(true);
    expect(res.json.value).toMatchObject({ userName: 'demo_player', merchantCode: 'LOBBY' });
    expect(res.json.value).not.toHaveProperty('token');
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    const line = jar.setCookies.find((c) => c.startsWith(`${sessionCookieName}=`))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Secure/);
    // Sealed: neither the user name nor anything readable is in it.
    const raw = decodeURIComponent(jar.session!);
    expect(raw).not.toContain('demo_player');
    expect(Buffer.from(raw.split(';')[0]!, 'base64').toString('latin1')).not.toContain('demo_player');

    const who = await call(a.base, jar, '/web/session');
    expect(who.res.headers.get('cache-control')).toBe('no-store');
    expect(who.json).toEqual({
      success: true,
      value: { merchantCode: 'LOBBY', userName: 'demo_player', type: 0, firstTimeLogin: false },
    });
    // The forwarded call carries the token of the cookie; a token the page sends loses to it.
    const info = await call(a.base, jar, '/wps/member/info', { headers: { Authorization: 'forged' } });
    expect((info.json.value as { account: string }).account).toBe('demo_player');
  });

  it('lets an API script’s own token through when it sends no cookie', async () => {
    const token = ok(await login(platform.api, 'demo_agent', 'Agent123')).token;
    const info = await call(a.base, new Jar(), '/wps/member/info', { headers: { Authorization: token } });
    expect((info.json.value as { account: string }).account).toBe('demo_agent');
    expect((await call(a.base, new Jar(), '/web/session')).json).toEqual({ success: true, value: null });
  });

  it('clears the cookie on logout', async () => {
    const jar = new Jar();
    await loginThrough(a.base, jar, 'demo_player', 'Player123');
    expect(jar.session).toBeTruthy();
    const out = await call(a.base, jar, '/wps/session/logout', { method: 'DELETE' });
    expect(out.json.success).toBe(true);
    expect(jar.setCookies.some((c) => c.startsWith(`${sessionCookieName}=;`) && /Max-Age=0/i.test(c))).toBe(true);
    expect(jar.session).toBeUndefined();
  });

  it('clears the cookie when the platform says the session was kicked or is invalid', async () => {
    const jar = new Jar();
    await loginThrough(a.base, jar, 'demo_player', 'Player123');
    // Another login of the same member ends this session as kicked.
    ok(await login(platform.api, 'demo_player', 'Player123'));
    const kicked = await call(a.base, jar, '/wps/member/info');
    expect(kicked.json.code).toBe('login.not.session');
    expect(jar.session).toBeUndefined();

    const stale = new Jar();
    const adopted = await call(a.base, stale, '/web/dev/session', {
      method: 'POST',
      body: JSON.stringify({ token: 'no-such-token', userName: 'x', merchantCode: 'LOBBY', type: 0 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(adopted.json.success).toBe(true);
    expect(stale.session).toBeTruthy();
    const invalid = await call(a.base, stale, '/wps/member/info');
    expect(invalid.json.code).toBe('user.or.token.invalid');
    expect(stale.session).toBeUndefined();
  });

  it('is opened by any copy with the key, and by the previous key during a rotation', async () => {
    const jar = new Jar();
    await loginThrough(a.base, jar, 'demo_agent', 'Agent123');
    const copy = await web(platform.base, dist, [keyA]);
    const rotated = await web(platform.base, dist, [keyB, keyA]);
    const other = await web(platform.base, dist, [keyB]);
    try {
      const sealed = jar.header();
      const who = (base: string) =>
        fetch(`${base}/web/session`, { headers: { Cookie: sealed } }).then(
          async (r) => ((await r.json()) as { value: { userName: string } | null }).value?.userName ?? null,
        );
      expect(await who(copy.base)).toBe('demo_agent');
      expect(await who(rotated.base)).toBe('demo_agent');
      expect(await who(other.base)).toBeNull();
    } finally {
      await Promise.all([copy.app.close(), rotated.app.close(), other.app.close()]);
    }
  });

  it('is opened by a second web server process started with the same SESSION_KEY', async () => {
    const jar = new Jar();
    await loginThrough(a.base, jar, 'demo_agent', 'Agent123');
    const port = await freePort();
    const child = spawn(process.execPath, ['web/src/main.ts'], {
      env: {
        ...process.env,
        PLATFORM_URL: platform.base,
        PORT: String(port),
        DIST_DIR: dist,
        SSR: '0',
        NODE_ENV: 'test',
        SESSION_KEY: keyA.toString('base64'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('Lobby site on') && resolve());
        child.on('exit', (code) => reject(new Error(`web exited ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/web/session`, { headers: { Cookie: jar.header() } });
      expect(((await res.json()) as { value: { userName: string } }).value.userName).toBe('demo_agent');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses cross-site calls that change something with the cookie', async () => {
    const jar = new Jar();
    await loginThrough(a.base, jar, 'demo_player', 'Player123');
    const change = (headers: Record<string, string>) =>
      call(a.base, jar, '/wps/member/info/nickname', {
        method: 'POST',
        body: JSON.stringify({ nickname: 'x' }),
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const refused = { success: false, code: 'function.not.available' };
    const fromAttacker = await change({ Origin: 'http://127.0.0.2:9999', 'Sec-Fetch-Site': 'cross-site' });
    expect(fromAttacker.res.status).toBe(403);
    expect(fromAttacker.json).toMatchObject(refused);
    expect((await change({ Origin: 'null' })).json).toMatchObject(refused);
    // A form can post from this very origin but cannot add the Merchant header.
    expect((await change({ Merchant: '' })).json).toMatchObject(refused);
    const noOrigin = await fetch(`${a.base}/wps/member/info/nickname`, {
      method: 'POST',
      headers: {
        Cookie: jar.header(),
        Merchant: 'LOBBY',
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'text/plain',
      },
      body: '{}',
    });
    expect(noOrigin.status).toBe(403);
    // The site's own call passes the guard (whatever the platform then says of the body).
    expect((await change({})).json.code).not.toBe('function.not.available');
    // Reads are never refused.
    expect(
      (await call(a.base, jar, '/wps/member/info', { headers: { Origin: 'http://evil.test' } })).json.success,
    ).toBe(true);
  });

  it("takes a signed-in member's browser reports, which a beacon sends without the Merchant header", async () => {
    const jar = new Jar();
    await loginThrough(a.base, jar, 'demo_player', 'Player123');
    // As navigator.sendBeacon sends it from the site's page: the cookie, text/plain, no custom header.
    const beacon = (path: string, body: unknown) =>
      fetch(a.base + path, {
        method: 'POST',
        headers: {
          Cookie: jar.header(),
          Origin: a.base,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'text/plain',
        },
        body: JSON.stringify(body),
      });
    expect(
      (await beacon('/web/errors', { route: '/m/home', errors: [{ kind: 'boundary', message: 'x' }] })).status,
    ).toBe(204);
    expect(
      (
        await beacon('/web/vitals', {
          route: '/m/home',
          brand: 'gold',
          lang: 'EN',
          device: 'mobile',
          metrics: [{ name: 'LCP', value: 1200 }],
        })
      ).status,
    ).toBe(204);
    // Anything else that changes something still needs the site's own call.
    expect((await beacon('/wps/member/info/nickname', { nickname: 'x' })).status).toBe(403);
  });

  it('sets Secure in production, and production refuses to start without a key', async () => {
    const prod = await web(platform.base, dist, [keyA], 'production');
    try {
      const jar = new Jar();
      await loginThrough(prod.base, jar, 'demo_agent', 'Agent123');
      expect(jar.setCookies.find((c) => c.startsWith(`${sessionCookieName}=`))).toMatch(/; Secure/);
    } finally {
      await prod.app.close();
    }
    expect(() => sessionKeys({}, 'production')).toThrow(/SESSION_KEY is required in production/);
    expect(() => sessionKeys({ SESSION_KEY: 'short' }, 'production')).toThrow(/32 bytes/);
    expect(sessionKeys({}, 'dev').note).toMatch(/development key/);
    const both = sessionKeys(
      { SESSION_KEY: keyB.toString('base64'), SESSION_KEY_PREVIOUS: keyA.toString('base64') },
      'production',
    );
    expect(both.keys.map((k) => k.toString('hex'))).toEqual([keyB.toString('hex'), keyA.toString('hex')]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
