/**
 * The service worker, on Workbox (docs/decisions/app-pwa.md). The build (vite-plugin-pwa,
 * injectManifest) compiles this file to dist/sw.js and puts the precache manifest, each file with
 * a revision, where `self.__WB_MANIFEST` stands.
 *
 * The rules, first match wins:
 *  1. The platform (/wps, /lgw, /cdn) and the dev controls: network only, never stored. Its answers
 *     carry money, sessions and captchas.
 *  2. Navigations (every page, a member's included): network only, never stored; offline, the
 *     precached shell (index.html) starts and shows the offline state.
 *  3. runtime-config.json and i18n-overrides/: network first (operators edit them in place), the
 *     last copy offline. Files of the operator, never of a member.
 *  4. The precache: the shell's JS, CSS, Latin fonts, icons and manifest, by revision.
 *  5. Other hashed assets (/assets/*: fonts of other scripts, loaded on demand): cache first.
 * Anything else goes to the network as if there were no worker.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The page a navigation gets when the network is gone. */
const offlinePage = '/index.html';
/** Names of the runtime caches (the precache has Workbox's own). */
const cacheNames = { config: 'lobby-config', assets: 'lobby-assets' } as const;

const platform = /^\/(wps|lgw|cdn|__dev)(\/|$)/;

registerRoute(({ url, sameOrigin }) => sameOrigin && platform.test(url.pathname), new NetworkOnly());

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(offlinePage)) ?? Response.error() }],
    }),
  ),
);

registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname === '/runtime-config.json' || url.pathname.startsWith('/i18n-overrides/')),
  new NetworkFirst({
    cacheName: cacheNames.config,
    networkTimeoutSeconds: 5,
    // Offline before this browser ever fetched it through the worker (a server-rendered first visit
    // carries its config in the page): the build's copy from the precache.
    plugins: [{ handlerDidError: async ({ request }) => (await matchPrecache(request.url)) ?? Response.error() }],
  }),
);

cleanupOutdatedCaches();
// No directory index ('' turns it off) and no clean URLs: nothing but a listed file is ever answered
// from the precache, so '/' fetched by a script is not the shell either (pages: rule 2).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.destination !== 'document' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

// A new build waits until the player accepts the update toast (or every tab of the old one closes):
// switching the running page's files under it would break its lazy chunks.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open page at once, so it works offline from the first visit.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
