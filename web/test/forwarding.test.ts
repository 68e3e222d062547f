/**
 * What the front-end server sends the platform, seen by a bare upstream that records and counts the
 * calls it gets (no real platform needed: these are the proxy's own choices).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createWebServer, type WebServerOptions } from '../src/server.ts';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** An http request with any headers (fetch refuses Expect, Keep-Alive and Upgrade). */
function raw(url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === undefined ? 'GET' : 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (headers.Expect) req.on('continue', () => req.end(body));
    else req.end(body);
  });
}

describe('front-end server: the calls it makes to the platform', () => {
  let upstream: Server;
  let upstreamUrl: string;
  let dist: string;
  const calls: Seen[] = [];
  const servers: FastifyInstance[] = [];

  async function web(options: Partial<WebServerOptions> = {}): Promise<string> {
    const app = createWebServer({
      platformUrl: upstreamUrl,
      distDir: dist,
      sessionKeys: [randomBytes(32)],
      ...options,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    upstream = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls.push({ url: req.url ?? '', headers: req.headers });
        res.setHeader('Content-Type', 'application/json');
        // The platform in maintenance: 503 to every call under /wps/maintenance.
        if (req.url?.startsWith('/wps/maintenance')) res.statusCode = 503;
        const answer = () => res.end(JSON.stringify({ success: res.statusCode < 400, headers: req.headers }));
        // A platform slower than the app waits for.
        if (req.url?.startsWith('/wps/slow')) setTimeout(answer, 3000);
        else answer();
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    dist = mkdtempSync(join(tmpdir(), 'lobby-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  beforeEach(() => {
    calls.length = 0;
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await new Promise((r) => upstream?.close(r));
    rmSync(dist, { recursive: true, force: true });
  });

  it('believes X-Forwarded-For and X-Forwarded-Proto from a balancer it trusts, and forwards only the client', async () => {
    const behind = await web({ trustedProxies: ['127.0.0.1'] });
    const res = await fetch(`${behind}/wps/who`, {
      headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7', 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(calls[0]?.headers['x-forwarded-proto']).toBe('https');
    // Untrusted: the socket is the client and this hop's scheme is the scheme.
    const direct = await web();
    await fetch(`${direct}/wps/who`, {
      headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', Forwarded: 'for=203.0.113.7' },
    });
    expect(calls[1]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(calls[1]?.headers['x-forwarded-proto']).toBe('http');
    expect(calls[1]?.headers.forwarded).toBeUndefined();
  });

  it('forwards calls that carry Expect, Keep-Alive or Upgrade instead of failing them', async () => {
    const base = await web();
    const body = JSON.stringify({ hello: 'world' });
    const json = { 'Content-Type': 'application/json', 'Content-Length': String(body.length) };
    expect((await raw(`${base}/wps/echo`, { ...json, Expect: '100-continue' }, body)).status).toBe(200);
    expect((await raw(`${base}/wps/echo`, { 'Keep-Alive': 'timeout=5', Connection: 'keep-alive' })).status).toBe(200);
    expect((await raw(`${base}/wps/echo`, { Upgrade: 'h2c', Connection: 'Upgrade' })).status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('asks the platform once when it answers 503, so maintenance is not multiplied', async () => {
    const base = await web();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/wps/maintenance/status`);
      expect(res.status).toBe(503);
      await res.arrayBuffer();
    }
    expect(calls.filter((c) => c.url.startsWith('/wps/maintenance'))).toHaveLength(5);
  });

  it('refuses a body on a path it answers itself, before parsing it', async () => {
    const base = await web();
    let nested = '0';
    for (let i = 0; i < 100_000; i++) nested = `[${nested}]`;
    for (const path of ['/nosuch', '/healthz', '/m/home']) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: nested + ' not json',
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ success: false, code: 'param.invalid' });
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses a forwarded body larger than the platform takes with 413, not a lost answer', async () => {
    const base = await web();
    const res = await fetch(`${base}/wps/upload`, { method: 'POST', body: 'x'.repeat(10_000_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'content.too.long' });
    expect(calls).toHaveLength(0);
  });

  it('answers 504 when the platform does not start answering in time', async () => {
    const base = await web({ limits: { platformTimeoutMs: 300 } });
    const started = Date.now();
    const res = await fetch(`${base}/wps/slow`);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ success: false, code: 'unknown.error' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('gives clients 15 s to send a request and caps open connections', async () => {
    const base = await web();
    const app = servers.at(-1)!;
    expect(base).toBeTruthy();
    expect(app.server.requestTimeout).toBe(15_000);
    expect(app.server.maxConnections).toBe(4096);
  });
});
