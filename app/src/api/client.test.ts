import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNetworkStatus, setNetworkStatus } from '../state/network.ts';
import { readSession, setKnownSession } from '../state/session.ts';
import { call, clientTiming, setRenderSessionScope, setSessionExpiredHandler } from './client.ts';
import { ApiError } from './errors.ts';

type FetchArgs = [string, RequestInit];
const ok = (value: unknown) => Response.json({ success: true, value });
const fail = (code: string, status: number, extra: object = {}) =>
  Response.json({ success: false, code, message: code, ...extra }, { status });

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
const headersOf = (i = 0) => new Headers(fetchMock.mock.calls[i]![1].headers);

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  setKnownSession(null, true);
  setRenderSessionScope(() => undefined);
  setNetworkStatus('online');
  clientTiming.retryDelaysMs = [1, 1];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

const login = () => setKnownSession({ merchantCode: 'LOBBY', userName: 'demo', type: 0, firstTimeLogin: false }, true);

describe('api.call', () => {
  it('sends the protocol headers, module id and query, and unwraps the envelope', async () => {
    fetchMock.mockResolvedValueOnce(ok({ list: [], footer: { unreadCount: 0 } }));
    const value = await call('announcements', { query: { types: 'B,PU', groupName: 'm_home' } });
    expect(value).toEqual({ list: [], footer: { unreadCount: 0 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/relay/announcements?types=B%2CPU&groupName=m_home');
    expect(init.method).toBe('GET');
    const h = headersOf();
    expect(h.get('Merchant')).toBe('LOBBY');
    expect(h.get('Device')).toBe('MOBILE');
    expect(h.get('Language')).toMatch(/^[A-Z]{2}$/);
    expect(h.get('Authorization')).toBeNull();
  });

  it('sends no token from the browser: the front-end server adds the cookie’s', async () => {
    login();
    fetchMock.mockResolvedValueOnce(ok(3));
    await call('inboxUnread');
    expect(headersOf().get('Authorization')).toBeNull();
    expect(headersOf().get('Module')).toBe('INBOX3');
    expect(headersOf().get('Merchant')).toBe('LOBBY');
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('demo');
  });

  it('in the server’s render, adds the raw token (no Bearer) the render scope gives', async () => {
    setRenderSessionScope(() => 'tok-1');
    fetchMock.mockResolvedValueOnce(ok(3)).mockResolvedValueOnce(ok([]));
    await call('inboxUnread');
    expect(headersOf().get('Authorization')).toBe('tok-1');
    await call('announcements', { anonymous: true, query: { types: 'B', groupName: 'm_home' } });
    expect(headersOf(1).get('Authorization')).toBeNull();
  });

  it('uses the trial merchant for free play', async () => {
    fetchMock.mockResolvedValueOnce(ok({ token: 't', userName: 'TRIAL1', customerType: 4 }));
    await call('freePlay', { body: {} });
    expect(headersOf().get('Merchant')).toBe('LOBBYTRIAL');
  });

  it('throws ApiError with the code and captcha flag', async () => {
    fetchMock.mockResolvedValueOnce(fail('login.failed', 400, { captcha: true }));
    const err = await call('captcha').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('login.failed');
    expect((err as ApiError).captcha).toBe(true);
  });

  it('never caches or retries the captcha', async () => {
    fetchMock.mockResolvedValueOnce(fail('unknown.error', 500));
    await expect(call('captcha')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1].cache).toBe('no-store');
  });

  it('retries idempotent reads on 5xx, malformed answers and dropped connections', async () => {
    fetchMock
      .mockResolvedValueOnce(fail('unknown.error', 500))
      .mockResolvedValueOnce(new Response('{"success":true,"value":{"trunc', { status: 200 }))
      .mockResolvedValueOnce(ok([]));
    await expect(call('banners')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry writes', async () => {
    login();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call('feedback', { body: { content: 'hi' } })).rejects.toMatchObject({ code: 'network.offline' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports offline on a dropped connection and online again on the next answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call('banners', { retries: 0 })).rejects.toMatchObject({ code: 'network.offline' });
    expect(getNetworkStatus()).toBe('offline');
    fetchMock.mockResolvedValueOnce(ok([]));
    await call('banners');
    expect(getNetworkStatus()).toBe('online');
  });

  it('on session expiry tells the shell once, which ends the session when it is safe to', async () => {
    login();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fetchMock.mockImplementation(() => Promise.resolve(fail('login.not.session', 401)));
    await Promise.all([call('balance').catch(() => 0), call('inboxUnread').catch(() => 0)]);
    await Promise.resolve();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('login.not.session');
    // Kept for the shell to end (after hydration, AppShell): a call meanwhile does not tell it again.
    expect(readSession()).toBeDefined();
    await call('balance').catch(() => 0);
    await Promise.resolve();
    expect(expired).toHaveBeenCalledTimes(1);
    // A new session that expires is told of again.
    login();
    await call('balance').catch(() => 0);
    await Promise.resolve();
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('on session expiry with no shell to tell, drops the stored session at once', async () => {
    login();
    setSessionExpiredHandler(null);
    fetchMock.mockImplementation(() => Promise.resolve(fail('login.not.session', 401)));
    await call('balance').catch(() => 0);
    expect(readSession()).toBeUndefined();
  });

  it('encrypts login bodies with the server key (Encryption header, {value})', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    fetchMock
      .mockResolvedValueOnce(ok({ publicKey: pem, format: 'spki-pem', algorithm: 'RSA-OAEP-256', keyId: 'k' }))
      .mockResolvedValueOnce(ok({ token: 't', userName: 'demo', customerType: 0, firstTimeLogin: false }));
    await call('login', { body: { type: 'username', username: 'demo', password: 'secret1' } });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/wps/session/login');
    expect(new Headers(init.headers).get('Encryption')).toBeTruthy();
    const body = JSON.parse(String(init.body)) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(String(init.body)).not.toContain('secret1');
  });
});
