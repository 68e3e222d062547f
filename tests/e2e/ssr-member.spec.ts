/**
 * A member's page from the front-end server (web/): signed in, the session lives in the server's
 * sealed cookie, so the server renders the member's own page (name, balance, in their language) and
 * the browser hydrates it with no guest header and no "Loading" between. Needs the app's build.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { useProductionSite } from './helpers/siteServer.ts';
import { consoleProblems } from './helpers/console.ts';
import { switchLanguage } from './helpers/i18n.ts';

// On the ports beside ssr-hydration.spec.ts's and ssr-visitor.spec.ts's sites.
const site = useProductionSite(13);

/** Signs `page`'s context in through the login screen, as a player does (web/ keeps the session). */
async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto(`${site.url}/m/login`);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/m\/login/);
  await page.waitForLoadState('networkidle');
}

test("a signed-in member's page arrives as theirs, in their language, private, and hydrates", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'lang', value: 'EN', url: site.url }]);
  await logIn(page, 'demo_player', 'Player123');
  await expect(page).toHaveURL(/\/m\/home$/);

  const seen = consoleProblems(page);
  const res = await page.goto(`${site.url}/m/home`, { waitUntil: 'commit' });
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  const html = (await res?.text()) ?? '';
  expect(html).toMatch(/<html lang="en" dir="ltr"/);
  expect(html).toContain('demo_player');
  // The public session only: no token in the page.
  expect(html).toMatch(/"session":\{"merchantCode":"[^"]+","userName":"demo_player"/);
  expect(html).not.toMatch(/"token"/);
  // Never the guest's login button, never the start-up "Loading", from the first paint on.
  expect(html).not.toContain('data-testid="outcome-loading"');
  const frame = await page.waitForSelector('[data-testid="frame"]', { state: 'attached' });
  await expect(page.getByText('demo_player').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await frame.evaluate((el) => el.isConnected)).toBe(true);
  await expect(page.getByTestId('outcome-loading')).toHaveCount(0);
  expect(seen).toEqual([]);

  // Another visitor of the same address gets the guest's page: the member's was never kept.
  const guest = await page.request.get(`${site.url}/m/home`, { headers: { cookie: 'lang=EN' } });
  expect(await guest.text()).not.toContain('demo_player');
});

// The frame's answers a server-rendered page came with are not asked again by the browser's start:
// the platform's status and the download and service links for everyone, the balance and badge
// counts for a member (useBootData.ts, StartupGate.tsx).
test("a guest's and a member's page hydrate without asking again for the frame's answers they came with", async ({
  page,
}) => {
  const frameCalls =
    /\/wps\/(system\/status|relay\/(downloadLinks|serviceLinks)|wallets\/balance|relay\/inbox\/unread|relay\/promotions\/unclaimed)$/;
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (frameCalls.test(pathname)) asked.push(pathname);
  });
  await page.goto(`${site.url}/m/home`);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await logIn(page, 'demo_player', 'Player123');
  asked.length = 0;
  await page.goto(`${site.url}/m/home`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('demo_player').first()).toBeVisible();
  expect(asked).toEqual([]);
});

// A member's first screens beyond the header: the home's banners, the VIP room, an agent's notices.
test("a member's banners and VIP room, and an agent's home notices, are in the server's HTML", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const who of ['demo_player', 'demo_agent'] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'lang', value: 'EN', url: site.url }]);
    const page = await context.newPage();
    await logIn(page, who, who === 'demo_player' ? 'Player123' : 'Agent123');
    const html = async (path: string) => (await context.request.get(`${site.url}${path}`)).text();
    if (who === 'demo_player') {
      const home = await html('/m/home');
      expect(home).toContain('data-testid="banners"');
      expect(home).not.toContain('data-testid="banners-loading"');
      const vip = await html('/m/member/benefits');
      expect(vip).toContain('data-testid="vip-room"');
      expect(vip).toContain('role="progressbar"');
    } else {
      const agent = await html('/m/agent');
      expect(agent).toContain('data-testid="agent-grid"');
      expect(agent).toMatch(/"agentNotices:[^"]*":\{"list":/);
    }
    await context.close();
  }
});

