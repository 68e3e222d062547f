/**
 * The visitor's own page from the server: their language and brand (cookies), a member's page with
 * their data (never kept), the operator's run-time files as they are now, and a page cache that no
 * request can poison or flood. Against the site's build and a real platform on a temporary database
 * (`npm run build -w @lobby/app` first, as for render.built.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginValue } from '@lobby/contract';
import { login, ok, startServer } from '../../server/test/helpers.ts';
import type { RendererOptions } from '../src/render.ts';
import type { RenderSession } from '../src/session.ts';
import { runtimeFiles } from '../src/runtimeFiles.ts';
import {
  builtDist,
  platformPerDescribe,
  readPage as read,
  renderingSite,
  serverEntry,
  stopPlatform,
} from './helpers.ts';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../app/src/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** The site, its run-time files read again at most 200 ms after a change. */
const site = (options: Partial<RendererOptions> & { platformUrl: string }) =>
  renderingSite({ files: runtimeFiles(options.distDir ?? builtDist, 200), ...options });

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

beforeAll(() => {
  if (!existsSync(serverEntry)) throw new Error('no server build: run `npm run build -w @lobby/app` first');
});

describe("the visitor's choices travel with the request", () => {
  const platform = platformPerDescribe();
  let web: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    ({ web, base } = await site({ platformUrl: platform.base, cacheMs: 60_000 }));
  });
  afterAll(async () => {
    await web?.close();
  });

  it("a returning Arabic player's page is Arabic, right to left, in their brand, before any script", async () => {
    const html = await (await get(base, '/m/home', { cookie: 'brand=neon; lang=AR' })).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl" data-brand="neon">/);
    const { text, data } = read(html);
    expect(text).toContain(locale('ar', 'common').kit.logIn);
    expect(data?.language).toBe('ar');
  });

  it('a cookie that starts with U+00A0 does not change what a plain visitor gets', async () => {
    const poisoned = await get(base, '/m/home', { cookie: '\u00a0lang=ar' });
    // Whatever the render made of it, it is kept under what the render read.
    const first = await poisoned.text();
    const plain = await (await get(base, '/m/home')).text();
    expect(plain).toMatch(/<html lang="fil" dir="ltr"/);
    expect(read(plain).data?.language).toBe('fil');
    if (/<html lang="ar"/.test(first)) expect(read(plain).data?.seed).not.toBe(read(first).data?.seed);
  });

  it('unknown query parameters are left out: a cache-buster per request is still one render', async () => {
    const seeds = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        get(base, `/m/gameList?gameType=RNG&cb=${i}-${Math.random()}`).then(
          async (r) => read(await r.text()).data?.seed,
        ),
      ),
    );
    expect(new Set(seeds).size).toBe(1);
    // The page's own parameters are still in the key.
    const other = read(await (await get(base, '/m/gameList?gameType=LIVE&cb=1')).text()).data;
    expect(other?.seed).not.toBe(seeds[0]);
  });
});

describe("the home's first screen", () => {
  it('holds the hot matches (title, teams, logos); their times follow in the phone’s zone', async () => {
    const platform = await startServer();
    const { web, base } = await site({ platformUrl: platform.base });
    try {
      const matches = ok(
        await platform.api<{ homeTeam: string; awayTeam: string; homeTeamImageUrl: string; matchTime: string }[]>(
          '/wps/relay/hotMatches',
          { headers: { Language: 'TY' } },
        ),
      );
      expect(matches.length).toBeGreaterThan(0);
      const { markup, text, data } = read(await (await get(base, '/m/home')).text());
      expect(markup).toContain('data-testid="hot-matches"');
      expect(text).toContain(locale('ty', 'home').hotMatch.title);
      const first = matches[0]!;
      expect(text).toContain(`${first.homeTeam} ${locale('ty', 'home').hotMatch.vs} ${first.awayTeam}`);
      expect(markup).toContain(`src="${first.homeTeamImageUrl}"`);
      expect(data?.firstScreen['hotMatches:TY']).toEqual(matches);
      // No time in the server's HTML: the phone's zone is the browser's to know.
      const block = markup.slice(markup.indexOf('data-testid="hot-matches"'), markup.indexOf('winner-slot'));
      expect(block).toContain(first.awayTeam);
      expect(block).not.toMatch(/\d{2}\/\d{2} \d{2}:\d{2}/);
    } finally {
      await web.close();
      await stopPlatform(platform);
    }
  }, 60_000);
});

describe('renders are bounded', () => {
  it('past the running renders and their queue, a request gets the client-rendered page; kept pages stay fast', async () => {
    const platform = await startServer();
    const { web, base } = await site({ platformUrl: platform.base, cacheMs: 60_000, maxRenders: 2, renderQueue: 2 });
    try {
      const warm = read(await (await get(base, '/m/home')).text()).data?.seed;
      expect(warm).toBeDefined();
      // Distinct pages nobody asked yet (each language of the game list): none is kept yet.
      const languages = [
        'en',
        'hi',
        'ar',
        'vi',
        'th',
        'id',
        'ms',
        'ja',
        'ko',
        'zh-CN',
        'es',
        'pt',
        'ru',
        'tr',
        'de',
        'fr',
      ];
      const t0 = Date.now();
      const flood = languages.map((lang) =>
        get(base, `/m/gameList?gameType=RNG&lang=${lang}`).then(async (r) => ({
          status: r.status,
          html: await r.text(),
          ms: Date.now() - t0,
        })),
      );
      const kept = read(await (await get(base, '/m/home')).text()).data?.seed;
      const keptMs = Date.now() - t0;
      const pages = await Promise.all(flood);
      const slowest = Math.max(...pages.map((p) => p.ms));
      console.log(`kept page ${keptMs} ms; flood ${pages.map((p) => p.ms).join(' ')} ms`);
      expect(kept).toBe(warm);
      // The kept page does not wait behind the renders.
      expect(keptMs).toBeLessThan(slowest);
      for (const p of pages) expect(p.status).toBe(200);
      const rendered = pages.filter((p) => read(p.html).data !== undefined).length;
      // Two running and two waiting when the flood came in: the rest is the client-rendered page.
      expect(rendered).toBeGreaterThanOrEqual(2);
      expect(rendered).toBeLessThanOrEqual(8);
      expect(pages.length - rendered).toBeGreaterThan(0);
      for (const p of pages.filter((x) => read(x.html).data === undefined))
        expect(p.html).toContain('<div id="root"></div>');
    } finally {
      await web.close();
      await stopPlatform(platform);
    }
  });
});

