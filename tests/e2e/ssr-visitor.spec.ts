/**
 * The visitor's own page from the front-end server (web/): the language they chose travels as a
 * cookie, so a returning player's first HTML is in it and hydrates cleanly; a page in a chosen
 * language logs no error and leaves no request open. Needs the app's build (app/dist and
 * app/dist-server), as the e2e project does.
 */
import { expect, test, type Page } from '@playwright/test';
import { useProductionSite } from './helpers/siteServer.ts';
import { consoleProblems } from './helpers/console.ts';

// On the ports beside ssr-hydration.spec.ts's site.
const site = useProductionSite(11);

/**
 * Console errors and warnings, page errors and failed requests. A request left open shows as a
 * page that never reaches network quiet (`networkidle` times out).
 */
function watch(page: Page) {
  const seen = consoleProblems(page);
  // Requests cut by the next navigation (lazy images, fonts) are the browser's doing, not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`failed: ${r.url()}`);
  });
  return { seen };
}

test("a returning Arabic player's first HTML is Arabic, right to left, and hydrates cleanly", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'lang', value: 'AR', url: site.url }]);
  // A first Arabic render loads every Arabic text; on a busy machine that can pass the render's
  // deadline (its blocks then render in the browser). This test is about the cookie, not that.
  await page.request.get(`${site.url}/m/home`, { headers: { cookie: 'lang=AR' } });
  const { seen } = watch(page);
  const res = await page.goto(`${site.url}/m/home`, { waitUntil: 'commit' });
  const html = (await res?.text()) ?? '';
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  // The header's login button, in Arabic, before any script ran.
  expect(html).toContain('تسجيل الدخول');
  const frame = await page.waitForSelector('[data-testid="frame"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(await frame.evaluate((el) => el.isConnected)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(seen).toEqual([]);
});

test('a language picked in the app is the next page’s, rendered by the server', async ({ page, context }) => {
  const { seen } = watch(page);
  await page.goto(`${site.url}/m/gameList?gameType=RNG`);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('language-picker').selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies(site.url)).find((c) => c.name === 'lang');
  expect(cookie).toMatchObject({ value: 'EN', path: '/', sameSite: 'Lax', httpOnly: false });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  const res = await page.goto(`${site.url}/m/home`, { waitUntil: 'commit' });
  expect(await res?.text()).toMatch(/<html lang="en" dir="ltr"/);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

// A third language (neither the page's nor the English fallback it carries): every namespace the
// page shows loads before it switches, so no part of the frame waits for texts (React's #426 and the
// router's error page when a part outside a Suspense boundary did).
test('the header’s switch to a third language on a server-rendered home loads its texts, then switches', async ({
  page,
}) => {
  const { seen } = watch(page);
  await page.goto(`${site.url}/m/home?lang=vi`);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('language-switch').locator('select').selectOption('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('footer')).toContainText(/[\u0E00-\u0E7F]/);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

// docs/decisions/web-server-rendering.md, "The page data block": TY is whole, so a TY page carries
// no English text; the switch to English loads English's whole bundles first (i18n.ts, setLanguage),
// or the texts the page left out would show as their keys.
test('a TY page carries no English text, and its switch to English shows English, never a key', async ({ page }) => {
  const { seen } = watch(page);
  const res = await page.goto(`${site.url}/m/home`);
  const html = (await res?.text()) ?? '';
  expect(html).toMatch(/<html lang="fil"/);
  const block = /<script type="application\/json" id="lobby-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const { resources } = JSON.parse(block) as { resources: Record<string, Record<string, object>> };
  expect(Object.keys(resources.fil?.common ?? {}).length).toBeGreaterThan(0);
  expect(Object.keys(resources.en ?? {})).toContain('common');
  expect(Object.values(resources.en ?? {}).filter((bundle) => Object.keys(bundle).length > 0)).toEqual([]);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('language-switch').locator('select').selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('footer')).toContainText('Home');
  await expect(page.getByTestId('frame')).toContainText('Log in');
  // a key reads as dotted words, e.g. nav.footer.home
  expect(await page.getByTestId('frame').innerText()).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b/);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

// docs/product/languages.md#changing: a language whose texts cannot load (offline) is not switched
// to; the page stays whole in its own language and a toast in it says why. Online again, it switches.
test('a switch to a language whose texts cannot load keeps the page in its own, and says why', async ({
  page,
  context,
}) => {
  await page.goto(`${site.url}/m/home`);
  await page.waitForLoadState('networkidle');
  const select = page.getByTestId('language-switch').locator('select');
  await context.setOffline(true);
  await select.selectOption('TH');
  await expect(page.getByTestId('toast').filter({ hasText: 'Mabagal ang koneksyon / Walang internet' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(select).toHaveValue('TY');
  await expect(page.getByTestId('language-switch')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('footer')).not.toContainText(/[\u0E00-\u0E7F]/);
  expect((await context.cookies(site.url)).find((c) => c.name === 'lang')?.value).not.toBe('TH');
  await context.setOffline(false);
  await select.selectOption('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('footer')).toContainText(/[\u0E00-\u0E7F]/);
});

// On a slow link the picked language shows at once, busy, while its texts load; the page switches
// when they are in. Bound to the page's language alone, the picker showed the old one meanwhile.
test('a language picked on a slow link shows at once, busy, until its texts are in', async ({ page }) => {
  await page.goto(`${site.url}/m/home`);
  await page.waitForLoadState('networkidle');
  // From here on, every script the page asks for (the new language's texts) waits for the gate.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  const picker = page.getByTestId('language-switch');
  await picker.locator('select').selectOption('TH');
  await expect(picker).toHaveAttribute('aria-busy', 'true');
  await expect(picker.locator('span')).toHaveText('TH');
  await expect(picker.locator('select')).toHaveValue('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  open();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(picker).toHaveAttribute('aria-busy', 'false');
  await expect(picker.locator('span')).toHaveText('TH');
});

test('a language kept only in storage (before the cookie) loads cleanly and is the next page’s', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'HI');
  });
  const { seen } = watch(page);
  // The server renders the default language; the browser renders its own over it, with the
  // operator's overrides asked for that language (an empty set here: not a failed request).
  await page.goto(`${site.url}/m/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
  const res = await page.goto(`${site.url}/m/home`, { waitUntil: 'commit' });
  expect(await res?.text()).toMatch(/<html lang="hi" dir="ltr"/);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('a link naming a language (?lang=) is the page’s and the next page’s, for a visitor who chose another', async ({
  page,
}) => {
  const { seen } = watch(page);
  await page.goto(`${site.url}/m/home?lang=th`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.waitForLoadState('networkidle');
  // The stored choice is Thai now; a link to the English game list is English, and stays so.
  await page.goto(`${site.url}/m/gameList?gameType=RNG&lang=en`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-picker')).toHaveValue('EN');
  const res = await page.goto(`${site.url}/m/home`, { waitUntil: 'commit' });
  expect(await res?.text()).toMatch(/<html lang="en" dir="ltr"/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(seen).toEqual([]);
});
