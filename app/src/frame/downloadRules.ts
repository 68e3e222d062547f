/** spec 2 and spec 4 download bar rules, as pure functions (tested in downloadRules.test.ts). */
import type { DownloadResourceType } from '@lobby/contract';
import type { Environment } from '../config/standalone.ts';
import { isIos, isMobile, isNativeApp, isStandalone } from '../config/standalone.ts';

export type DownloadLinks = Partial<Record<DownloadResourceType, string>>;

export interface DownloadContext {
  env: Environment;
  links: DownloadLinks;
  /** localStorage hideDownloadBar === '1' (closed before). */
  closed: boolean;
  /** localStorage WEBCLIP (the profile was downloaded). */
  webclipFlag: string | null;
}

/** A link for this platform: iOS needs IOS or MOBILECONFIG, Android needs Android, others any. */
export function hasLinkForPlatform(env: Environment, links: DownloadLinks): boolean {
  if (isIos(env)) return Boolean(links.IOS || links.MOBILECONFIG);
  if (/Android/i.test(env.userAgent)) return Boolean(links.Android);
  return Boolean(links.IOS || links.Android || links.MOBILECONFIG);
}

/** spec 2: shown unless in the native app, on a home-screen web app, no link for the platform, or closed before. */
export function downloadBarVisible(ctx: DownloadContext): boolean {
  if (ctx.closed || isNativeApp(ctx.env) || isStandalone(ctx.env)) return false;
  return hasLinkForPlatform(ctx.env, ctx.links);
}

export interface DownloadButtons {
  ios: boolean;
  android: boolean;
  profile: boolean;
}

/**
 * spec 4: profile only on iOS with a MOBILECONFIG link and WEBCLIP not '1'; Android if an Android
 * link exists and (not mobile or not iOS); iOS when not mobile, or on iOS with an IOS link.
 */
export function downloadButtons(ctx: Pick<DownloadContext, 'env' | 'links' | 'webclipFlag'>): DownloadButtons {
  const ios = isIos(ctx.env);
  const mobile = isMobile(ctx.env);
  return {
    profile: ios && Boolean(ctx.links.MOBILECONFIG) && ctx.webclipFlag !== '1',
    android: Boolean(ctx.links.Android) && (!mobile || !ios),
    ios: !mobile || (ios && Boolean(ctx.links.IOS)),
  };
}

/** spec 4: the iOS button goes to the IOS link; else to the MOBILECONFIG link and records the profile download. */
export function iosTarget(links: DownloadLinks): { url: string | undefined; recordsProfile: boolean } {
  if (links.IOS) return { url: links.IOS, recordsProfile: false };
  return { url: links.MOBILECONFIG, recordsProfile: Boolean(links.MOBILECONFIG) };
}
