/**
 * Issue 6: every route and alias renders its page (or placeholder) with the right header and
 * footer, unknown paths go home, and axe finds nothing on any route.
 */
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routeById, routeTable } from '../../app/src/routes/table.ts';
import { openAs, registerUser, waitForFrame } from './helpers/app.ts';
import type { TestSession } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';

// The service worker would fetch runtime-config.json itself, past page.route (see helpers/app.ts).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

// One fresh player per worker: session pages then render for a member, not a guest redirect.
let player: TestSession | undefined;
test.beforeAll(async ({ request }) => {
  player = await registerUser(request);
});

/** Screens may guard themselves (docs/product/roles.md#agent, docs/product/states.md#login: guests to login, non-agents home); those landings are valid. */
const guardLandings = new Set(['login', 'home']);

for (const entry of routeTable) {
  test(`${entry.path} renders ${entry.id} with header '${entry.header}' and footer ${entry.footer ? 'shown' : 'hidden'}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    if (entry.session && player) await openAs(page, player, entry.path);
    else await page.goto(entry.path);
    await waitForFrame(page);
    // A guard may send the viewer elsewhere (a player on /m/agent goes home) once the page's code has
    // arrived: read where the page landed only when its calls and chunks are done and it shows
    // something. On a slow machine the frame named the guarded route for a moment, and the test then
    // judged the home that replaced it by the agent page's rules.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('page')).not.toBeEmpty();
    const landed = await page.getByTestId('frame').getAttribute('data-route');
    if (landed !== entry.id) expect(guardLandings, `${entry.path} landed on ${landed}`).toContain(landed);
    const shown = routeById(landed ?? '')!;
    await waitForFrame(page, shown.id);
    const header = page.getByTestId('header');
    if (shown.header === 'none') await expect(header).toHaveCount(0);
    else if (shown.header === 'home') await expect(header).toHaveAttribute('data-kind', /^home-/);
    else {
      await expect(header).toHaveAttribute('data-kind', 'back');
      await expect(header.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    }
    if (shown.footer) await expect(page.getByTestId('footer')).toBeVisible();
    else await expect(page.getByTestId('footer')).toHaveCount(0);
    // Never blank: the screen, or its designed placeholder.
    await expect(page.getByTestId('page')).not.toBeEmpty();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

for (const entry of routeTable) {
  for (const alias of entry.aliases ?? []) {
    test(`alias ${alias} opens ${entry.path}`, async ({ page }) => {
      await page.goto(`${alias}?affiliateCode=A1`);
      await waitForFrame(page, entry.id);
      const url = new URL(page.url());
      expect(url.pathname).toBe(entry.path);
      expect(url.searchParams.get('affiliateCode')).toBe('A1');
    });
  }
}

test('unknown paths go back to home', async ({ page }) => {
  await page.goto('/m/does-not-exist');
  await waitForFrame(page, 'home');
  expect(new URL(page.url()).pathname).toBe('/m/home');
});

test('paths match case-insensitively and ignore a trailing slash', async ({ page }) => {
  // A page guests may see (changePsw sends a guest on, so the frame would not stay on it).
  await page.goto('/m/UserAgreement/');
  await waitForFrame(page, 'useragreement');
});
