/**
 * The front-end server (web/) in front of its own platform instance on other ports, configured by
 * its environment alone: the three first-screen routes arrive rendered, hydrate (the server's nodes
 * stay), log no console error or hydration warning, and answer a tap. Needs the app's build
 * (app/dist and app/dist-server), as the e2e project does. Every route's hydration, as a guest, is
 * checked where each route is loaded anyway: shell-routes.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { useProductionSite } from './helpers/siteServer.ts';
import { consoleProblems } from './helpers/console.ts';
import { loadServerPage, serverFrameKept } from './helpers/app.ts';

const site = useProductionSite(0);

/** Opens a route; answers whether the server's frame node survived the browser's first render. */
async function visit(page: Page, path: string): Promise<boolean> {
  const frame = await loadServerPage(page, site.url + path);
  await page.waitForLoadState('networkidle');
  return serverFrameKept(frame);
}

test('/m/login hydrates the server page without a warning and takes input', async ({ page }) => {
  const seen = consoleProblems(page);
  expect(await visit(page, '/m/login')).toBe(true);
  await page.getByTestId('login-username').fill('demo_player');
  await expect(page.getByTestId('login-username')).toHaveValue('demo_player');
  expect(seen).toEqual([]);
});

test('/m/gameList?gameType=RNG hydrates and navigates in the page', async ({ page }) => {
  const seen = consoleProblems(page);
  expect(await visit(page, '/m/gameList?gameType=RNG')).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByTestId('footer').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/home/);
  // The same document: the router handled the tap, no full load.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(seen).toEqual([]);
});

// Each tile of the list is a unit of hydration of its own (features/games/gameTiles.tsx): a tap on
// a tile while the page hydrates hydrates that tile, not the whole first page of tiles. Its props stay
// the same until it has hydrated, or React would render it again in the browser (error 421).
test('/m/gameList sends each tile as a unit of hydration of its own, and hydration keeps every tile', async ({
  page,
}) => {
  const seen = consoleProblems(page);
  const path = '/m/gameList?gameType=RNG';
  const html = await (await page.request.get(site.url + path)).text();
  const sent = await page.evaluate((doc) => {
    const tiles = [...new DOMParser().parseFromString(doc, 'text/html').querySelectorAll('[data-testid=game-tile]')];
    const own = tiles.filter(
      (t) => t.previousSibling?.nodeType === Node.COMMENT_NODE && t.previousSibling.nodeValue === '$',
    );
    return { tiles: tiles.length, own: own.length };
  }, html);
  expect(sent.tiles).toBeGreaterThan(1);
  expect(sent.own).toBe(sent.tiles);
  expect(await visit(page, path)).toBe(true);
  const tiles = page.getByTestId('game-tile');
  const first = await tiles.first().elementHandle();
  const last = await tiles.last().elementHandle();
  await expect.poll(() => last?.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  expect(await first?.evaluate((el) => el.isConnected)).toBe(true);
  expect(await last?.evaluate((el) => el.isConnected)).toBe(true);
  expect(seen).toEqual([]);
});

// A button of the server's page does nothing by itself: one tapped before the app's scripts have run
// is kept by the start script (web/src/startScript.ts) and answered once the app has taken the page
// (app/src/ssr/tapsAfterPaint.ts), after a paint.
test('/m/gameList: a tile tapped before the app runs opens once the app has taken the page', async ({ page }) => {
  const seen = consoleProblems(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The entry waits: the page is the server's alone.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await loadServerPage(page, site.url + '/m/gameList?gameType=RNG');
  await page.waitForFunction(() => Array.isArray((window as { __lobbyEarlyTaps?: unknown }).__lobbyEarlyTaps));
  // The server's page has a passive touch listener before the app runs: Safari on iOS shows a
  // pressed control's :active style only with one on it or above it.
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
  expect(listeners.some((l) => l.type === 'touchstart' && l.passive)).toBe(true);
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/m/gameList');
  release();
  // A guest's tap on a game asks them to sign in first (docs/product/home-and-games.md#launching-a-game).
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(seen).toEqual([]);
});

// The home's boundary hydrates after the frame's effects have run (the download links are set by
// then) and its parent renders again while a lazy part's chunk may still be loading: what only the
// browser knows waits for useHydrated (state/render.ts), so neither a mismatch (React error 418) nor
// an update before hydration (421) makes the browser render the page again.
test('/m/home hydrates without a mismatch', async ({ page }) => {
  const seen = consoleProblems(page);
  expect(await visit(page, '/m/home')).toBe(true);
  await expect(page.getByTestId('home')).toBeVisible();
  expect(seen).toEqual([]);
});

// The texts the server's render used come with the page, and i18next starts from them: the boot
// fetches no catalogue chunk and no operator override file before hydrating (app/src/ssr/hydrate.tsx).
for (const path of ['/m/home', '/m/gameList?gameType=RNG&lang=vi']) {
  test(`${path} hydrates from the texts the page carried: no text fetched`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/assets\/i18n-|^\/i18n-overrides\//.test(pathname)) fetched.push(pathname);
    });
    expect(await visit(page, path)).toBe(true);
    await expect
      .poll(() => page.getByTestId('frame').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    expect(fetched).toEqual([]);
  });
}

