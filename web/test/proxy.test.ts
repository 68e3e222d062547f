/**
 * The front-end server by configuration alone: a real platform on a temporary database on one port,
 * this server on another, and calls through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiAt, captcha, encrypted, login, ok } from '../../server/test/helpers.ts';
import type { LoginValue } from '@lobby/contract';
import { contentSecurityPolicy, createWebServer, type WebServerOptions } from '../src/server.ts';
import { listening, platformPerDescribe } from './helpers.ts';

const script = 'export const hello = "world";\n'.repeat(80);

/** A stand-in for the site's build: an index.html and one hashed asset with its compressed copies. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'runtime-config.json'), '{"brand":"gold"}');
  writeFileSync(join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(script));
  return dir;
}

async function listen(options: WebServerOptions): Promise<{ web: FastifyInstance; base: string }> {
  const web = createWebServer({ sessionKeys: [randomBytes(32)], ...options });
  return { web, base: await listening(web) };
}

describe('front-end server against a platform on another port', () => {
  const platform = platformPerDescribe();
  let dist: string;
  let web: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    dist = fakeDist();
    ({ web, base } = await listen({ platformUrl: platform.base, distDir: dist, mode: 'dev' }));
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers its health check without asking the platform', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('forwards API reads and gives the platform answer unchanged', async () => {
    const direct = await platform.api('/wps/system/status');
    const proxied = await apiAt(base)('/wps/system/status');
    expect(proxied.status).toBe(200);
    expect(proxied.json).toEqual(direct.json);
    expect(proxied.headers.get('cache-control')).toBe('no-store');
  });

  it('forwards bodies and headers both ways: encrypted login, then a member call with its token', async () => {
    const api = apiAt(base);
    const res = await encrypted<LoginValue>(api, '/wps/session/login', {
      type: 'username',
      username: 'demo_player',
      password: 'Player123',
    });
    // The token went into the session cookie (session.test.ts); an API script's own token still passes.
    expect(ok(res).userName).toBe('demo_player');
    const direct = ok(await login(platform.api, 'demo_player', 'Player123'));
    const info = await api<{ account: string }>('/wps/member/info', { token: direct.token });
    expect(ok(info).account).toBe('demo_player');
  });

  it('passes Set-Cookie back and the cookie forth (the captcha is tied to its cookie)', async () => {
    const res = await fetch(`${base}/wps/captcha`, { headers: { Merchant: 'LOBBY' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/captcha/i);
    const { captchaId, captcha: answer } = await captcha(apiAt(base));
    expect(captchaId).toBeTruthy();
    expect(answer).toMatch(/^\d+$/);
  });

  it('serves hashed assets compressed and cached for good, pages revalidating under a strict CSP', async () => {
    const br = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(script);
    const gz = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const page = await fetch(`${base}/m/home?brand=sky`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(contentSecurityPolicy).toContain("script-src 'self';");
    expect(await page.text()).toContain('<div id="root">');
    const config = await fetch(`${base}/runtime-config.json`);
    expect(config.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers 404 for paths that are neither the site nor the platform', async () => {
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('forwards /__dev outside production only', async () => {
    expect((await fetch(`${base}/__dev/sms-outbox`)).status).toBe(200);
    const prod = await listen({ platformUrl: platform.base, distDir: dist, mode: 'production' });
    try {
      expect((await fetch(`${prod.base}/__dev/sms-outbox`)).status).toBe(404);
      expect((await fetch(`${prod.base}/wps/system/status`)).status).toBe(200);
      expect((await fetch(`${prod.base}/m/home`)).headers.get('strict-transport-security')).toContain('max-age');
    } finally {
      await prod.web.close();
    }
  });
});

describe('front-end server: what it adds to a forwarded call', () => {
  let echo: Server;
  let web: FastifyInstance;
  let base: string;
  let dist: string;
  const big = 'x'.repeat(3_000_000);

  beforeAll(async () => {
    // A bare upstream that tells what it received, so the test sees the forwarded headers and body.
    echo = createHttpServer((req, res) => {
      let length = 0;
      req.on('data', (c: Buffer) => (length += c.length));
      req.on('end', () => {
        if (req.url === '/cdn/big') return res.end(big);
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Set-Cookie', 'a=1; Path=/');
        res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers, length }));
      });
    });
    await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
    dist = fakeDist();
    ({ web, base } = await listen({
      platformUrl: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
      distDir: dist,
    }));
  });
  afterAll(async () => {
    await web?.close();
    await new Promise((r) => echo?.close(r));
    rmSync(dist, { recursive: true, force: true });
  });

  it('names the client in X-Forwarded-For, replacing what an untrusted client wrote', async () => {
    const plain = (await (await fetch(`${base}/lgw/game/url?x=1`)).json()) as {
      url: string;
      headers: Record<string, string>;
    };
    expect(plain.url).toBe('/lgw/game/url?x=1');
    expect(plain.headers['x-forwarded-for']).toBe('127.0.0.1');
    const behind = await fetch(`${base}/wps/anything`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    const seen = (await behind.json()) as { headers: Record<string, string> };
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(behind.headers.get('set-cookie')).toBe('a=1; Path=/');
  });

  it("streams request bodies up to the platform's largest and response bodies of any size through", async () => {
    const upload = await fetch(`${base}/wps/upload`, {
      method: 'PUT',
      body: big.slice(0, 1_048_576),
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(((await upload.json()) as { length: number }).length).toBe(1_048_576);
    const download = await fetch(`${base}/cdn/big`);
    expect((await download.text()).length).toBe(big.length);
  });

  it('answers 502 quickly when the platform is down', async () => {
    const dead = await listen({ platformUrl: 'http://127.0.0.1:9', distDir: dist });
    try {
      const res = await fetch(`${dead.base}/wps/system/status`);
      expect(res.status).toBeGreaterThanOrEqual(502);
      expect(await res.json()).toMatchObject({ success: false, code: 'unknown.error' });
      expect((await fetch(`${dead.base}/m/home`)).status).toBe(200);
    } finally {
      await dead.web.close();
    }
  });
});
