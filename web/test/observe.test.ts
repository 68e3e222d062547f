/**
 * What an operator sees of the front-end server and the platform behind it: request logs that share a
 * request id and hold no secret, metrics with bounded labels, the browsers' reports, and readiness.
 * Real servers on real ports, a real platform on a temporary database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiAt, encrypted, ok, startServer, type TestServer } from '../../server/test/helpers.ts';
import type { LoginValue } from '@lobby/contract';
import { createServer } from '../../server/src/app.ts';
import { createWebServer } from '../src/server.ts';
import { createWebMetrics, type WebMetrics } from '../src/metrics.ts';

/** A pino destination that keeps every line. */
function logLines() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-web-observe-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'runtime-config.json'), '{"brand":"gold"}');
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'export {};\n');
  return dir;
}

const labels = {
  routes: ['/m/home', '/m/login', '/m/gameList'],
  brands: ['gold', 'neon', 'sky'],
  languages: ['TY', 'EN'],
};

/** The value of one sample line of the exposition, or 0 when the series is absent. */
function sample(text: string, name: string, labelsPart: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labelsPart));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('observability of the front-end server and the platform', () => {
  let platform: TestServer;
  let web: FastifyInstance;
  let base: string;
  let metrics: WebMetrics;
  const webLog = logLines();
  const platformLog = logLines();

  beforeAll(async () => {
    platform = await startServer({ logger: { stream: platformLog.stream } });
    metrics = createWebMetrics(labels);
    web = createWebServer({
      platformUrl: platform.base,
      distDir: fakeDist(),
      mode: 'dev',
      logger: { stream: webLog.stream },
      observe: { metrics, metricsToken: 'scrape-token-for-tests' },
    });
    await web.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await web?.close();
    await platform?.close();
  });

  it('logs one line per request on both servers with the same request id, and never a secret', async () => {
    const api = apiAt(base);
    const secrets = {
      password: 'Player123',
      token: '',
      cookie: 'remember=Cookie-Secret-7f3a',
      query: 'QueryToken-91ac',
      newPassword: 'NewSecret-5521x',
      smsCode: '774411',
      pin: '918273',
      stack: 'StackQuery-0c1d',
      sessionCookie: '',
    };
    // A player's login through this server: the platform's token goes into the sealed session cookie.
    const signedIn = await encrypted<LoginValue>(
      api,
      '/wps/session/login',
      { type: 'username', username: 'demo_player', password: secrets.password },
      'POST',
      undefined,
      { Cookie: secrets.cookie },
    );
    ok(signedIn);
    const sealed = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('lobby_session='));
    expect(sealed).toBeTruthy();
    secrets.sessionCookie = (sealed ?? '').slice('lobby_session='.length);
    // And an API client's token in the Authorization header (a dev session leaves the other alone).
    const login = ok(await apiAt(platform.base)<LoginValue>('/__dev/session', { body: { username: 'demo_player' } }));
    secrets.token = login.token;
    // The token in the Authorization header and in a query string; secrets in a plain JSON body.
    await api(`/wps/member/info?token=${secrets.query}`, { token: login.token, headers: { Cookie: secrets.cookie } });
    await api('/wps/wallets/balance', { headers: { Cookie: `lobby_session=${secrets.sessionCookie}` } });
    await api('/wps/member/password', {
      token: login.token,
      body: {
        oldPassword: secrets.password,
        newPassword: secrets.newPassword,
        confirmNewPassword: secrets.newPassword,
      },
    });
    await api('/wps/member/paymentPassword', {
      token: login.token,
      body: { paymentPassword: secrets.pin, verificationCode: secrets.smsCode },
    });
    // A browser error whose message and stack name addresses with tokens in their queries.
    const beacon = await fetch(`${base}/web/errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Authorization: login.token },
      body: JSON.stringify({
        route: '/m/home',
        build: 'abc123',
        errors: [
          {
            kind: 'error',
            message: `failed https://play.example.com/m/home?token=${secrets.query}`,
            stack: `at x (https://play.example.com/assets/a.js?t=${secrets.stack}:1:2)`,
          },
        ],
      }),
    });
    expect(beacon.status).toBe(204);

    const both = webLog.text() + platformLog.text();
    for (const [what, secret] of Object.entries(secrets)) {
      expect(both.includes(secret), `${what} appears in a log`).toBe(false);
    }
    // No line names a header or a body at all.
    expect(both).not.toMatch(/"(headers|body|authorization|cookie|encryption)"/i);

    const webLines = webLog.parsed().filter((l) => l.msg === 'request');
    const platformLines = platformLog.parsed().filter((l) => l.msg === 'request');
    const infoWeb = webLines.find((l) => l.path === '/wps/member/info');
    const infoPlatform = platformLines.find((l) => l.path === '/wps/member/info');
    expect(infoWeb).toMatchObject({ method: 'GET', route: '/wps/*', status: 200 });
    expect(infoPlatform).toMatchObject({ method: 'GET', route: '/wps/member/info', status: 200 });
    expect(typeof infoWeb?.reqId).toBe('string');
    expect(infoPlatform?.reqId).toBe(infoWeb?.reqId);
    // One line per request: as many request lines as requests answered (4 calls + the key, the login and the beacon).
    expect(webLines.length).toBe(new Set(webLines.map((l) => l.reqId)).size);
    expect(webLog.parsed().some((l) => l.msg === 'browser error')).toBe(true);
  });

  it('makes its own request id when a browser sends one, and passes it to the platform', async () => {
    const res = await fetch(`${base}/wps/system/status`, { headers: { 'X-Request-Id': 'forged-id-0001' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(platformLog.parsed().some((l) => l.msg === 'request' && l.reqId === id)).toBe(true);
    expect(webLog.text()).not.toContain('forged-id-0001');
  });

  it('keeps /metrics from the public and labels requests by route template: 50 addresses, few series', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(404);
    for (let i = 0; i < 50; i++) {
      const paths = [
        `/m/nowhere-${i}`,
        `/wps/no/such/${i}`,
        `/assets/x-${i}.js`,
        `/m/home?x=${i}`,
        '/assets/index-abc123.js',
      ];
      await fetch(base + paths[i % paths.length]);
    }
    const res = await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer scrape-token-for-tests' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    for (const family of [
      'web_http_requests_total',
      'web_http_request_duration_seconds',
      'web_render_duration_seconds',
      'web_page_cache_total',
      'web_platform_requests_total',
      'web_platform_request_duration_seconds',
      'web_vitals_seconds',
      'web_client_errors_total',
      'web_csp_violations_total',
      'web_beacons_refused_total',
      'web_nodejs_eventloop_lag_p99_seconds',
      'web_process_resident_memory_bytes',
    ])
      expect(text, family).toContain(`# TYPE ${family} `);
    const routes = new Set(
      text
        .split('\n')
        .filter((l) => l.startsWith('web_http_requests_total{'))
        .map((l) => /route="([^"]*)"/.exec(l)?.[1]),
    );
    expect(routes.size).toBeLessThanOrEqual(8);
    expect([...routes].every((r) => r === 'other' || r === 'static' || r?.startsWith('/'))).toBe(true);
    expect(text).not.toContain('nowhere-');
    // Each built file is a route of the static plugin; they share one label.
    expect(routes.has('static')).toBe(true);
    expect(text).not.toContain('index-abc123');
    expect(text).not.toContain('/wps/no/such');
    expect(sample(text, 'web_platform_requests_total', 'outcome="client_error"')).toBeGreaterThan(0);
  });

  it('turns a vitals beacon into histograms, and refuses and counts malformed or oversized ones', async () => {
    const post = (body: string, type = 'text/plain;charset=UTF-8') =>
      fetch(`${base}/web/vitals`, { method: 'POST', headers: { 'Content-Type': type }, body });
    const good = {
      route: '/m/gameList',
      brand: 'neon',
      lang: 'EN',
      device: 'mobile',
      metrics: [
        { name: 'LCP', value: 1234 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 80 },
      ],
    };
    expect((await post(JSON.stringify(good))).status).toBe(204);
    const refusals: [string, number, string][] = [
      ['{not json', 400, 'json'],
      [JSON.stringify({ ...good, route: '/m/evil-123' }), 400, 'label'],
      [JSON.stringify({ ...good, brand: 'acme' }), 400, 'label'],
      [JSON.stringify({ ...good, metrics: [{ name: 'LCP', value: -1 }] }), 400, 'shape'],
      [JSON.stringify({ ...good, metrics: Array(21).fill({ name: 'LCP', value: 1 }) }), 400, 'shape'],
      [JSON.stringify({ ...good, pad: 'x'.repeat(9000) }), 413, 'size'],
    ];
    for (const [body, status] of refusals) expect((await post(body)).status).toBe(status);

    const text = await metrics.registry.metrics();
    const l = 'route="/m/gameList",brand="neon",lang="EN",device="mobile"';
    expect(sample(text, 'web_vitals_seconds_count', `metric="LCP",${l}`)).toBe(1);
    expect(sample(text, 'web_vitals_seconds_bucket', `le="1.8",metric="LCP",${l}`)).toBe(1);
    expect(sample(text, 'web_vitals_seconds_bucket', `le="1",metric="LCP",${l}`)).toBe(0);
    expect(sample(text, 'web_vitals_cls_count', l)).toBe(1);
    expect(sample(text, 'web_beacons_refused_total', 'kind="vitals",reason="json"')).toBe(1);
    expect(sample(text, 'web_beacons_refused_total', 'kind="vitals",reason="label"')).toBe(2);
    expect(sample(text, 'web_beacons_refused_total', 'kind="vitals",reason="shape"')).toBe(2);
    expect(sample(text, 'web_beacons_refused_total', 'kind="vitals",reason="size"')).toBe(1);
    // A refused beacon adds no series: its labels are nowhere.
    expect(text).not.toContain('evil');
    expect(text).not.toContain('acme');
  });

  it('counts and logs CSP reports in both shapes browsers send', async () => {
    const legacy = await fetch(`${base}/web/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://play.example.com/m/home?token=abc',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?q=1',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const modern = await fetch(`${base}/web/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'https://play.example.com/m/home',
          body: { documentURL: 'https://play.example.com/m/home', effectiveDirective: 'img-src', blockedURL: 'inline' },
        },
      ]),
    });
    expect(modern.status).toBe(204);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'web_csp_violations_total', 'directive="script-src-elem"')).toBe(1);
    expect(sample(text, 'web_csp_violations_total', 'directive="img-src"')).toBe(1);
    const logged = webLog.parsed().filter((l) => l.msg === 'csp violation');
    expect(logged[0]).toMatchObject({ csp: { directive: 'script-src-elem', blocked: 'https://evil.example' } });
    expect(webLog.text()).not.toContain('token=abc');
  });

  it('counts browser errors by kind and route template', async () => {
    const res = await fetch(`${base}/web/errors`, {
      method: 'POST',
      body: JSON.stringify({
        route: '/m/login',
        build: 'b1',
        errors: [
          { kind: 'boundary', message: 'boom' },
          { kind: 'hydration', message: 'Minified React error #418' },
        ],
      }),
    });
    expect(res.status).toBe(204);
    const bad = await fetch(`${base}/web/errors`, {
      method: 'POST',
      body: JSON.stringify({ route: '/m/login', errors: [{ kind: 'made-up', message: 'x' }] }),
    });
    expect(bad.status).toBe(400);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'web_client_errors_total', 'kind="boundary",route="/m/login"')).toBe(1);
    expect(sample(text, 'web_client_errors_total', 'kind="hydration",route="/m/login"')).toBe(1);
    expect(sample(text, 'web_beacons_refused_total', 'kind="errors",reason="label"')).toBe(1);
  });
});

