/**
 * Remember-me (docs/decisions/security-limits.md): a device token in an httpOnly cookie, stored as a
 * digest, rotated on each use; a reused one ends its family; logout and password changes end it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '@lobby/contract';
import { failed, login, ok, startServer, type Res, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

/** The remember-me Set-Cookie of an answer, or undefined. */
const setCookieOf = (res: Res): string | undefined =>
  res.headers.getSetCookie().find((c) => c.startsWith('lobbyRemember='));
/** The cookie's value ('' when the answer clears it). */
const cookieValue = (res: Res): string | undefined => setCookieOf(res)?.split(';')[0]!.slice('lobbyRemember='.length);
const cookie = (value: string) => ({ Cookie: `lobbyRemember=${value}` });

async function remembered(username = 'demo_player', password = 'Player123') {
  const res = await login(s.api, username, password, { rememberMe: true });
  const value = ok(res);
  return { value, res, token: cookieValue(res)! };
}

const useCookie = (token: string, username = 'demo_player') =>
  s.api<LoginValue>('/wps/session/login/remembered', { body: { username }, headers: cookie(token) });

const stillWorks = async (sessionToken: string) =>
  (await s.api('/wps/member/info', { token: sessionToken })).json.success;

describe('issue', () => {
  it('a login with remember-me sets an httpOnly, SameSite=Strict cookie on the session routes for 30 days', async () => {
    const { res, token } = await remembered();
    const header = setCookieOf(res)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\/wps\/session(;|$)/);
    expect(header).toMatch(/; Max-Age=2592000/);
    expect(header).not.toMatch(/; Secure/i); // test mode is plain http
    // Nothing in the answer's body or in the database is the token itself.
    expect(res.text).not.toContain(token);
    const rows = s.app.lobby.db.prepare('SELECT * FROM remember_tokens').all();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('is Secure in production', async () => {
    const ctx = s.app.lobby;
    const mode = ctx.mode;
    ctx.mode = 'production';
    try {
      expect(setCookieOf((await remembered()).res)).toMatch(/; Secure/i);
    } finally {
      ctx.mode = mode;
    }
  });

  it('a login without remember-me sets no cookie', async () => {
    const res = await login(s.api, 'demo_player', 'Player123');
    ok(res);
    expect(setCookieOf(res)).toBeUndefined();
  });
});

describe('use and rotation', () => {
  it('logs in with the cookie and rotates it: a new cookie, the old one dead', async () => {
    const { token } = await remembered();
    const res = await useCookie(token);
    const value = ok(res);
    expect(value).toMatchObject({ userName: 'demo_player', merchantCode: 'LOBBY' });
    expect(await stillWorks(value.token)).toBe(true);
    const next = cookieValue(res)!;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(token);
    expect(setCookieOf(res)).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/i);
    // The next one works in turn.
    ok(await useCookie(next));
  });

  it('a reused (already rotated) token ends the whole family and the session it gave', async () => {
    const { token } = await remembered();
    const first = await useCookie(token);
    const session = ok(first).token;
    const next = cookieValue(first)!;
    // The thief (or the owner) shows the old token again.
    const reuse = await useCookie(token);
    expect(reuse.status).toBe(401);
    expect(failed(reuse).code).toBe('user.or.token.invalid');
    expect(cookieValue(reuse)).toBe(''); // cleared
    // The newest token of the family is dead too, and so is the session.
    expect(failed(await useCookie(next)).code).toBe('user.or.token.invalid');
    expect(await stillWorks(session)).toBe(false);
  });

  it('refuses an unknown, missing or expired cookie', async () => {
    expect(failed(await useCookie('x'.repeat(43))).code).toBe('user.or.token.invalid');
    const none = await s.api('/wps/session/login/remembered', { body: { username: 'demo_player' } });
    expect(failed(none).code).toBe('user.or.token.invalid');
    const { token } = await remembered();
    const real = s.app.lobby.now;
    s.app.lobby.now = () => new Date(Date.now() + 31 * 86_400_000);
    try {
      expect(failed(await useCookie(token)).code).toBe('user.or.token.invalid');
    } finally {
      s.app.lobby.now = real;
    }
  });

  it("refuses another account's cookie and leaves it usable", async () => {
    const { token } = await remembered();
    expect(failed(await useCookie(token, 'demo_agent')).code).toBe('user.or.token.invalid');
    ok(await useCookie(token));
  });

  it('a new remembered login on the device replaces the one it held', async () => {
    const { token } = await remembered();
    const again = await login(s.api, 'demo_player', 'Player123', { rememberMe: true }, cookie(token));
    ok(again);
    expect(failed(await useCookie(token)).code).toBe('user.or.token.invalid');
    ok(await useCookie(cookieValue(again)!));
  });

  it('a login with remember-me unticked ends the one the device held', async () => {
    const { token } = await remembered();
    const again = await login(s.api, 'demo_player', 'Player123', { rememberMe: false }, cookie(token));
    ok(again);
    expect(cookieValue(again)).toBe('');
    expect(failed(await useCookie(token)).code).toBe('user.or.token.invalid');
  });

  it('takes JSON only: a cross-site form post is refused before the cookie is read', async () => {
    const { token } = await remembered();
    const res = await s.api('/wps/session/login/remembered', {
      form: { username: 'demo_player' },
      headers: cookie(token),
    });
    expect(failed(res).code).toBe('param.invalid');
    ok(await useCookie(token));
  });
});