/**
 * A phone link as players meet it: 150 ms round trip, 1.6 Mbps down, 750 kbps up, a CPU four
 * times slower. Set per page through the DevTools protocol (Playwright has no throttling of its own).
 */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Frame {
  t: number;
  header: string | null;
  loading: boolean;
  name: boolean;
  /** The parser had reached the header but not yet its end: a snapshot between two network chunks. */
  midHeader: boolean;
}

/**
 * A filmstrip of what the page shows, read from the DOM every 100 ms from the first byte on: the
 * header's kind, whether a "Loading" screen is up, whether the member's name shows.
 */
async function filmstrip(page: Page, userName: string): Promise<void> {
  await page.addInitScript((name) => {
    const film: Frame[] = [];
    (window as unknown as { __film: Frame[] }).__film = film;
    const t0 = performance.now();
    const snap = () => {
      if (!document.body) return;
      const status = [...document.querySelectorAll('[role=status]')].some(
        (el) => /loading/i.test(el.textContent ?? '') && (el as HTMLElement).offsetParent !== null,
      );
      const header = document.querySelector('[data-testid=header]');
      film.push({
        t: Math.round(performance.now() - t0),
        header: header?.getAttribute('data-kind') ?? null,
        loading: status || document.querySelector('[data-testid=outcome-loading]') !== null,
        name: document.body.innerText.includes(name),
        midHeader:
          document.readyState === 'loading' && !!header && !header.nextSibling && !header.parentElement?.nextSibling,
      });
    };
    setInterval(snap, 100);
    document.addEventListener('DOMContentLoaded', snap);
  }, userName);
}

const filmOf = (page: Page) => page.evaluate(() => (window as unknown as { __film: Frame[] }).__film);

// docs/product/screens-and-routes.md: what a returning member sees of their pages on a phone link,
// reloaded and opened in a new tab: before the session moved to web/, a filmstrip of this showed
// the guest header, then a blank "Loading", then their page.
test('a returning member on a phone link: their pages never show the guest header or "Loading", reloaded or in a new tab', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: 'lang', value: 'EN', url: site.url }]);
  await logIn(page, 'demo_player', 'Player123');
  await expect(page).toHaveURL(/\/m\/home$/);

  // Pages that show the member's name in their first screen; the game list shows no name, but is
  // rendered for the member (their session in the page's data, no login prompt).
  const pages = [
    { path: '/m/home', showsName: true },
    { path: '/m/member', showsName: true },
    { path: '/m/gameList?gameType=RNG', showsName: false },
  ];
  for (const { path, showsName } of pages) {
    const html = await (await context.request.get(`${site.url}${path}`)).text();
    expect(html, path).toMatch(/<html lang="en" dir="ltr"/);
    expect(html, path).toMatch(/"session":\{"merchantCode":"[^"]+","userName":"demo_player"/);
    if (showsName) expect(html, path).toContain('demo_player');
    expect(html, path).not.toContain('data-testid="outcome-loading"');

    for (const how of ['reload', 'new tab'] as const) {
      const tab = how === 'reload' ? page : await context.newPage();
      const seen = consoleProblems(tab);
      await filmstrip(tab, 'demo_player');
      if (how === 'reload') {
        await tab.goto(`${site.url}${path}`);
        await throttle(tab);
        await tab.reload();
      } else {
        await throttle(tab);
        await tab.goto(`${site.url}${path}`);
      }
      await tab.waitForLoadState('networkidle');
      const film = await filmOf(tab);
      const painted = film.filter((f) => f.header !== null || f.name);
      expect(painted.length, `${path} ${how}: frames`).toBeGreaterThan(0);
      expect(
        film.filter((f) => f.header === 'home-guest'),
        `${path} ${how}: guest header`,
      ).toEqual([]);
      expect(
        film.filter((f) => f.loading),
        `${path} ${how}: "Loading"`,
      ).toEqual([]);
      // The first frame whose header is whole: a snapshot while the parser waited for the next
      // network chunk inside the header (its name 300 bytes on) once failed this in CI.
      const whole = painted.filter((f) => !f.midHeader);
      if (showsName)
        expect(whole[0]?.name, `${path} ${how}: name in the first frame ${JSON.stringify(film.slice(0, 5))}`).toBe(
          true,
        );
      expect(seen, `${path} ${how}: console`).toEqual([]);
      if (tab !== page) await tab.close();
    }
  }
});

