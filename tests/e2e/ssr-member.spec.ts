/**
 * A member's page from the front-end server (web/): signed in, the session lives in the server's
 * sealed cookie, so the server renders the member's own page (name, balance, in their language) and
 * the browser hydrates it with no guest header and no "Loading" between. Needs the app's build.
 */
import { expect, test } from '@playwright/test';
import { startProductionSite } from './helpers/siteServer.ts';
import { consoleProblems } from './helpers/console.ts';

// Beside ssr-hydration.spec.ts's and ssr-visitor.spec.ts's servers, on the next ports.
const platformPort = Number(process.env.SSR_PLATFORM_PORT ?? 8095) + 13;
const webPort = Number(process.env.SSR_WEB_PORT ?? 8096) + 13;
let site = '';
let stop = () => undefined as void;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ site, stop } = await startProductionSite(platformPort, webPort));
});

test.afterAll(() => stop());

test("a signed-in member's page arrives as theirs, in their language, private, and hydrates", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'lang', value: 'EN', url: site }]);
  await page.goto(`${site}/m/login`);
  await page.getByTestId('login-username').fill('demo_player');
  await page.getByTestId('login-password').fill('Player123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.waitForLoadState('networkidle');

  const seen = consoleProblems(page);
  const res = await page.goto(`${site}/m/home`, { waitUntil: 'commit' });
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
  const guest = await page.request.get(`${site}/m/home`, { headers: { cookie: 'lang=EN' } });
  expect(await guest.text()).not.toContain('demo_player');
});
