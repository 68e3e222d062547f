/**
 * Issue 6 PWA: a web manifest, a service worker that caches the shell, and an offline start that
 * shows the frame with the offline banner instead of a browser error page.
 */
import { expect, test } from '@playwright/test';
import { waitForFrame } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';

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
