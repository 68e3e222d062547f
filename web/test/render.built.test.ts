/**
 * Pages rendered by the front-end server from the site's build (app/dist and app/dist-server:
 * `npm run build -w @lobby/app` first; `npm test` builds before this project runs), against a real
 * platform on a temporary database on another port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ok, startServer } from '../../server/test/helpers.ts';
import {
  builtDist as distDir,
  platformPerDescribe,
  readRendered as read,
  renderingSite as site,
  serverEntry,
  stopPlatform,
} from './helpers.ts';

const locale = (ns: string) =>
  JSON.parse(readFileSync(new URL(`../../app/src/i18n/locales/ty/${ns}.json`, import.meta.url), 'utf8'));
const corpus = readFileSync(new URL('../../tests/fixtures/xss-corpus.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('# '));

describe('server-rendered pages', () => {
  beforeAll(() => {
    if (!existsSync(serverEntry)) throw new Error('no server build: run `npm run build -w @lobby/app` first');
  });
  const platform = platformPerDescribe();
  let web: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    ({ web, base } = await site({ platformUrl: platform.base }));
  });
  afterAll(async () => {
    await web?.close();
  });

  it('/m/login arrives with its form labels, in the request language and brand, compressed', async () => {
    const res = await fetch(`${base}/m/login?brand=sky`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<html lang="fil" dir="ltr" data-brand="sky">/);
    const { text, markup, data } = read(html);
    const fields = locale('accounts').fields;
    expect(markup).toContain('<label');
    expect(text).toContain(fields.username);
    expect(text).toContain(fields.password);
    expect(data.language).toBe('fil');
    expect(data.status).toMatchObject({ maintenance: false });
  });

  it("answers /favicon.ico with the site's icon, for pages without an icon link", async () => {
    const res = await fetch(`${base}/favicon.ico`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/icons/icon.svg');
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    // Chrome draws an SVG favicon on the page's own main thread; a <text> in it set up a system
    // font there, a long task on a phone (docs/decisions/web-server-rendering.md, "The favicon").
    expect(await icon.text()).not.toMatch(/<text|<foreignObject/);
  });

  it('hands the browser the texts the render used, not every namespace', async () => {
    const { data } = read(await (await fetch(`${base}/m/login?lang=hi`)).text());
    // The request's language and the English fallback, each with the same namespaces.
    expect(Object.keys(data.resources).sort()).toEqual(['en', 'hi']);
    for (const bundles of Object.values(data.resources)) {
      expect(Object.keys(bundles)).toEqual(expect.arrayContaining(['accounts', 'common', 'shell']));
      expect(Object.keys(bundles)).not.toContain('agent');
      expect(Object.keys(bundles)).not.toContain('money');
    }
    const home = read(await (await fetch(`${base}/m/home`)).text());
    expect(Object.keys(home.data.resources.fil ?? {})).toEqual(expect.arrayContaining(['home', 'games']));
    expect(Object.keys(home.data.resources.fil ?? {})).not.toContain('accounts');
  });

  it('/m/home and /m/gameList arrive with their frame and first blocks rendered', async () => {
    const homeHtml = await (await fetch(`${base}/m/home`)).text();
    // No inline script (the CSP would refuse it): the start script (a file) and the data block only.
    expect(homeHtml.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/assets\/start-[0-9a-f]+\.js" [^>]*defer>$/),
      '<script type="application/json" id="lobby-page-data">',
    ]);
    const home = read(homeHtml);
    expect(home.markup).toContain('data-testid="home"');
    expect(home.markup).toContain('data-testid="notice-bar"');
    const list = read(await (await fetch(`${base}/m/gameList?gameType=RNG`)).text());
    expect(list.markup).toContain('data-route="gameList"');
  });

  it("/m/home holds the platform's first screen (notice titles, the LCP banner, winners) and the hall's answer, not its markup", async () => {
    const html = await (await fetch(`${base}/m/home`)).text();
    const { markup, text, data } = read(html);
    const { list } = ok(
      await platform.api<{ list: { type: string; title: string; url: string | null }[] }>(
        '/wps/relay/announcements?types=B,PL,PU,H&groupName=m_home&platform=M',
        { headers: { Language: 'TY' } },
      ),
    );
    const headlines = list.filter((a) => a.type === 'H');
    expect(headlines.length).toBeGreaterThan(0);
    for (const h of headlines) expect(text).toContain(h.title);
    // The first banner is in the HTML, fetched first; the others wait (lazy, low priority).
    const banners = list.filter((a) => a.type === 'B' && a.url);
    const first = markup.match(new RegExp(`<img[^>]*src="${banners[0]!.url}"[^>]*>`))?.[0];
    expect(first).toContain('fetchpriority="high"');
    expect(markup.match(new RegExp(`<img[^>]*src="${banners[1]!.url}"[^>]*>`))?.[0]).toContain('loading="lazy"');
    // The hall, below the first screen, is drawn by the browser when near; its answer travels.
    expect(markup).toContain('data-testid="hall-slot"');
    expect(markup).not.toContain('data-testid="hall-tabs"');
    expect(markup).not.toContain('data-testid="hall-games"');
    expect(markup).toContain('data-testid="winner-board"');
    // What the render showed travels with it, so the browser's hydration does not ask again.
    const firstScreen = data.firstScreen;
    expect(Object.keys(firstScreen).sort()).toEqual([
      'consolidated',
      'downloadLinks',
      'gameVendors',
      'hall:HOT:TY',
      'home',
      'hotMatches:TY',
      'serviceLinks',
      'whitelabel',
      'winners:TY',
    ]);
    const winners = firstScreen['winners:TY'] as { vo: { gameName: string } }[];
    expect(winners.length).toBeGreaterThan(0);
    expect(text).toContain(winners[0]!.vo.gameName);
  });

  it('/m/gameList?gameType=RNG holds its first page of games', async () => {
    const { text, data } = read(await (await fetch(`${base}/m/gameList?gameType=RNG`)).text());
    const firstScreen = (data as unknown as { firstScreen: Record<string, { games: { gameName: string }[] }> })
      .firstScreen;
    const key = Object.keys(firstScreen).find((k) => k.startsWith('gameList:'));
    expect(key).toContain('"gameType":"RNG"');
    const games = firstScreen[key!]!.games;
    expect(games.length).toBe(26);
    for (const g of games.slice(0, 6)) expect(text).toContain(g.gameName);
    expect(text).not.toContain(locale('games').list.empty);
  });

  it('parts rendered after a pause still read the language of their own request', async () => {
    // The game list's language picker renders once the list's first page came: by then the render
    // runs in a later tick, beside other requests' renders in other languages.
    const picked = async (lang: string) => {
      const { markup } = read(await (await fetch(`${base}/m/gameList?gameType=RNG&lang=${lang}`)).text());
      return /<option value="(EN|TY)" selected=""/.exec(markup)?.[1];
    };
    expect(await Promise.all([picked('en'), picked('fil'), picked('en')])).toEqual(['EN', 'TY', 'EN']);
  });

  it('a first-screen call that fails leaves that block to the browser; the page still renders', async () => {
    ok(
      await platform.api('/__dev/faults', {
        body: { path: '/wps/relay/announcements', kind: '500', count: 1 },
      }),
    );
    const res = await fetch(`${base}/m/home`);
    expect(res.status).toBe(200);
    const { markup, data } = read(await res.text());
    expect(markup).toContain('data-testid="notice-bar"');
    expect(markup).toContain('data-testid="winner-board"');
    const firstScreen = data.firstScreen;
    expect(firstScreen).not.toHaveProperty('home');
    expect(firstScreen).toHaveProperty('hall:HOT:TY');
    expect(firstScreen).toHaveProperty('gameVendors');
  });

  it("puts the page's own styles in the head, inline, and not its scripts", async () => {
    const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const head = (path: string) =>
      fetch(`${base}${path}`).then(async (r) => (await r.text()).split('</head>')[0] ?? '');
    const home = await head('/m/home');
    // The carousel's layout (keen-slider's CSS) is in the home's styles: in the head, not left to the
    // script; and inline, like index.html's own styles, so the first paint waits on no other request.
    const css = manifest['src/features/home/Home.tsx']?.css ?? [];
    expect(css.length).toBeGreaterThan(0);
    for (const file of [...css, ...(manifest['index.html']?.css ?? [])]) {
      expect(home).toContain(`<style data-href="/${file}">${readFileSync(`${distDir}/${file}`, 'utf8')}</style>`);
    }
    expect(home).not.toContain('rel="stylesheet"');
    // No script in the head but the start script: the entry, the chunks it imports, the hydration
    // code and the page's own chunks start once the first screen has painted (startScript.ts).
    expect(home).not.toContain('type="module"');
    expect(home).not.toContain('modulepreload');
    const start =
      /<script src="(\/assets\/start-[0-9a-f]+\.js)" data-entry="([^"]+)" data-preload="([^"]+)" defer><\/script>/.exec(
        home,
      );
    expect(start?.[2]).toBe(`/${manifest['index.html']?.file}`);
    const preload = start?.[3]?.split(' ') ?? [];
    for (const src of ['src/ssr/hydrate.tsx', 'src/features/home/Home.tsx', 'src/features/home/WinnerBoard.tsx'])
      expect(preload).toContain(`/${manifest[src]?.file}`);
    // The hall is not in the server's markup: its code waits for the page to be up (Home.tsx).
    expect(preload).not.toContain(`/${manifest['src/features/home/GameHall.tsx']?.file}`);
    const script = await fetch(`${base}${start?.[1]}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toContain('querySelector(\'img[fetchpriority="high"]\')');
    // Each file once: what index.html links already is not linked again.
    const hrefs = [...home.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('an alias redirects on the server, keeping the query', async () => {
    const res = await fetch(`${base}/?brand=neon`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/m/home?brand=neon');
  });

  // docs/product/screens-and-routes.md#route-list: the agent home is for agents; a guest is sent home by the server.
  it('the agent home redirects a guest home on the server', async () => {
    const res = await fetch(`${base}/m/agent`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/m/home');
  });

  it('the maintenance page reads its time in the request language, right to left in Arabic', async () => {
    ok(
      await platform.api('/__dev/status', {
        method: 'PUT',
        body: { maintenance: true, maintenanceUntil: '2031-03-14 01:00:00' },
      }),
    );
    try {
      const arabic = read(await (await fetch(`${base}/m/home?lang=ar`)).text()).text;
      // The time is isolated left to right inside the Arabic sentence (format.ts ltrIsolate).
      expect(arabic).toContain('\u206603/14 01:00\u2069');
      const english = read(await (await fetch(`${base}/m/home?lang=en`)).text()).text;
      expect(english).toContain('03/14 01:00');
      expect(english).not.toContain('\u2066');
    } finally {
      ok(await platform.api('/__dev/status', { method: 'PUT', body: { maintenance: false, maintenanceUntil: null } }));
    }
  });

  it('hostile platform strings cannot end or leave the data block', async () => {
    const hostile = [...corpus, '</script><script>window.__xss=1</script>', '<!--', '\u2028\u2029', ']]>'].join('\n');
    ok(await platform.api('/__dev/status', { method: 'PUT', body: { message: hostile } }));
    try {
      const html = await (await fetch(`${base}/m/login`)).text();
      const { data } = read(html);
      expect(data.status?.message).toBe(hostile);
      // One data block, no script element of ours besides the build's module.
      expect(html.match(/<script\b/g)?.length).toBe(2);
      expect(html).not.toContain('window.__xss=1</script>');
    } finally {
      ok(await platform.api('/__dev/status', { method: 'PUT', body: { message: null } }));
    }
  });
});

describe('failure is still a page', () => {
  it('platform down: 200 with the service-down state, and the browser retries', async () => {
    const { web, base } = await site({ platformUrl: 'http://127.0.0.1:9' });
    try {
      const res = await fetch(`${base}/m/home`);
      expect(res.status).toBe(200);
      const { text, data } = read(await res.text());
      expect(text).toContain(locale('common').shell.serviceDown.title);
      expect(data.status).toBeNull();
    } finally {
      await web.close();
    }
  });

  it('platform slower than the budget: the page does not wait for it', async () => {
    const platform = await startServer();
    const { web, base } = await site({ platformUrl: platform.base, fetchTimeoutMs: 300 });
    try {
      ok(
        await platform.api('/__dev/faults', {
          body: { path: '/wps/system/status', kind: 'latency', ms: 5000, count: 1 },
        }),
      );
      const t0 = Date.now();
      const res = await fetch(`${base}/m/login`);
      const { text } = read(await res.text());
      expect(res.status).toBe(200);
      expect(Date.now() - t0).toBeLessThan(3000);
      expect(text).toContain(locale('common').shell.serviceDown.title);
    } finally {
      await web.close();
      await stopPlatform(platform);
    }
  });
});

describe('a complete page is kept for a moment (cacheMs)', () => {
  const platform = platformPerDescribe();
  const seedOf = (html: string) => read(html).data.seed;

  it('sends the same render again to the same address, language and brand; other ones render anew', async () => {
    const { web, base } = await site({ platformUrl: platform.base, cacheMs: 60_000 });
    try {
      const get = (path: string, cookie = '', encoding = 'identity') =>
        fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': encoding } }).then((r) => r.text());
      const first = seedOf(await get('/m/home'));
      // Each render draws its own seed: the same seed is the same render, sent again (any encoding).
      expect(seedOf(await get('/m/home'))).toBe(first);
      expect(seedOf(await get('/m/home', '', 'br'))).toBe(first);
      expect(seedOf(await get('/m/home', 'session=x; other=1'))).toBe(first);
      expect(seedOf(await get('/m/home?brand=neon'))).not.toBe(first);
      const english = await get('/m/home', 'lang=en');
      expect(seedOf(english)).not.toBe(first);
      expect(english).toMatch(/<html lang="en"/);
    } finally {
      await web.close();
    }
  });

  it('never keeps a page that missed an answer: the next request renders again', async () => {
    const { web, base } = await site({ platformUrl: platform.base, cacheMs: 60_000 });
    try {
      ok(await platform.api('/__dev/faults', { body: { path: '/wps/relay/announcements', kind: '500', count: 1 } }));
      const degraded = await (await fetch(`${base}/m/home`)).text();
      expect(read(degraded).data).not.toHaveProperty('firstScreen.home');
      const next = await (await fetch(`${base}/m/home`)).text();
      expect(seedOf(next)).not.toBe(seedOf(degraded));
      expect(read(next).data).toHaveProperty('firstScreen.home');
    } finally {
      await web.close();
    }
  });
});