// The server renders in the request's language (?lang=): the header's language code and the kit's
// number locale follow the render's own i18next instance, not the process-wide default (React 425).
for (const lang of ['hi', 'ar']) {
  test(`/m/home?lang=${lang} hydrates without a mismatch`, async ({ page }) => {
    const seen = consoleProblems(page);
    expect(await visit(page, `/m/home?lang=${lang}`)).toBe(true);
    await expect(page.getByTestId('home')).toBeVisible();
    expect(seen).toEqual([]);
  });
}

// The server sends how the page's language writes numbers (ui-kit provider/numbers.ts): the browser
// writes the jackpot and the winners' amounts with them, and never loads its own number data (one
// step of 40-60 ms on a phone that nothing can split) while the page hydrates. Persian: its own digits.
test('/m/home?lang=fa writes its numbers with the server’s symbols: no Intl.NumberFormat in the browser', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { numberFormats: string[] }).numberFormats = made;
    const native = Intl.NumberFormat;
    const record = (args: unknown[]) => made.push(String(args[0]));
    Intl.NumberFormat = new Proxy(native, {
      construct: (target, args) => (record(args), Reflect.construct(target, args)),
      apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
    });
  });
  const seen = consoleProblems(page);
  expect(await visit(page, '/m/home?lang=fa')).toBe(true);
  await expect(page.getByTestId('jackpot')).toContainText(/[۰-۹]{3}٬[۰-۹]{3}/);
  await expect(page.getByTestId('winner-slot')).toContainText(/[۰-۹]+٫[۰-۹]{2}/);
  expect(await page.evaluate(() => (window as unknown as { numberFormats: string[] }).numberFormats)).toEqual([]);
  expect(seen).toEqual([]);
});

test('/m/gameList?lang=en hydrates without a mismatch, the picker on English', async ({ page }) => {
  const seen = consoleProblems(page);
  expect(await visit(page, '/m/gameList?gameType=RNG&lang=en')).toBe(true);
  await expect(page.getByTestId('language-picker')).toHaveValue('EN');
  // The first tile is the page's largest image: the server's page fetches it first, and it alone.
  const html = await (await page.request.get('/m/gameList?gameType=RNG&lang=en')).text();
  expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
  await expect(page.getByTestId('game-tile').first().locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  expect(seen).toEqual([]);
});

// The game list arrives with four rows of tiles, a phone's first screen and a row more (the kit's
// InfiniteList, firstRender): hydrating keeps those tiles, and the rest of the first page joins when
// the browser is idle. No second page is asked for meanwhile.
test('/m/gameList sends its first 12 tiles, hydration keeps them, and the rest of the page follow', async ({
  page,
}) => {
  const seen = consoleProblems(page);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (/\/wps\/relay\/games(\?|$)/.test(r.url())) pages.push(r.url());
  });
  const html = await (await page.request.get(`${site.url}/m/gameList?gameType=RNG&lang=en`)).text();
  const sent = await page.evaluate(
    (doc) => new DOMParser().parseFromString(doc, 'text/html').querySelectorAll('[data-testid="game-tile"]').length,
    html,
  );
  expect(sent).toBe(12);
  expect(await visit(page, '/m/gameList?gameType=RNG&lang=en')).toBe(true);
  const first = await page.getByTestId('game-tile').first().elementHandle();
  await expect(page.getByTestId('game-tile')).toHaveCount(26);
  const list = page.locator('[role="list"]').filter({ has: page.getByTestId('game-tile') });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  expect(await first?.evaluate((el) => el.isConnected)).toBe(true);
  expect(pages).toEqual([]);
  expect(seen).toEqual([]);
});

// The game hall, below a phone's first screen, is not in the server's HTML (its tiles were the
// largest part of the home's first layout); its answer is, in the page's data. The browser draws it
// once the page is up and the hall comes near, from that answer: the platform is not asked again.
test('/m/home draws the hall when it comes near, from the answer the page carried', async ({ page }) => {
  const seen = consoleProblems(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/wps\/relay\/games\/(hot|vendors)|\/lgw\/games/.test(r.url())) asked.push(r.url());
  });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await visit(page, '/m/home')).toBe(true);
  const html = await (await page.request.get(site.url + '/m/home')).text();
  expect(html).not.toContain('data-testid="hall-tabs"');
  // Up and idle, but not near: still the reserved box.
  await page.waitForTimeout(2000);
  await expect(page.getByTestId('hall-slot')).toBeEmpty();
  // Scrolled by script: a guest's popups may be open by now, and a modal dialog locks wheel scrolling.
  await page.evaluate(() => window.scrollTo(0, 600));
  // CSS, not roles: the guest's login popup, open by now, hides the page from the accessibility tree.
  const hall = page.getByTestId('game-hall');
  await expect(hall.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
  await expect(hall.getByTestId('hall-games').locator('li')).toHaveCount(9);
  expect(asked).toEqual([]);
  expect(seen).toEqual([]);
});

