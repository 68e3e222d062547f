import { describe, expect, it } from 'vitest';
import type { Environment } from '../config/standalone.ts';
import { visibleDownloadButtons } from '@lobby/ui-kit';
import { downloadBarVisible, downloadContext, iosTarget } from './downloadRules.ts';

/** The kit's docs/product/states.md#download-bar rule fed from the app's device, links and WEBCLIP reading. */
const downloadButtons = (ctx: Parameters<typeof downloadContext>[0]) => visibleDownloadButtons(downloadContext(ctx));

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126';
const env = (userAgent: string, over: Partial<Environment> = {}): Environment => ({
  userAgent,
  displayStandalone: false,
  iosStandalone: false,
  maxTouchPoints: 0,
  ...over,
});
const all = { IOS: 'https://x/ios', Android: 'https://x/a.apk', MOBILECONFIG: 'https://x/p.mobileconfig' };

describe('download bar visibility (docs/product/screens-and-routes.md#download-bar, docs/product/states.md#download-bar)', () => {
  it('shows in a browser with a link for the platform', () => {
    expect(downloadBarVisible({ env: env(android), links: all, closed: false, webclipFlag: null })).toBe(true);
  });
  it('hides once closed (hideDownloadBar=1)', () => {
    expect(downloadBarVisible({ env: env(android), links: all, closed: true, webclipFlag: null })).toBe(false);
  });
  it('hides in the native app and on a home-screen app', () => {
    expect(
      downloadBarVisible({ env: env(`${android} LobbyApp/1`), links: all, closed: false, webclipFlag: null }),
    ).toBe(false);
    expect(
      downloadBarVisible({
        env: env(android, { displayStandalone: true }),
        links: all,
        closed: false,
        webclipFlag: null,
      }),
    ).toBe(false);
    expect(
      downloadBarVisible({ env: env(iphone, { iosStandalone: true }), links: all, closed: false, webclipFlag: null }),
    ).toBe(false);
  });
  it('hides when the platform has no link', () => {
    expect(downloadBarVisible({ env: env(android), links: { IOS: 'x' }, closed: false, webclipFlag: null })).toBe(
      false,
    );
    expect(downloadBarVisible({ env: env(iphone), links: { Android: 'x' }, closed: false, webclipFlag: null })).toBe(
      false,
    );
    expect(
      downloadBarVisible({ env: env(iphone), links: { MOBILECONFIG: 'x' }, closed: false, webclipFlag: null }),
    ).toBe(true);
    expect(downloadBarVisible({ env: env(desktop), links: {}, closed: false, webclipFlag: null })).toBe(false);
  });
});

describe('download buttons by device (docs/product/states.md#download-bar)', () => {
  it('desktop: iOS and Android, no profile', () => {
    expect(downloadButtons({ env: env(desktop), links: all, webclipFlag: null })).toEqual({
      ios: true,
      android: true,
      profile: false,
    });
  });
  it('Android phone: Android only', () => {
    expect(downloadButtons({ env: env(android), links: all, webclipFlag: null })).toEqual({
      ios: false,
      android: true,
      profile: false,
    });
  });
  it('iPhone: iOS and profile; profile gone once WEBCLIP is 1; iOS gone without an IOS link', () => {
    expect(downloadButtons({ env: env(iphone), links: all, webclipFlag: null })).toEqual({
      ios: true,
      android: false,
      profile: true,
    });
    expect(downloadButtons({ env: env(iphone), links: all, webclipFlag: '1' }).profile).toBe(false);
    expect(downloadButtons({ env: env(iphone), links: { MOBILECONFIG: 'x' }, webclipFlag: null }).ios).toBe(false);
  });
  it('iOS button: IOS link, else the profile link and a record of the profile download', () => {
    expect(iosTarget(all)).toEqual({ url: all.IOS, recordsProfile: false });
    expect(iosTarget({ MOBILECONFIG: 'p' })).toEqual({ url: 'p', recordsProfile: true });
  });
});