// A page load is clean, guest or member, in the default language, English and a right-to-left one:
// no console error or warning, no failed request, and the page reaches network quiet (a request
// left open would keep `networkidle` from ever coming).
test('guest and member, TY, EN and AR: home, game list, login and member center load clean and go quiet', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  for (const who of ['guest', 'member'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (who === 'member') await logIn(page, 'demo_player', 'Player123');
    const seen = consoleProblems(page);
    page.on('requestfailed', (r) => {
      // Requests cut by the next navigation (lazy images, fonts) are the browser's doing.
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`failed: ${r.url()}`);
    });
    for (const lang of ['TY', 'EN', 'AR'] as const) {
      // A stored choice the cookie contradicts would render in the browser: switch both.
      await switchLanguage(page, lang);
      for (const path of ['/m/home', '/m/gameList?gameType=RNG', '/m/login', '/m/member']) {
        const before = seen.length;
        await page.goto(`${site.url}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', { TY: 'fil', EN: 'en', AR: 'ar' }[lang]);
        await page.waitForLoadState('networkidle');
        expect(seen.slice(before), `${who}, ${lang}, ${path}`).toEqual([]);
      }
    }
    await context.close();
  }
});

// docs/product/languages.md#numbers: a Persian member's report writes its count, rates and times, and
// the footer its badges, in Persian digits, in the server's page and after hydration alike (a mismatch is a console error).
test("a Persian member's rebate report: every figure in Persian digits, from the server's page on", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'lang', value: 'FA', url: site.url }]);
  await logIn(page, 'demo_player', 'Player123');
  const seen = consoleProblems(page);
  const res = await page.goto(`${site.url}/m/member/rebateReport`);
  expect(await res?.text()).toMatch(/<html lang="fa" dir="rtl"/);
  const list = page.getByTestId('report-list');
  await expect(list).toBeVisible();
  await expect(page.getByTestId('report-count')).toHaveText(/^[۰-۹]+$/);
  const text = (await list.innerText()).replace(/\s+/g, ' ');
  // A rate and a time, each in Persian digits ('۰٫۸', '۱۱/۲۱ ۱۹:۳۰'), and no Latin digit anywhere.
  expect(text).toMatch(/[۰-۹]+٫[۰-۹]+/);
  expect(text).toMatch(/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
  expect(text).not.toMatch(/[0-9]/);
  // The footer's deposit badge and count badge too ('+۱%').
  await expect(page.getByTestId('footer')).toContainText('+۱%');
  expect(await page.getByTestId('footer').innerText()).not.toMatch(/[0-9]/);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

// The member's other figures: the VIP room's rebate rates (the platform's 1.2, never its float
// noise), the leader board's ranks and the profit and loss range's days.
test("a Persian member's VIP rates, board ranks and report days are in Persian digits", async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'FA', url: site.url }]);
  await logIn(page, 'demo_player', 'Player123');
  const seen = consoleProblems(page);
  await page.goto(`${site.url}/m/member/benefits`);
  const rates = page.getByTestId('vip-room').locator('dd');
  await expect(rates.first()).toBeVisible();
  const figures = await rates.allInnerTexts();
  expect(figures.join(' ')).not.toMatch(/[0-9]/);
  expect(figures).toContain('۱٫۲%');

  await page.goto(`${site.url}/m/leaderBoard`);
  const first = page.getByTestId('leaderboard').locator('li').first();
  await expect(first).toContainText('#۱');

  await page.goto(`${site.url}/m/profitandloss`);
  await expect(page.getByTestId('pnl-profit')).toBeVisible();
  const card = (await page.getByTestId('profit-loss').innerText()).replace(/\s+/g, ' ');
  expect(card).toMatch(/[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}/);
  expect(card).not.toMatch(/[0-9]/);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
