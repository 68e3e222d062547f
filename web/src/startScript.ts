/**
 * The first screen first: a server-rendered page starts the app's scripts only once it has painted
 * with its largest image (the image marked fetchpriority="high", the home's first banner), so on a
 * phone's link the scripts (about 170 KB) do not share the line with the banner, the page and the
 * fonts. Until then the page is the server's HTML: its links work as links. A tap or a key starts
 * the scripts at once, and a slow image holds them back for at most `latestMs`. The last button
 * tapped before the app has taken the page is kept for the app to answer.
 * See docs/decisions/web-server-rendering.md ("Scripts after the first paint").
 *
 * A classic script, deferred, sent as a file (the CSP allows no inline script). It reads what to
 * load from its own tag: `data-entry` (the entry module) and `data-preload` (space-separated modules
 * the entry imports, fetched beside it).
 */
import { createHash } from 'node:crypto';
import { escapeAttribute } from './html.ts';

const latestMs = 3000;
/** Module preloads added per task (each started request cost a profiled load 1.5-3 ms of main thread). */
const batch = 3;

const source = `(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The server put the page's stylesheets inline (<style data-href>). Vite's loader for lazy
    // chunks looks only for <link> elements, so without these it would fetch each of them again and
    // the whole page would be restyled and laid out once more (a long task on a phone). A disabled
    // link marks the file as present and is never fetched.
    var inline = document.querySelectorAll('style[data-href]');
    for (var i = 0; i < inline.length; i += 1) {
      var marker = document.createElement('link');
      marker.rel = 'stylesheet';
      marker.disabled = true;
      marker.href = inline[i].getAttribute('data-href');
      inline[i].parentNode.insertBefore(marker, inline[i]);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // A few preloads per task, from the next task on: each costs the main thread a request's set-up,
    // and some fifty in one task were a long task of their own on a phone (about 70 ms; 290 ms at
    // 4x CPU). Six per task, with the entry's own request, still made tasks of 10-20 ms in a
    // profiled load of the home on a fast machine.
    var next = 0;
    setTimeout(function batch() {
      for (var end = Math.min(next + ${batch}, preload.length); next < end; next += 1) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preload[next];
        document.head.appendChild(link);
      }
      if (next < preload.length) setTimeout(batch, 0);
    }, 0);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // The server's buttons do nothing until the app has taken the page: the last one tapped before
  // then is kept, and the app answers it once it has (app/src/ssr/tapsAfterPaint.ts). Links are
  // followed by the browser meanwhile, as links.
  var early = (window.__lobbyEarlyTaps = []);
  addEventListener(
    'click',
    function (event) {
      if (window.__lobbyEarlyTaps !== early || !event.isTrusted) return;
      var control = event.target && event.target.closest ? event.target.closest('button') : null;
      var root = document.getElementById('root');
      if (control && root && root.contains(control))
        early.splice(0, early.length, { control: control, x: event.clientX, y: event.clientY, pointerType: event.pointerType || 'mouse' });
    },
    true,
  );
  // Safari on iOS shows a control's :active style (a pressed tile or button) only when a touch
  // listener sits on it or above it. React's come with the app; this one, passive and empty, gives
  // the server's page its pressed states from the first paint.
  addEventListener('touchstart', function () {}, { passive: true });
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  setTimeout(start, ${latestMs});
  var largest = document.querySelector('img[fetchpriority="high"]');
  if (largest && !largest.complete) {
    largest.addEventListener('load', afterPaint);
    largest.addEventListener('error', afterPaint);
  } else {
    afterPaint();
  }
})();
`;

/** The script's text and its address: content-hashed, so it may be cached for good like assets/. */
export const startScript = {
  source,
  path: `/assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`,
};

/**
 * index.html's head with its entry script and module preloads taken out and the start script in
 * their place. `extra` are more modules to fetch beside the entry (the page's own chunks).
 */
export function deferScripts(head: string): (extra: readonly string[]) => string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(head);
  if (!entry) return () => head;
  const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let rest = head.replace(entry[0], '');
  for (const p of preloads) rest = rest.replace(p[0], '');
  const base = preloads.map((p) => p[1] as string);
  const at = rest.indexOf('</head>');
  return (extra) => {
    const modules = [...new Set([...base, ...extra])].filter((m) => m !== entry[1]);
    const tag = `<script src="${startScript.path}" data-entry="${escapeAttribute(entry[1] as string)}" data-preload="${escapeAttribute(modules.join(' '))}" defer></script>`;
    return `${rest.slice(0, at)}${tag}${rest.slice(at)}`;
  };
}
