/**
 * Issue 11, hostile input on the server: the public XSS corpus (tests/fixtures/xss-corpus.txt),
 * oversized and unicode strings through every endpoint that accepts text: never a 500, text stored
 * as JSON comes back as the same string (the app escapes or sanitises it), and wherever the server
 * itself answers HTML or SVG no planted markup comes back unescaped. Also the test-only plant
 * control the e2e hostile-input spec uses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { captcha, encrypted, failed, ok, serverWithDemoLogins, startServer, token } from './helpers.ts';

const corpus = readFileSync(new URL('../../tests/fixtures/xss-corpus.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('# '));
const odd = [
  'x'.repeat(10_000),
  '\u202Eevil\u202C name',
  '\u200B\u200C\u200D\uFEFF',
  '🎰🍀👨‍👩‍👧‍👦',
  'a\u0000b',
  '\uD800',
  'Ω≈ç√∫˜µ≤≥÷',
  'SELECT * FROM members; --',
];
const hostile = [...corpus, ...odd];

const s = serverWithDemoLogins();

const notServerError = (path: string, v: string, status: number) =>
  expect(status, `${path} with ${JSON.stringify(v.slice(0, 60))}`).toBeLessThan(500);

describe('the corpus has dozens of vectors', () => {
  it('reads them', () => expect(corpus.length).toBeGreaterThanOrEqual(60));
});

describe('endpoints that take text answer no 500 and store text as text', () => {
  it('profile fields (nickname, e-mail, payee name)', async () => {
    type Info = { nickname: string | null; email: string | null; payeeName: string | null };
    let before = ok(await s.api<Info>('/wps/member/info', { token: s.player }));
    let stored = 0;
    // Values the fields' patterns accept that still carry quotes and ampersands: they must come back
    // exactly, not escaped into '&#39;' or '&amp;'.
    const storable = ["O'Brien-Smith", "Zoë d'Arc", 'x"&\'y@example.com'];
    for (const v of [...hostile, ...storable]) {
      const accepted: Partial<Record<keyof Info, boolean>> = {};
      for (const [path, field] of [
        ['/wps/member/info/nickname', 'nickname'],
        ['/wps/member/info/email', 'email'],
        ['/wps/member/info/payeename', 'payeeName'],
      ] as const) {
        const res = await s.api(path, { token: s.player, body: { [field]: v } });
        notServerError(path, v, res.status);
        accepted[field] = res.json.success;
      }
      const info = ok(await s.api<Info>('/wps/member/info', { token: s.player }));
      // Stored as sent (trimmed, as every text field is) or refused and left as it was: never
      // half-escaped or mangled into markup.
      for (const field of ['nickname', 'email', 'payeeName'] as const) {
        const want = accepted[field] ? v.trim() : before[field];
        expect(info[field], `${field} after ${JSON.stringify(v.slice(0, 60))}`).toBe(want);
        if (accepted[field]) stored += 1;
      }
      before = info;
    }
    // The comparison above ran on stored values too, not only on refusals.
    expect(stored).toBeGreaterThanOrEqual(storable.length);
  });

  it('feedback, bank card, username check, game search, forgot password, affiliate check', async () => {
    // A lone surrogate cannot be put in a URL (encodeURIComponent throws): the JSON bodies carry it.
    const q = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'));
    for (const v of hostile) {
      const calls = [
        s.api('/wps/feedback', { token: s.player, method: 'PUT', body: { content: v } }),
        s.api('/wps/member/bankCard', { token: s.player, body: { bankName: v, cardNo: v, accountName: v } }),
        s.api(`/wps/check/username?username=${q(v)}`),
        s.api(`/wps/relay/games?gameName=${q(v)}&gameType=SLOT&pageNo=1&pageSize=26`),
        s.api('/wps/member/password/forgot', { form: { username: v, email: v } }),
        s.api(`/wps/relay/affiliate/check?code=${q(v)}&domain=${q(v)}`),
      ];
      const results = await Promise.all(calls);
      results.forEach((r, i) => notServerError(`call ${i}`, v, r.status));
    }
  });

  it('login and register bodies (encrypted) with hostile usernames', async () => {
    for (const v of hostile.slice(0, 40)) {
      notServerError(
        'login',
        v,
        (await encrypted(s.api, '/wps/session/login', { type: 'username', username: v, password: v })).status,
      );
      const c = await captcha(s.api);
      const res = await encrypted(
        s.api,
        '/wps/member/register',
        { username: v, password: v, confirmPassword: v, type: 0, registerMethod: 'H5', ...c },
        'PUT',
      );
      notServerError('register', v, res.status);
      expect(res.json.success).toBe(false);
    }
  });
});

describe('HTML and SVG the server makes escape what it was given', () => {
  it('the launched-game page reflects no markup', async () => {
    for (const v of corpus.filter((x) => x.includes('<'))) {
      const res = await s.api(
        `/wps/game/launched?vendor=${encodeURIComponent(v)}&gameName=${encodeURIComponent(v)}&gameId=${encodeURIComponent(v)}`,
        { headers: { Accept: 'text/html' } },
      );
      notServerError('launched', v, res.status);
      expect(res.text).not.toContain(v);
      expect(res.text).not.toMatch(/<(script|img|svg|iframe|details|input|math|object|embed)[\s>/]/i);
    }
  });

  it('planted banner titles do not reach the generated banner SVG as markup', async () => {
    ok(await s.api('/__dev/plant', { body: { texts: corpus, links: ['javascript:alert(1)'] } }));
    const banners = ok(await s.api<{ url: string }[]>('/wps/relay/banners'));
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      const svg = await s.api(new URL(b.url, s.base).pathname);
      notServerError('banner svg', b.url, svg.status);
      expect(svg.text).not.toMatch(/<script|onerror=|onload=|javascript:/i);
    }
    ok(await s.api('/__dev/reset', { method: 'POST' }));
    s.player = await token(s.api);
  });
});

describe('DELETE /__dev/faults?path=', () => {
  it('clears the faults of one path and keeps the others', async () => {
    ok(await s.api('/__dev/faults', { body: { path: '/wps/system/status', kind: '500', count: 5 } }));
    ok(await s.api('/__dev/faults', { body: { path: '/wps/relay/winners', kind: '500', count: 5 } }));
    const left = ok(
      await s.api<{ path: string }[]>('/__dev/faults?path=%2Fwps%2Fsystem%2Fstatus', { method: 'DELETE' }),
    );
    expect(left.map((f) => f.path)).toEqual(['/wps/relay/winners']);
    ok(await s.api('/wps/system/status'));
    expect((await s.api('/wps/relay/winners')).status).toBe(500);
    ok(await s.api('/__dev/faults', { method: 'DELETE' }));
  });
});

describe('/__dev/plant (test mode only)', () => {
  it('puts strings where the server text reaches the page, and reset takes them back', async () => {
    const texts = ['<b>one</b>', '<i>two</i>'];
    const planted = ok(await s.api<{ planted: number }>('/__dev/plant', { body: { texts } }));
    expect(planted.planted).toBeGreaterThan(20);
    const help = ok(await s.api<{ title: string; content: string }[]>('/wps/system/helpCenter?device=MOBILE'));
    expect(help[0]!.title).toBe('<b>one</b>');
    expect(help[0]!.content).toBe('<i>two</i>');
    const links = ok(await s.api<{ type: string; path: string }[]>('/wps/relay/serviceLinks'));
    expect(links.length).toBeGreaterThan(0);
    expect(failed(await s.api('/__dev/plant', { body: { texts: [] } })).code).toBe('param.invalid');
    ok(await s.api('/__dev/reset', { method: 'POST' }));
    const again = ok(await s.api<{ title: string }[]>('/wps/system/helpCenter?device=MOBILE'));
    expect(again[0]!.title).not.toBe('<b>one</b>');
    s.player = await token(s.api);
  });

  it('does not exist outside test mode', async () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const dev = await startServer({ mode: 'dev' }).finally(() => {
      process.env.NODE_ENV = env;
    });
    try {
      expect((await dev.api('/__dev/plant', { body: { texts: ['x'] } })).status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});

describe('POST /__dev/session (test mode)', () => {
  it('gives a seeded account a session that leaves its others alone; a real login still ends them', async () => {
    const a = ok(await s.api<{ token: string }>('/__dev/session', { body: { username: 'demo_agent' } }));
    const b = ok(await s.api<{ token: string }>('/__dev/session', { body: { username: 'demo_agent' } }));
    ok(await s.api('/wps/wallets/balance', { token: a.token }));
    ok(await s.api('/wps/wallets/balance', { token: b.token }));
    expect((await s.api('/__dev/session', { body: { username: 'nobody_here' } })).status).toBe(404);
  });
});
