/**
 * The home load (docs/product/calls.md#content): one announcements call with types B,PL,PU,H, groupName m_home, platform M,
 * merchantCode and token. It starts as soon as the home chunk is evaluated (before React renders),
 * so the first banner image can be preloaded early: it is the page's largest paint.
 */
import type { Announcement } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { runtimeConfig } from '../../config/runtimeConfig.ts';
import { readSession, sessionKey } from '../../state/session.ts';
import { artSources } from '../shared/art.tsx';

/** How wide a banner is drawn: the phone's width, at most the page's measure. */
export const bannerSizes = '(min-width: 750px) 750px, 100vw';

export interface HomeData {
  banners: Announcement[];
  /** Notice-bar titles: the H headlines, else the player announcements. */
  notices: Announcement[];
  popups: Announcement[];
}

let cache: { key: string; promise: Promise<HomeData> } | null = null;

/**
 * Preloads the first banner as the picture will pick it: the CDN art's AVIF at the banner's sizes
 * (a browser without AVIF skips a preload of that type and the picture's WebP loads as usual).
 */
function preloadImage(url: string) {
  if (typeof document === 'undefined' || document.head.querySelector(`link[rel="preload"][href="${url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  const best = artSources(url)?.[0];
  if (best) {
    link.type = best.type;
    link.setAttribute('imagesrcset', best.srcSet);
    link.setAttribute('imagesizes', bannerSizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * One home call, uncached (the server's render asks this, once per request, with the visitor's own
 * session: a member's page is rendered with the member's announcements). `merchantCode`: the
 * viewer's merchant (the session's, else the site's).
 */
export function fetchHomeData(
  signal?: AbortSignal,
  merchantCode = readSession()?.merchantCode ?? runtimeConfig().merchantCode,
): Promise<HomeData> {
  return call('announcements', {
    signal,
    query: {
      types: 'B,PL,PU,H',
      groupName: 'm_home',
      platform: 'M',
      merchantCode,
    },
  }).then(({ list }) => {
    const banners = list.filter((a) => a.type === 'B' && a.url);
    if (banners[0]?.url) preloadImage(banners[0].url);
    const headlines = list.filter((a) => a.type === 'H');
    return {
      banners,
      notices: headlines.length > 0 ? headlines : list.filter((a) => a.type === 'PL'),
      popups: list.filter((a) => a.type === 'PU'),
    };
  });
}

/** The home data for the current session (one call per session; `fresh` asks again). */
export function loadHomeData(fresh = false): Promise<HomeData> {
  const key = sessionKey(readSession()) ?? 'guest';
  if (!fresh && cache?.key === key) return cache.promise;
  const promise = fetchHomeData();
  promise.catch(() => {
    if (cache?.promise === promise) cache = null;
  });
  cache = { key, promise };
  return promise;
}
