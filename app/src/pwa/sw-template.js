/* Lobby service worker (hand-made; see docs/decisions/app-pwa.md). The build fills in the
 * precache list and version. Strategy: the shell (index.html, JS, CSS, fonts, manifest) is
 * precached so the app starts offline; navigations go network-first and fall back to the cached
 * index.html; hashed assets are cache-first; the API (/wps, /lgw, /__dev) and captcha are never
 * cached. */
/* global __VERSION__, __PRECACHE__ */
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const CACHE = `lobby-shell-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('lobby-shell-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

const neverCache = (url) => /^\/(wps|lgw|__dev|cdn)\//.test(url.pathname);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || neverCache(url)) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match('/index.html', { cacheName: CACHE }).then((r) => r || Response.error())),
    );
    return;
  }
  if (url.pathname === '/runtime-config.json' || url.pathname.startsWith('/i18n-overrides/')) {
    // The operator edits these in place: network first, cached copy when offline.
    event.respondWith(
      fetch(request)
        .then((res) => {
          const copy = res.clone();
          if (res.ok) caches.open(CACHE).then((c) => c.put(request, copy));
          return res;
        })
        .catch(() => caches.match(request, { cacheName: CACHE }).then((r) => r || Response.error())),
    );
    return;
  }
  event.respondWith(
    caches.match(request, { cacheName: CACHE }).then(
      (hit) =>
        hit ||
        fetch(request).then((res) => {
          if (res.ok && url.pathname.startsWith('/assets/')) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put(request, copy));
          }
          return res;
        }),
    ),
  );
});