describe('revoke', () => {
  it("logout ends this device's remembered login and clears the cookie", async () => {
    const { value, token } = await remembered();
    const res = await s.api('/wps/session/logout', { method: 'DELETE', token: value.token, headers: cookie(token) });
    ok(res);
    expect(cookieValue(res)).toBe('');
    expect(failed(await useCookie(token)).code).toBe('user.or.token.invalid');
  });

  it('a password change ends every remembered login; remember-me gives this device a new one', async () => {
    const a = await remembered('demo_agent', 'Agent123');
    const b = await remembered('demo_agent', 'Agent123');
    const change = await s.api('/wps/member/password', {
      token: b.value.token,
      body: { oldPassword: 'Agent123', newPassword: 'Agent456x', confirmNewPassword: 'Agent456x', rememberMe: true },
    });
    ok(change);
    expect(failed(await useCookie(a.token, 'demo_agent')).code).toBe('user.or.token.invalid');
    expect(failed(await useCookie(b.token, 'demo_agent')).code).toBe('user.or.token.invalid');
    const fresh = cookieValue(change)!;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    ok(await useCookie(fresh, 'demo_agent'));
  });

  it('setting a password by phone ends every remembered login', async () => {
    const { token } = await remembered();
    ok(
      await s.api('/wps/verification/sms/noLogin', {
        body: { mobileNum: '9170000001', countryDialingCode: '+63', purpose: 'reset' },
      }),
    );
    const code = ok(await s.api<{ code: string }[]>('/__dev/sms-outbox?mobile=%2B639170000001'))[0]!.code;
    ok(
      await s.api('/wps/member/password/phone', {
        body: { mobileNum: '9170000001', countryDialingCode: '+63', newPassword: 'Player456', verificationCode: code },
      }),
    );
    expect(failed(await useCookie(token)).code).toBe('user.or.token.invalid');
  });
});

describe('attempt limit', () => {
  it('wrong cookies count on the client address like wrong passwords: then 429, even for a good one', async () => {
    const t = await startServer({ limits: { loginPerIp: 3 } });
    try {
      const good = cookieValue(await login(t.api, 'demo_player', 'Player123', { rememberMe: true }))!;
      const use = (value: string) =>
        t.api('/wps/session/login/remembered', { body: { username: 'demo_player' }, headers: cookie(value) });
      for (let i = 0; i < 3; i++) expect(failed(await use(`guess${i}`)).code).toBe('user.or.token.invalid');
      const over = await use(good);
      expect(over.status).toBe(429);
      expect(failed(over).code).toBe('rate.limited');
      // Over the limit the cookie is not cleared: it may still be good.
      expect(cookieValue(over)).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
