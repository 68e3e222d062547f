/**
 * Where the site runs (docs/product/accounts.md#registration registerMethod, docs/product/states.md#download-bar Device header and download bar): inside our
 * native app shell, as an installed PWA, as an iOS home-screen web clip, or in a browser tab.
 * One module, so registration, login and the download bar agree.
 */
import type { Device, RegisterMethod } from '@lobby/contract';

export interface Environment {
  userAgent: string;
  /** `display-mode: standalone` (or fullscreen/minimal-ui) matches. */
  displayStandalone: boolean;
  /** iOS Safari's `navigator.standalone`. */
  iosStandalone: boolean;
  maxTouchPoints: number;
}

/** The native app shell adds this token to its user agent (our decision: docs/decisions/app-standalone.md). */
export const nativeAppUserAgentToken = 'LobbyApp';

/** On the server (no window): a plain browser tab of unknown make, the page every device can start from. */
const serverEnvironment: Environment = {
  userAgent: '',
  displayStandalone: false,
  iosStandalone: false,
  maxTouchPoints: 0,
};

export function readEnvironment(win: Window | undefined = globalThis.window): Environment {
  if (!win) return serverEnvironment;
  const mq = (q: string) => (typeof win.matchMedia === 'function' ? win.matchMedia(q).matches : false);
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    displayStandalone:
      mq('(display-mode: standalone)') || mq('(display-mode: fullscreen)') || mq('(display-mode: minimal-ui)'),
    iosStandalone: nav.standalone === true,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
  };
}

export const isIos = (env: Environment): boolean =>
  /iPad|iPhone|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
export const isAndroid = (env: Environment): boolean => /Android/i.test(env.userAgent);
export const isMobile = (env: Environment): boolean =>
  isIos(env) || isAndroid(env) || /Mobi|Mobile/i.test(env.userAgent);
export const isNativeApp = (env: Environment): boolean => env.userAgent.includes(nativeAppUserAgentToken);
/** A home-screen app of any kind (PWA or iOS web clip). */
export const isStandalone = (env: Environment): boolean => env.displayStandalone || env.iosStandalone;
/** iOS web clip: standalone on iOS (installed from a MOBILECONFIG profile or Add to Home Screen). */
export const isWebClip = (env: Environment): boolean => isIos(env) && isStandalone(env);

/** docs/product/data.md#stores: APP in the app shell, H5 by default, PWA or WEBCLIP when standalone. */
export function registerMethodOf(env: Environment): RegisterMethod {
  if (isNativeApp(env)) return 'APP';
  if (isWebClip(env)) return 'WEBCLIP';
  if (isStandalone(env)) return 'PWA';
  return 'H5';
}

/** docs/product/states.md#login / protocol.md: the login sends OTHERS from a standalone home-screen app, else MOBILE. */
export const deviceOf = (env: Environment): Device => (isStandalone(env) ? 'OTHERS' : 'MOBILE');

export type Platform = 'ios' | 'android' | 'other';
export const platformOf = (env: Environment): Platform => (isIos(env) ? 'ios' : isAndroid(env) ? 'android' : 'other');
