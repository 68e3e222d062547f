import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@lobby/contract';
import { getNetworkStatus, setNetworkStatus } from '../state/network.ts';
import { call, clientTiming, setSessionExpiredHandler } from './client.ts';
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
  setNetworkStatus('online');
  clientTiming.retryDelaysMs = [1, 1];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

const login = () =>
  sessionStorage.setItem(
    storageKeys.sessionInfo,
    JSON.stringify({ token: 'tok-1', merchantCode: 'LOBBY', userName: 'demo', type: 0, firstTimeLogin: false }),
  );

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

  it('adds the raw token (no Bearer) and module header on session calls', async () => {
    login();
    fetchMock.mockResolvedValueOnce(ok(3));
    await call('inboxUnread');
    expect(headersOf().get('Authorization')).toBe('tok-1');
    expect(headersOf().get('Module')).toBe('INBOX3');
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

  it('on session expiry clears the stored session and tells the shell once', async () => {
    login();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fetchMock.mockImplementation(() => Promise.resolve(fail('login.not.session', 401)));
    await Promise.all([call('balance').catch(() => 0), call('inboxUnread').catch(() => 0)]);
    await Promise.resolve();
    expect(sessionStorage.getItem(storageKeys.sessionInfo)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('login.not.session');
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
