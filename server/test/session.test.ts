import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload, fromBase64, toBase64, type LoginValue } from '@lobby/contract';
import { captcha, encrypted, failed, login, ok, smsLogin, startServer, token, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ limits: { loginPerAccount: 4, smsPerMobile: 3 } });
});
afterAll(() => s.close());

describe('encrypted bodies', () => {
  it('answers an RSA-OAEP public key as SPKI PEM', async () => {
    const v = ok(await s.api<{ publicKey: string; format: string }>('/wps/session/key/rsa'));
    expect(v.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(v.format).toBe('spki-pem');
  });

  it('logs in with an encrypted body (round trip)', async () => {
    const v = ok(await login(s.api, 'demo_player', 'Player123'));
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(v).toMatchObject({ userName: 'demo_player', customerType: 0, firstTimeLogin: false, merchantCode: 'LOBBY' });
  });

  it('rejects a tampered, unencrypted or headerless body with encryption.invalid', async () => {
    const key = ok(await s.api<{ publicKey: string }>('/wps/session/key/rsa'));
    const { encryptionHeader, body } = await encryptPayload(key.publicKey, {
      username: 'demo_player',
      password: 'Player123',
    });
    const bytes = fromBase64(body.value);
    bytes[20] = bytes[20]! ^ 1;
    const tampered = await s.api('/wps/session/login', {
      body: { value: toBase64(bytes) },
      headers: { Encryption: encryptionHeader },
    });
    expect(tampered.status).toBe(400);
    expect(failed(tampered).code).toBe('encryption.invalid');
    const plain = await s.api('/wps/session/login', { body: { username: 'demo_player', password: 'Player123' } });
    expect(failed(plain).code).toBe('encryption.invalid');
    const noHeader = await s.api('/wps/session/login', { body });
    expect(failed(noHeader).code).toBe('encryption.invalid');
    const badKey = await s.api('/wps/session/login', { body, headers: { Encryption: toBase64(new Uint8Array(256)) } });
    expect(failed(badKey).code).toBe('encryption.invalid');
  });
});

describe('login, captcha and rate limit', () => {
  it('requires a captcha after a failed login (docs/product/states.md#login)', async () => {
    const bad = await login(s.api, 'demo_fresh', 'Wrong1234');
    expect(failed(bad)).toMatchObject({ code: 'login.failed', captcha: true });
    const noCaptcha = await login(s.api, 'demo_fresh', 'Fresh123');
    expect(failed(noCaptcha)).toMatchObject({ code: 'captcha.required', captcha: true });
    const c1 = await captcha(s.api);
    const wrong = await login(s.api, 'demo_fresh', 'Fresh123', {
      captchaId: c1.captchaId,
      captcha: c1.captcha === '0000' ? '1111' : '0000',
    });
    expect(failed(wrong).code).toBe('captcha.invalid');
    const c2 = await captcha(s.api);
    const good = ok(await login(s.api, 'demo_fresh', 'Fresh123', c2));
    expect(good.firstTimeLogin).toBe(true);
    // The captcha is single use and the requirement clears after success.
    expect(ok(await login(s.api, 'demo_fresh', 'Fresh123')).firstTimeLogin).toBe(false);
  });

  it('serves the captcha as a real PNG, never cached', async () => {
    const res = await s.api<string>('/wps/captcha');
    const png = Buffer.from(ok(res), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toMatch(/captchaId=.*HttpOnly/i);
  });

  it('rate-limits failed logins per account with 429', async () => {
    for (let i = 0; i < 4; i++) {
      const c = await captcha(s.api);
      expect(failed(await login(s.api, 'agent_sub1', 'nope12345', c)).code).not.toBe('rate.limited');
    }
    const c = await captcha(s.api);
    const res = await login(s.api, 'agent_sub1', 'Team1001', c);
    expect(res.status).toBe(429);
    expect(failed(res).code).toBe('rate.limited');
  });

  it('rejects unknown users like wrong passwords, and trial accounts as non-members', async () => {
    expect(failed(await login(s.api, 'nobody_here', 'Whatever1')).code).toBe('login.failed');
    expect(failed(await encrypted(s.api, '/wps/session/login', { type: 'firebase', firebaseIdToken: 'x' })).code).toBe(
      'function.not.available',
    );
  });

  it('logs out, and a second login elsewhere ends the first session with login.not.session', async () => {
    const t1 = await token(s.api, 'demo_agent', 'Agent123');
    const t2 = await token(s.api, 'demo_agent', 'Agent123');
    const kicked = await s.api('/wps/member/info', { token: t1 });
    expect(kicked.status).toBe(401);
    expect(failed(kicked).code).toBe('login.not.session');
    expect(ok(await s.api('/wps/member/info', { token: t2 }))).toMatchObject({ account: 'demo_agent' });
    ok(await s.api('/wps/session/logout', { method: 'DELETE', token: t2 }));
    expect(failed(await s.api('/wps/member/info', { token: t2 })).code).toBe('user.or.token.invalid');
    expect(failed(await s.api('/wps/member/info')).code).toBe('user.or.token.invalid');
    expect(failed(await s.api('/wps/member/info', { token: 'x'.repeat(43) })).code).toBe('user.or.token.invalid');
  });
});

describe('sessions expire', () => {
  it('answers user.or.token.invalid after the session lifetime', async () => {
    const short = await startServer({ sessionTtlMs: 300 });
    try {
      const t = await token(short.api);
      ok(await short.api('/wps/wallets/balance', { token: t }));
      await new Promise((r) => setTimeout(r, 400));
      expect(failed(await short.api('/wps/wallets/balance', { token: t })).code).toBe('user.or.token.invalid');
    } finally {
      await short.close();
    }
  });
});

describe('free play (trial)', () => {
  it('gives a type 4 session on the trial merchant that member-only calls refuse', async () => {
    const name = ok(await s.api<{ trialName: string }>('/wps/member/trialuser')).trialName;
    expect(name).toMatch(/^TRIAL[0-9A-F]{6}$/);
    const v = ok(await s.api<LoginValue>('/wps/session/login/freeplay', { body: { trialName: name } }));
    expect(v).toMatchObject({ userName: name, customerType: 4, merchantCode: 'LOBBYTRIAL' });
    expect(
      ok(await s.api<{ sumBalance: number }>('/wps/wallets/balance', { token: v.token, merchant: 'LOBBYTRIAL' }))
        .sumBalance,
    ).toBe(2000);
    const club = await s.api('/wps/relay/memberClub', { token: v.token, merchant: 'LOBBYTRIAL' });
    expect(club.status).toBe(403);
    expect(failed(club).code).toBe('trial.forbidden');
    expect(
      failed(await s.api('/wps/relay/agent/kpi?startDate=2026-01-01&endDate=2026-01-01', { token: v.token })).code,
    ).toBe('function.not.available');
  });
});

describe('SMS login', () => {
  it('sends a code to the outbox and logs in with it', async () => {
    const sent = ok(
      await s.api<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
        body: { mobileNum: '9170000001', countryDialingCode: '+63' },
      }),
    );
    expect(sent.expiredMinutes).toBe(5);
    const outbox = ok(await s.api<{ code: string }[]>('/__dev/sms-outbox?mobile=%2B639170000001'));
    const code = outbox[0]!.code;
    const wrong = await smsLogin(s.api, '9170000001', code === '000000' ? '111111' : '000000');
    expect(failed(wrong).code).toBe('verification.code.error');
    const v = ok(await smsLogin(s.api, '9170000001', code));
    expect(v.userName).toBe('demo_player');
    // Single use.
    const again = await smsLogin(s.api, '9170000001', code);
    expect(failed(again).code).toBe('verification.code.error');
  });

  it('validates the mobile number and refuses unknown numbers', async () => {
    expect(
      failed(await s.api('/wps/verification/sms/noLogin', { body: { mobileNum: 'abc', countryDialingCode: '+63' } }))
        .code,
    ).toBe('mobile.invalid');
    expect(failed(await s.api('/wps/verification/sms/noLogin', { body: { countryDialingCode: '+63' } })).code).toBe(
      'mobile.required',
    );
    expect(
      failed(
        await s.api('/wps/verification/sms/noLogin', { body: { mobileNum: '9999999999', countryDialingCode: '+63' } }),
      ).code,
    ).toBe('user.not.exist');
  });

  it('rate-limits SMS per mobile with 429', async () => {
    const body = { mobileNum: '9170000003', countryDialingCode: '+63' };
    for (let i = 0; i < 3; i++) ok(await s.api('/wps/verification/sms/noLogin', { body }));
    const res = await s.api('/wps/verification/sms/noLogin', { body });
    expect(res.status).toBe(429);
    expect(failed(res).code).toBe('rate.limited');
  });
});
