import { describe, expect, it } from 'vitest';
import { deviceOf, isIos, isWebClip, platformOf, registerMethodOf } from './standalone.ts';
import type { Environment } from './standalone.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const env = (over: Partial<Environment>): Environment => ({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126',
  displayStandalone: false,
  iosStandalone: false,
  maxTouchPoints: 0,
  ...over,
});

describe('registerMethod (docs/product/accounts.md#registration)', () => {
  it('is H5 in a browser tab', () => expect(registerMethodOf(env({ userAgent: android }))).toBe('H5'));
  it('is APP inside the native app shell', () =>
    expect(registerMethodOf(env({ userAgent: `${android} LobbyApp/2.1`, displayStandalone: true }))).toBe('APP'));
  it('is PWA when installed (display-mode standalone)', () =>
    expect(registerMethodOf(env({ userAgent: android, displayStandalone: true }))).toBe('PWA'));
  it('is WEBCLIP on an iOS home-screen app', () =>
    expect(registerMethodOf(env({ userAgent: iphone, iosStandalone: true }))).toBe('WEBCLIP'));
});

describe('Device header (docs/product/states.md#login)', () => {
  it('is MOBILE in a tab and OTHERS when standalone', () => {
    expect(deviceOf(env({}))).toBe('MOBILE');
    expect(deviceOf(env({ displayStandalone: true }))).toBe('OTHERS');
    expect(deviceOf(env({ userAgent: iphone, iosStandalone: true }))).toBe('OTHERS');
  });
});

describe('platform', () => {
  it('knows iOS, iPadOS (desktop UA with touch), Android and others', () => {
    expect(platformOf(env({ userAgent: iphone }))).toBe('ios');
    expect(isIos(env({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 }))).toBe(true);
    expect(platformOf(env({ userAgent: android }))).toBe('android');
    expect(platformOf(env({}))).toBe('other');
    expect(isWebClip(env({ userAgent: android, displayStandalone: true }))).toBe(false);
  });
});