// The hot-match ticker arrives with the match it shows and the next (the kit's Carousel): hydrating
// it keeps the server's rows, and the other matches join the ticker when the browser is idle.
test("/m/home sends the ticker's first hot matches, hydration keeps those rows, and the rest follow", async ({
  page,
}) => {
  const seen = consoleProblems(page);
  const html = await (await page.request.get(`${site.url}/m/home?lang=en`)).text();
  const answer = await page.request.get(`${site.url}/wps/relay/hotMatches`, {
    headers: { Merchant: 'LOBBY', Language: 'EN' },
  });
  const matches = ((await answer.json()) as { value: unknown[] }).value;
  expect(matches.length).toBeGreaterThan(2);
  expect(await visit(page, '/m/home?lang=en')).toBe(true);
  const slides = '[data-testid=hot-match-ticker] [aria-roledescription=slide]';
  const sent = await page.evaluate(
    ([doc, sel]) => new DOMParser().parseFromString(doc, 'text/html').querySelectorAll(sel).length,
    [html, slides] as const,
  );
  expect(sent).toBe(2);
  // Its labels count to every match from the start.
  await expect(page.locator(slides).first()).toHaveAttribute('aria-label', new RegExp(` ${matches.length}$`));
  const first = await page.locator(slides).first().elementHandle();
  await page.getByTestId('hot-match-ticker').scrollIntoViewIfNeeded();
  // The start times are the browser's: written once the block has hydrated.
  await expect(page.locator(slides).first().locator('span').last()).not.toBeEmpty();
  await expect(page.locator(slides)).toHaveCount(matches.length);
  expect(await first?.evaluate((el) => el.isConnected)).toBe(true);
  expect(seen).toEqual([]);
});

// The server's styles are kept as sent (ssr/serverStyles.ts, startScript.ts): styled-components
// reads only its markers and generates no rule the server already sent, and no stylesheet that the
// head has inline is fetched again for a lazy chunk. Either would make the browser compute the style
// of every element once more while the page hydrates.
// "Again" is a rule the server sent, generated once more under the same name; a name the browser
// computes differently from the server's is the game-list test's below.
test('/m/home keeps the server styles: no rule generated again, no inline stylesheet fetched', async ({ page }) => {
  const seen = consoleProblems(page);
  const css: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.css')) css.push(new URL(r.url()).pathname);
  });
  expect(await visit(page, '/m/home')).toBe(true);
  await expect(page.getByTestId('home')).toBeVisible();
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href')),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(css.filter((f) => inline.includes(f))).toEqual([]);
  const styles = await page.evaluate(() => {
    const server = [...document.head.querySelectorAll('style:not([data-href]):not([data-styled])')]
      .map((s) => s.textContent ?? '')
      .join('');
    const active = document.querySelector<HTMLStyleElement>('style[data-styled="active"]');
    const selectors = [...(active?.sheet?.cssRules ?? [])]
      .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule)
      .map((r) => r.selectorText);
    return {
      serverSize: server.length,
      markersLeft: document.querySelectorAll('style[data-styled]:not([data-styled="active"])').length,
      again: selectors.filter((s) => /^\.[\w-]+$/.test(s) && server.includes(`${s}{`)),
    };
  });
  expect(styles.serverSize).toBeGreaterThan(10_000);
  expect(styles.markersLeft).toBe(0);
  expect(styles.again).toEqual([]);
  // The kit's global styles are the server's alone here (App.tsx mounts GlobalStyle only on a page
  // the browser renders itself): they hold after hydration and after a move within the app.
  const globals = () =>
    page.evaluate(() => [getComputedStyle(document.body).margin, getComputedStyle(document.body).boxSizing]);
  expect(await globals()).toEqual(['0px', 'border-box']);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/m/gameList?gameType=RNG');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await globals()).toEqual(['0px', 'border-box']);
  expect(seen).toEqual([]);
});

// The browser names each styled component as the server did (app/vite.config.ts: Oxc's
// styled-components transform gives each an id from its file): the game list's every part is in the
// server's markup, so hydrating it adds no style rule at all. When the two bundles numbered
// components by the order their modules ran, the browser computed other class names, generated and
// inserted the page's whole CSS again (77 rules), and restyled the document while hydrating.
test('/m/gameList hydrates without generating a style rule: the browser names components as the server did', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { inserted: string[] };
    w.inserted = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      w.inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  expect(await visit(page, '/m/gameList?gameType=RNG')).toBe(true);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { inserted: string[] }).inserted)).toEqual([]);
});
