/**
 * issue 9 "Done when": help-center HTML with a script payload does not execute; help ?i= defaults
 * to 0; announcements and customer-service links (decoded as docs/product/constants.md#service-links says) render.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import { useLanguage } from './helpers/i18n.ts';

// The shared machine is slow under parallel load: give screens time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('help-center HTML with a script payload does not execute', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/m/help');
  await expect(page.getByTestId('help-list')).toBeVisible();
  const items = page.getByTestId('help-list').getByRole('link');
  // The list can show before its rows arrive: wait for them, then count.
  await expect.poll(() => items.count()).toBeGreaterThan(1);
  const count = await items.count();
  let found = false;
  for (let i = 0; i < count; i++) {
    await page.goto(`/m/helpDetail?i=${i}`);
    const content = page.getByTestId('help-content');
    await expect(content).toBeVisible();
    const html = await content.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    if (html.includes('18 or older')) found = true;
  }
  // The seeded entry with the payload was shown (its safe text survived).
  expect(found).toBe(true);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('help detail opens item 0 by default and the chosen ?i=', async ({ page }) => {
  await page.goto('/m/help');
  const first = (await page.getByTestId('help-list').getByRole('link').first().textContent())?.trim() ?? '';
  const second = (await page.getByTestId('help-list').getByRole('link').nth(1).textContent())?.trim() ?? '';
  await page.goto('/m/helpDetail');
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
  await page.goto('/m/helpDetail?i=1');
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await page.goto('/m/helpDetail?i=999');
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('announcements and customer-service links render', async ({ page }) => {
  await page.goto('/m/notice');
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  await page.getByTestId('notice-item').first().getByRole('button').click();
  await expect(page.getByTestId('notice-item').first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/m/service');
  const links = page.locator('[data-testid^="service-"][data-url]');
  await expect(links.first()).toBeVisible();
  for (const url of await links.evaluateAll((els) => els.map((e) => e.getAttribute('data-url') ?? ''))) {
    expect(url).toMatch(/^https?:\/\//);
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
