import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devFaultScopeHeader } from '@lobby/contract';
import { failed, login, ok, startServer, token, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const fault = (body: Record<string, unknown>) => s.api('/__dev/faults', { body });

describe('faults', () => {
  it('adds latency for N calls', async () => {
    ok(await fault({ path: '/wps/system/status', kind: 'latency', count: 1, ms: 300 }));
    let t = Date.now();
    ok(await s.api('/wps/system/status'));
    expect(Date.now() - t).toBeGreaterThanOrEqual(280);
    t = Date.now();
    ok(await s.api('/wps/system/status'));
    expect(Date.now() - t).toBeLessThan(250);
  });

  it('answers 500, malformed JSON and 401 on a prefix, then recovers', async () => {
    ok(await fault({ path: '/wps/relay/', kind: '500', count: 2 }));
    expect((await s.api('/wps/relay/banners')).status).toBe(500);
    expect(failed(await s.api('/wps/relay/winners')).code).toBe('unknown.error');
    ok(await s.api('/wps/relay/banners'));
    ok(await fault({ path: '/wps/relay/banners', kind: 'malformed' }));
    const bad = await s.api('/wps/relay/banners');
    expect(bad.status).toBe(200);
    expect(() => JSON.parse(bad.text)).toThrow();
    ok(await fault({ path: '/wps/wallets/*', kind: '401', count: 1 }));
    const t = await token(s.api);
    expect(failed(await s.api('/wps/wallets/balance', { token: t })).code).toBe('user.or.token.invalid');
    ok(await s.api('/wps/wallets/balance', { token: t }));
  });

  it('a plain path faults that path only, not the paths under it', async () => {
    const t = await token(s.api);
    ok(await fault({ path: '/wps/relay/inbox', kind: '500', count: 5 }));
    ok(await s.api('/wps/relay/inbox/unread', { token: t }));
    expect((await s.api('/wps/relay/inbox', { token: t })).status).toBe(500);
    ok(await s.api('/__dev/faults', { method: 'DELETE' }));
  });

  it('drops the connection', async () => {
    ok(await fault({ path: '/wps/system/country', kind: 'drop' }));
    await expect(fetch(s.base + '/wps/system/country')).rejects.toThrow();
    ok(await s.api('/wps/system/country'));
  });

  it('a scoped fault hits only calls carrying its scope, and scoped calls meet no other fault', async () => {
    const scoped = { headers: { [devFaultScopeHeader]: 'tab-1' } };
    ok(await fault({ path: '/wps/system/status', kind: '500', count: 5, scope: 'tab-1' }));
    ok(await fault({ path: '/wps/system/status', kind: '500', count: 5 }));
    expect((await s.api('/wps/system/status', scoped)).status).toBe(500);
    expect((await s.api('/wps/system/status', { headers: { [devFaultScopeHeader]: 'tab-2' } })).status).toBe(200);
    expect((await s.api('/wps/system/status')).status).toBe(500);
    ok(await s.api('/__dev/faults?scope=tab-1', { method: 'DELETE' }));
    expect((await s.api('/wps/system/status', scoped)).status).toBe(200);
    expect(ok(await s.api<unknown[]>('/__dev/faults'))).toHaveLength(1);
    expect(failed(await fault({ path: '/x', kind: '500', scope: 7 })).code).toBe('param.invalid');
    ok(await s.api('/__dev/faults', { method: 'DELETE' }));
  });

  it('lists, validates and clears faults', async () => {
    ok(await fault({ path: '/wps/x', kind: '500', count: 5 }));
    expect(ok(await s.api<unknown[]>('/__dev/faults'))).toHaveLength(1);
    expect(failed(await fault({ path: 'nope', kind: '500' })).code).toBe('param.invalid');
    expect(failed(await fault({ path: '/x', kind: 'explode' })).code).toBe('param.invalid');
    ok(await s.api('/__dev/faults', { method: 'DELETE' }));
    expect(ok(await s.api<unknown[]>('/__dev/faults'))).toHaveLength(0);
  });
});

describe('settings and reset', () => {
  it('changes register settings and the agent menu, and resets to the seed', async () => {
    const rs = ok(
      await s.api<Record<string, { required: boolean }>>('/__dev/register-settings', {
        method: 'PUT',
        body: { fields: { email: { required: true } } },
      }),
    );
    expect(rs.email!.required).toBe(true);
    expect(
      failed(
        await s.api('/__dev/register-settings', { method: 'PUT', body: { fields: { shoeSize: { enabled: true } } } }),
      ).code,
    ).toBe('param.invalid');
    ok(await s.api('/__dev/settings', { method: 'PUT', body: { agentMenu: ['mail'], vipBenefits: false } }));
    expect(ok(await s.api('/wps/system/settings/consolidated'))).toMatchObject({
      agentMenu: ['mail'],
      vipBenefits: false,
    });
    expect(failed(await s.api('/__dev/flags', { method: 'PUT', body: { NOPE3: '1' } })).code).toBe('param.invalid');
    const t = await token(s.api);
    ok(await s.api('/wps/member/info/nickname', { token: t, body: { nickname: 'Changed' } }));
    ok(await s.api('/__dev/reset', { method: 'POST' }));
    expect(ok(await s.api('/wps/system/settings/consolidated'))).toMatchObject({ vipBenefits: true });
    expect(
      ok(await s.api<{ fields: Record<string, { required: boolean }> }>('/wps/system/setting/register')).fields.email!
        .required,
    ).toBe(false);
    // The reset ends sessions; the seed is the same again.
    expect(failed(await s.api('/wps/member/info', { token: t })).code).toBe('user.or.token.invalid');
    const info = ok(
      await s.api<{ nickname: string }>('/wps/member/info', {
        token: ok(await login(s.api, 'demo_player', 'Player123')).token,
      }),
    );
    expect(info.nickname).toBe('Maria');
  });

  it('keeps the data on a second start of the same database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-reuse-'));
    try {
      const { createServer } = await import('../src/app.ts');
      const a = createServer({ dbPath: join(dir, 'lobby.db'), mode: 'test' });
      await a.ready();
      a.lobby.db.prepare("UPDATE members SET nickname = 'Kept' WHERE username = 'demo_player'").run();
      await a.close();
      const b = createServer({ dbPath: join(dir, 'lobby.db'), mode: 'test' });
      await b.ready();
      expect(
        (
          b.lobby.db.prepare("SELECT nickname FROM members WHERE username = 'demo_player'").get() as {
            nickname: string;
          }
        ).nickname,
      ).toBe('Kept');
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('production mode', () => {
  let prod: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lobby-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Lobby</title><div id="root"></div>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    mkdirSync(join(dir, 'assets'));
    const chunk = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'chunk-abc123.js'), chunk);
    writeFileSync(join(dir, 'assets', 'chunk-abc123.js.br'), brotliCompressSync(chunk));
    writeFileSync(join(dir, 'assets', 'chunk-abc123.js.gz'), gzipSync(chunk));
    // Production never seeds the demo data; these checks need none.
    prod = await startServer({ mode: 'production', seed: false, staticDir: dir });
  });
  afterAll(async () => {
    await prod.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends the build's precompressed assets by Accept-Encoding, hashed assets cached for good", async () => {
    const url = prod.base + '/assets/chunk-abc123.js';
    const br = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toContain('export const answer = 42;'); // fetch decodes it
    const gz = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(prod.base + '/app.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).not.toContain('immutable');
  });

  it('has no /__dev/', async () => {
    for (const path of ['/__dev/faults', '/__dev/sms-outbox', '/__dev/flags'])
      expect((await fetch(prod.base + path)).status).toBe(404);
    expect((await fetch(prod.base + '/__dev/reset', { method: 'POST' })).status).toBe(404);
  });

  it('serves the app with index.html for / and /m/*, security headers and a strict CSP', async () => {
    for (const path of ['/', '/m/home', '/m/member/agent/getSalaryContract', '/register.html']) {
      const res = await fetch(prod.base + path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const res = await fetch(prod.base + '/m/home');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age/);
    expect((await fetch(prod.base + '/app.js')).status).toBe(200);
    const missing = await fetch(prod.base + '/wps/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, code: 'url.empty' });
  });
});