describe('readiness follows the platform', () => {
  it('is not ready while the platform is stopped and ready again once it answers', async () => {
    const platform = await startServer();
    const port = Number(new URL(platform.base).port);
    const web = createWebServer({ platformUrl: platform.base, distDir: fakeDist(), mode: 'dev' });
    await web.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      await platform.close();
      // The answer is kept 1.5 s: a balancer polling every second costs the platform one call.
      await new Promise((r) => setTimeout(r, 1600));
      const down = await fetch(`${base}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ ready: false, reason: 'platform not answering' });
      // Liveness does not ask the platform.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      // The platform back at the same address, as a restart brings it.
      const back = createServer({ dbPath: ':memory:', mode: 'test' });
      await back.listen({ port, host: '127.0.0.1' });
      try {
        await new Promise((r) => setTimeout(r, 1600));
        expect((await fetch(`${base}/readyz`)).status).toBe(200);
      } finally {
        await back.close();
      }
    } finally {
      await web.close();
    }
  });

  it('is not ready without the site build', async () => {
    const platform = await startServer();
    const web = createWebServer({ platformUrl: platform.base, distDir: tmpdir() + '/lobby-no-such-dist', mode: 'dev' });
    try {
      const res = await web.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ reason: 'site build not loaded' });
    } finally {
      await web.close();
      await platform.close();
    }
  });
});