describe("a member's page renders on the server", () => {
  const platform = platformPerDescribe();
  let member: LoginValue;
  beforeAll(async () => {
    member = ok(await login(platform.api, 'demo_player', 'Player123'));
  });
  const sessionOf = (value: LoginValue): RenderSession => ({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: Number(value.customerType),
    firstTimeLogin: value.firstTimeLogin,
  });

  it("holds the member's balance and badges in their language, private and never kept", async () => {
    const session = sessionOf(member);
    const { web, base } = await site({ platformUrl: platform.base, cacheMs: 60_000, sessionOf: () => session });
    try {
      const balance = ok(await platform.api<{ sumBalance: number }>('/wps/wallets/balance', { token: member.token }));
      const res = await get(base, '/m/home', { cookie: 'lang=en' });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).toMatch(/<html lang="en" dir="ltr"/);
      const { text, data } = read(html);
      expect(data?.session).toEqual({
        merchantCode: member.merchantCode,
        userName: member.userName,
        type: Number(member.customerType),
        firstTimeLogin: member.firstTimeLogin,
      });
      // The token stays on the server.
      expect(html).not.toContain(member.token);
      expect(data?.firstScreen['member:balance']).toEqual(balance);
      expect(text).toContain(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(balance.sumBalance));
      // The guest's login button is not there.
      expect(text).not.toContain(locale('en', 'common').auth.buttons.login);
      const again = read(await (await get(base, '/m/home', { cookie: 'lang=en' })).text()).data;
      expect(again?.seed).not.toBe(data?.seed);
      // The member center: their name and VIP level, from their profile.
      const info = ok(await platform.api<{ vipLevelName?: string }>('/wps/member/info', { token: member.token }));
      const center = read(await (await get(base, '/m/member/home', { cookie: 'lang=en' })).text());
      expect(center.text).toContain(member.userName);
      expect(center.data?.firstScreen['member:info']).toEqual(info);
    } finally {
      await web.close();
    }
  });

  it('a session the platform ended sends the login page and drops the session', async () => {
    const ended: string[] = [];
    const session = { ...sessionOf(member), token: 'not-a-live-token' };
    const { web, base } = await site({
      platformUrl: platform.base,
      sessionOf: () => session,
      onSessionEnded: (reply) => {
        ended.push(reply.request.url);
        void reply.header('Set-Cookie', 'session=; Max-Age=0; Path=/');
      },
    });
    try {
      const res = await fetch(`${base}/m/home`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/m/login');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('set-cookie')).toContain('session=;');
      expect(ended).toEqual(['/m/home']);
    } finally {
      await web.close();
    }
  });
});

describe("the operator's run-time files reach server-rendered pages", () => {
  const platform = platformPerDescribe();
  let dist: string;
  let web: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
    cpSync(builtDist, dist, { recursive: true });
    ({ web, base } = await site({ platformUrl: platform.base, distDir: dist, cacheMs: 60_000 }));
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('an override file written while the server runs shows on the next page load, and is served', async () => {
    const logIn = locale('ty', 'common').kit.logIn as string;
    expect(read(await (await get(base, '/m/home')).text()).text).toContain(logIn);
    // No file yet: an empty set, not a failed request.
    const none = await get(base, '/i18n-overrides/ty.json');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({});
    mkdirSync(join(dist, 'i18n-overrides'), { recursive: true });
    writeFileSync(join(dist, 'i18n-overrides/ty.json'), JSON.stringify({ common: { 'kit.logIn': 'Pumasok Na' } }));
    await settle();
    const { text, data } = read(await (await get(base, '/m/home')).text());
    expect(text).toContain('Pumasok Na');
    expect(JSON.stringify(data)).toContain('Pumasok Na');
    expect(await (await get(base, '/i18n-overrides/ty.json')).json()).toEqual({
      common: { 'kit.logIn': 'Pumasok Na' },
    });
    expect((await get(base, '/i18n-overrides/..%2Fruntime-config.json')).status).toBe(404);
  });

  it('runtime-config.json edits apply without a restart; languageFromBrowser reads Accept-Language', async () => {
    const configPath = join(dist, 'runtime-config.json');
    const original = readFileSync(configPath, 'utf8');
    try {
      const headers = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
      expect(await (await get(base, '/m/login', headers)).text()).toMatch(/<html lang="fil"/);
      writeFileSync(configPath, JSON.stringify({ ...JSON.parse(original), languageFromBrowser: true }));
      await settle();
      expect(await (await get(base, '/m/login', headers)).text()).toMatch(/<html lang="hi"/);
      expect(JSON.parse(await (await get(base, '/runtime-config.json')).text())).toMatchObject({
        languageFromBrowser: true,
      });
      // The player's own choice still wins.
      expect(await (await get(base, '/m/login', { ...headers, cookie: 'lang=EN' })).text()).toMatch(/<html lang="en"/);
    } finally {
      writeFileSync(configPath, original);
    }
  });
});
