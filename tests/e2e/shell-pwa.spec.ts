/**
 * The PWA: a web manifest, a service worker (Workbox) that precaches the shell, an offline start
 * that shows the frame with the offline banner instead of a browser error page, nothing of a
 * member's or of the platform's in Cache Storage, and an update toast when a new build is live
 * (docs/decisions/app-pwa.md).
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './helpers/test.ts';
import type { Page } from '@playwright/test';
import { closeLoginPopupsWhenShown, openAs, seededSession, waitForFrame } from './helpers/app.ts';
import { startSiteServer } from './helpers/siteServer.ts';
import { useLanguage } from './helpers/i18n.ts';

// The suite blocks service workers by default (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('the manifest is linked and installable', async ({ page, request }) => {
  await page.goto('/m/home');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { sizes: string; src: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Lobby', start_url: '/m/home', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeTruthy();
    expect((await request.get(icon!.src)).ok()).toBe(true);
  }
});

test('the shell starts offline once the service worker has cached it', async ({ page, context }) => {
  // The first install fetches the whole precache (about 190 files) on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/m/home');
  await waitForFrame(page, 'home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Let the worker take control, then go offline and start again.
  await page.reload();
  await waitForFrame(page, 'home');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await waitForFrame(page, 'home');
    await expect(page.getByText('Slow Connection / No Internet', { exact: true })).toBeVisible();
    // The shell is up; what needs the network says so and offers a retry instead of a white screen.
    await expect(page.getByTestId('error-state').first()).toBeVisible();
    await expect(page.getByTestId('error-state').first().getByRole('button')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText('Slow Connection / No Internet', { exact: true })).toHaveCount(0);
});

/** Every entry of every cache the page's origin holds: url and content type. */
async function cacheStorage(page: Page): Promise<{ cache: string; url: string; type: string }[]> {
  return page.evaluate(async () => {
    const out: { cache: string; url: string; type: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        out.push({ cache: name, url: req.url, type: res?.headers.get('content-type') ?? '' });
      }
    }
    return out;
  });
}

test("a member's pages and the platform's answers never reach Cache Storage", async ({ page, request }) => {
  // The first install fetches the whole precache (about 190 files) on a busy machine.
  test.setTimeout(90_000);
  const member = await seededSession(request, 'demo_player', 'Player123');
  await openAs(page, member, '/m/home');
  await page.getByTestId('frame').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByTestId('frame').waitFor();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Pages of the member's own, as full loads: the worker sees each navigation and its API calls.
  for (const path of ['/m/mine', '/m/voucherCenter', '/m/gameRecord', '/m/transaction/record', '/m/home']) {
    await page.goto(path);
    await page.getByTestId('frame').waitFor();
  }
  await page.waitForLoadState('networkidle');

  const entries = await cacheStorage(page);
  // The precache holds the shell (the offline page among it), so the check is not vacuous.
  expect(entries.some((e) => new URL(e.url).pathname === '/index.html')).toBe(true);
  // Texts of languages this player does not read are never fetched for the precache.
  const otherTexts = entries.filter((e) => /^\/assets\/i18n-(?!en-|ty-)/.test(new URL(e.url).pathname));
  expect(otherTexts, 'other languages in Cache Storage').toEqual([]);
  expect(entries.some((e) => /^\/assets\/i18n-en-common-/.test(new URL(e.url).pathname))).toBe(true);
  const platform = entries.filter((e) => /^\/(wps|lgw|cdn|__dev)(\/|$)/.test(new URL(e.url).pathname));
  expect(platform, 'platform answers in Cache Storage').toEqual([]);
  const pages = entries.filter((e) => e.type.includes('text/html') && new URL(e.url).pathname !== '/index.html');
  expect(pages, 'pages in Cache Storage').toEqual([]);
  // The one HTML file is the build's shell, never a rendered page of this member.
  const shell = await page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? '');
  expect(shell).not.toContain(member.userName);
});

test.describe('a new build', () => {
  // A copy of the build served by a site of its own, so its worker can change under a running page.
  const port = Number(process.env.E2E_PORT ?? 8090) + 14;
  let dist = '';
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dist = mkdtempSync(join(tmpdir(), 'lobby-sw-'));
    cpSync('app/dist', dist, { recursive: true });
    server = await startSiteServer(port, dist);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('offers a reload in a toast, and the reload runs it', async ({ page }) => {
    // Two installs of the whole precache (about 190 files) on a busy machine.
    test.setTimeout(120_000);
    const site = `http://127.0.0.1:${port}`;
    await closeLoginPopupsWhenShown(page);
    await page.goto(`${site}/m/home`);
    await waitForFrame(page, 'home');
    // The first worker has installed and taken the page (its activate claims it). Bounded, and said
    // when it is not: a wait on `ready` alone has no end when an install fails, and a claim still
    // to come would fire the controllerchange the Reload waits for.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'no controller'), {
        message: 'the first worker controls the page',
        timeout: 60_000,
      })
      .toBe('activated');
    await expect(page.getByTestId('update-toast')).toHaveCount(0);

    // Deploy: the shell's revision changes, as a new build's would.
    const sw = join(dist, 'sw.js');
    const before = readFileSync(sw, 'utf8');
    const after = before.replace(/("revision":")([0-9a-f]{32})(","url":"index\.html")/, '$1' + 'f'.repeat(32) + '$3');
    expect(after).not.toBe(before);
    writeFileSync(sw, after);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const toast = page.getByTestId('update-toast');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toContainText('A new version of Lobby is ready.');
    // Reload answers within handOverMs (10 s) plus a page load, whether or not the old worker has
    // handed over by then.
    const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: 45_000 });
    await toast.getByRole('button', { name: 'Reload' }).click({ timeout: 5000 });
    await reloaded;
    await waitForFrame(page, 'home');
    await expect(page.getByTestId('update-toast')).toHaveCount(0);
    // The page now runs under the new worker, whose precache holds the new revision. On a busy
    // machine the old worker may still have been finishing a request at the reload: the new one
    // takes over once it has (it has been told to skip waiting), so this is polled, not read once.
    const underNewWorker = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        const keys = await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys()));
        return {
          waiting: Boolean(reg?.waiting),
          index:
            keys
              .flat()
              .map((r) => r.url)
              .find((u) => u.includes('/index.html')) ?? '',
        };
      });
    await expect
      .poll(async () => (await underNewWorker()).waiting, { message: 'a worker still waits', timeout: 30_000 })
      .toBe(false);
    const revision = await underNewWorker();
    expect(revision.waiting).toBe(false);
    expect(revision.index).toContain('f'.repeat(32));
  });
});
