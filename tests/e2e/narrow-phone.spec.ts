/**
 * A phone 320 px wide: an iPhone SE, or any iPhone with display zoom on. In the languages whose words
 * are longest, the page is no wider than the phone (a wider page can be dragged sideways, and the
 * browser zooms out to show it), and the parts that were not are checked where they fit.
 */
import { expect, test } from './helpers/test.ts';
import type { Page } from '@playwright/test';
import { useLanguageInstead } from './helpers/i18n.ts';
import { openOnPhone } from './helpers/member-account.ts';
import { apart } from './helpers/layout.ts';

test.describe.configure({ timeout: 120_000 });

const phone = { width: 320, height: 640 };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// The guest header held the logo, 'Anmelden' and 'Registrieren', the language and the menu in 358 px:
// the menu button was off the screen. Filipino, the default language, was 3 px over.
for (const code of ['DE', 'NL', 'TY'] as const) {
  test(`the home's header in ${code} at 320 px: every control on the screen, none over another`, async ({ page }) => {
    await useLanguageInstead(page, code);
    await page.setViewportSize(phone);
    await page.goto('/m/home');
    // By CSS, not by role: home's popups (docs/product/states.md#popup) may open meanwhile and hide
    // the page from assistive technology; they do not move the header.
    const header = page.getByTestId('header').locator('header');
    await expect(header.locator('a').first()).toBeVisible();
    const controls = await header.locator('a, button, select').evaluateAll((els) =>
      els
        .map((el) => (el.tagName === 'SELECT' ? el.parentElement! : el))
        .map((el) => ({
          name: el.textContent?.trim() || el.getAttribute('aria-label'),
          box: el.getBoundingClientRect().toJSON() as DOMRect,
        })),
    );
    expect(controls.length).toBeGreaterThanOrEqual(5);
    for (const c of controls) {
      expect(c.box.left, `${c.name} starts off the screen`).toBeGreaterThanOrEqual(0);
      expect(c.box.right, `${c.name} ends off the screen`).toBeLessThanOrEqual(phone.width);
    }
    for (let i = 1; i < controls.length; i++) {
      const [a, b] = [controls[i - 1]!, controls[i]!];
      expect(apart(a.box, b.box), `${a.name} and ${b.name} overlap`).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  });
}

test(`the download bar's title in TY at 320 px is whole: 'I-download' no longer breaks inside itself`, async ({
  browser,
  baseURL,
}) => {
  // The bar shows on a phone's browser (docs/product/screens-and-routes.md#download-bar).
  const context = await browser.newContext({
    baseURL,
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await useLanguageInstead(page, 'TY');
  await page.goto('/m/home');
  // By CSS, not by role: home's popups may open meanwhile and hide the page from assistive technology.
  const title = page.locator('h2', { hasText: 'I-download ang app' });
  await expect(title).toBeVisible();
  const shown = await title.evaluate((el) => ({
    clamped: el.scrollHeight > el.clientHeight + 1,
    lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
  }));
  expect(shown.clamped, 'the title is cut').toBe(false);
  expect(shown.lines).toBeLessThanOrEqual(2);
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  await context.close();
});

// Deposit and withdraw sat side by side at their words' width: in German the pair was 339 px wide.
test('the member centre in DE at 320 px: deposit and withdraw inside the card, the page no wider', async ({
  page,
  request,
}) => {
  await openOnPhone(page, request, 'DE', '/m/mine', phone);
  const card = page.getByTestId('member-info-card');
  const deposit = card.locator('button', { hasText: 'Einzahlen' });
  const withdraw = card.locator('button', { hasText: 'Auszahlen' });
  await expect(withdraw).toBeVisible();
  for (const button of [deposit, withdraw]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
});

// Tamil's four report ranges are wider than a 320 px row: they scroll inside it, and 'custom' is
// reached there, instead of the page widening by 21 px.
test('a report in TA at 320 px: the ranges scroll inside their row, and custom can be chosen', async ({
  page,
  request,
}) => {
  await openOnPhone(page, request, 'TA', '/m/gameRecord', phone);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveCount(4);
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  const last = (await tabs.last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(phone.width);
  await expect(page.locator('input[type=date]')).toHaveCount(2);
});
