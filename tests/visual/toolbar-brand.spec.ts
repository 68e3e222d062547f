import { test, expect } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { brandMeta, defaultBrand, resolvedTokens } from '@lobby/tokens';
import type { BrandName } from '@lobby/tokens';

/**
 * Issue 2: switching brand in the Storybook toolbar re-themes every story with no reload. This runs
 * the real manager UI (not iframe.html alone): a user opens the toolbar's Brand menu (its accessible
 * name is the global's description in .storybook/preview.tsx) and picks a brand; the story's button
 * must take the new brand's token colour while the preview iframe keeps its document (a marker set
 * on its window before the switch is still there after).
 */
const story = 'actions-button--primary';
const token = 'button.primaryBg';
const label = (brand: BrandName) => brandMeta.find((b) => b.name === brand)!.label;

/** '#e0b04a' -> 'rgb(224, 176, 74)', as getComputedStyle reports an opaque colour. */
function rgb(hex: string): string {
  const n = hex.replace('#', '');
  expect(n, `${token} is a plain opaque hex colour`).toMatch(/^[0-9a-f]{6}$/i);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const preview = (page: Page): Frame => {
  const frame = page.frame({ url: /\/iframe\.html/ });
  expect(frame, 'the story preview iframe').not.toBeNull();
  return frame!;
};

const buttonBackground = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.querySelector('#storybook-root button')!).backgroundColor);

async function pickBrand(page: Page, brand: BrandName) {
  const toolbar = page.getByRole('toolbar');
  await toolbar.getByRole('button', { name: /^Brand \(design tokens\)/ }).click();
  await page.getByRole('option', { name: label(brand), exact: true }).click();
  // dynamicTitle: the toolbar button now names the chosen brand.
  await expect(toolbar.getByRole('button', { name: /^Brand \(design tokens\)/ })).toHaveText(label(brand), {
    timeout: 15_000,
  });
}

test.describe('Storybook toolbar', () => {
  // The manager needs room for its sidebar and toolbar; the story itself still renders in the iframe.
  test.use({ viewport: { width: 1280, height: 800 } });
  // The manager loads the whole sidebar index first: 8 s on a quiet machine, 27 s seen under load.
  test.setTimeout(90_000);

  test('switching brand re-themes the story with no reload (gold -> sky -> neon -> gold)', async ({ page }) => {
    expect(defaultBrand).toBe('gold');
    await page.goto(`/?path=/story/${story}`);
    // The toolbar's global controls appear once the preview has loaded: seconds under load.
    await expect(page.getByRole('toolbar').getByRole('button', { name: /^Brand \(design tokens\)/ })).toHaveText(
      label('gold'),
      { timeout: 60_000 },
    );
    await page.locator('#storybook-preview-iframe').waitFor();
    const frame = preview(page);
    await frame.waitForFunction(() => document.body.classList.contains('sb-show-main'), undefined, {
      timeout: 60_000,
    });
    await frame.waitForSelector('#storybook-root button');
    expect(await buttonBackground(frame)).toBe(rgb(resolvedTokens.gold[token]!));
    await frame.evaluate(() => {
      (window as unknown as { __noReload?: number }).__noReload = 1;
    });

    const seen = new Set<string>();
    for (const brand of ['sky', 'neon', 'gold'] as const) {
      await pickBrand(page, brand);
      const expected = rgb(resolvedTokens[brand][token]!);
      await expect
        .poll(() => buttonBackground(frame), { message: `${brand}: the button's ${token}`, timeout: 15_000 })
        .toBe(expected);
      seen.add(expected);
      expect(await frame.evaluate(() => document.documentElement.dataset.brand)).toBe(brand);
      // Same frame, same document: a reload would have dropped the marker.
      expect(
        await frame.evaluate(() => (window as unknown as { __noReload?: number }).__noReload),
        `${brand}: the preview iframe reloaded`,
      ).toBe(1);
      expect(preview(page)).toBe(frame);
    }
    // The three brands really differ here, so the checks above could not pass by standing still.
    expect(seen.size).toBe(3);
  });
});
