/**
 * docs/product/screens-and-routes.md#download-bar and docs/product/states.md#download-bar download bar rules the kit does not cover (when the bar shows, where the iOS
 * button leads), as pure functions (tested in downloadRules.test.ts). Which buttons the popup
 * offers is the kit's visibleDownloadButtons.
 */
import type { DownloadResourceType } from '@lobby/contract';
import type { DownloadContext as KitDownloadContext } from '@lobby/ui-kit';
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

/** docs/product/screens-and-routes.md#route-list: shown unless in the native app, on a home-screen web app, no link for the platform, or closed before. */
export function downloadBarVisible(ctx: DownloadContext): boolean {
  if (ctx.closed || isNativeApp(ctx.env) || isStandalone(ctx.env)) return false;
  return hasLinkForPlatform(ctx.env, ctx.links);
}

/**
 * What the kit's visibleDownloadButtons needs (docs/product/states.md#download-bar button rules live there, once), read from the
 * device, the configured links and localStorage WEBCLIP.
 */
export function downloadContext(ctx: Pick<DownloadContext, 'env' | 'links' | 'webclipFlag'>): KitDownloadContext {
  return {
    androidLink: Boolean(ctx.links.Android),
    iosLink: Boolean(ctx.links.IOS),
    mobileconfigLink: Boolean(ctx.links.MOBILECONFIG),
    isMobile: isMobile(ctx.env),
    isIos: isIos(ctx.env),
    webclip: ctx.webclipFlag === '1',
  };
}

/** docs/product/states.md#download-bar: the iOS button goes to the IOS link; else to the MOBILECONFIG link and records the profile download. */
export function iosTarget(links: DownloadLinks): { url: string | undefined; recordsProfile: boolean } {
  if (links.IOS) return { url: links.IOS, recordsProfile: false };
  return { url: links.MOBILECONFIG, recordsProfile: Boolean(links.MOBILECONFIG) };
}
