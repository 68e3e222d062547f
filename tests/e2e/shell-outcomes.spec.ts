/**
 * Issue 6 start-up outcomes (docs/product/screens-and-routes.md#start-up-outcomes): normal, maintenance, region restricted; maintenance wins;
 * service down. Status changes only touch the isolated merchant, so parallel specs are unaffected.
 */
import { expect, test } from './helpers/test.ts';
import { devControls } from './helpers/dev.ts';
import { isolatedMerchant, waitForFrame, withRuntimeConfig } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';

// The service worker would fetch runtime-config.json itself, past page.route (see helpers/app.ts).
test.use({ serviceWorkers: 'block' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
  await withRuntimeConfig(page, { merchantCode: isolatedMerchant });
});
test.afterEach(async ({ request }) => {
  await devControls(request).setStatus({
    maintenance: false,
    regionRestricted: false,
    message: null,
    merchant: isolatedMerchant,
  });
});

test('normal start runs the app', async ({ page }) => {
  await page.goto('/m/home');
  await waitForFrame(page, 'home');
});

test('maintenance beats region restriction', async ({ page, request }) => {
  await devControls(request).setStatus({ maintenance: true, regionRestricted: true, merchant: isolatedMerchant });
  await page.goto('/m/home');
  await expect(page.getByTestId('outcome-maintenance')).toBeVisible();
  await expect(page.getByTestId('outcome-region')).toHaveCount(0);
  await expect(page.getByTestId('frame')).toHaveCount(0);
});

test('region restriction alone shows the region page', async ({ page, request }) => {
  await devControls(request).setStatus({ regionRestricted: true, merchant: isolatedMerchant });
  await page.goto('/m/register');
  await expect(page.getByTestId('outcome-region')).toBeVisible();
  await expect(page.getByText('Access restricted (IP/location blocked)')).toBeVisible();
});

test('maintenance ends: try again returns to the app', async ({ page, request }) => {
  const dev = devControls(request);
  await dev.setStatus({ maintenance: true, message: 'Back at noon', merchant: isolatedMerchant });
  await page.goto('/m/home');
  await expect(page.getByTestId('outcome-maintenance')).toContainText('Back at noon');
  await dev.setStatus({ maintenance: false, message: null, merchant: isolatedMerchant });
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitForFrame(page, 'home');
});

test('service down when the status call keeps failing; retry recovers', async ({ page }) => {
  await page.route('**/wps/system/status', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/m/home');
  await expect(page.getByTestId('outcome-service-down')).toBeVisible();
  await page.unroute('**/wps/system/status');
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitForFrame(page, 'home');
});

test('/m/maintenance is a page of its own', async ({ page }) => {
  await page.goto('/m/maintenance');
  await waitForFrame(page, 'maintenance');
  await expect(page.getByTestId('outcome-maintenance')).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);
});
