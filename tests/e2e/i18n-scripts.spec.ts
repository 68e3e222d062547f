/**
 * Each script we ship beyond Latin, Cyrillic and Devanagari renders in its own web font, not in
 * boxes: the login page at 375x812 in Burmese, Khmer, Lao, Telugu and Arabic. The page's texts must
 * be in that script, a loaded FontFace of the script's Noto family must cover them, and the pixels
 * are compared with a baseline (tests/visual/__screenshots__, made on CI's chromium).
 */
import { expect, test } from './helpers/test.ts';
import { animationsSettled, waitForFrame } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';

const scripts = [
  { code: 'MY', family: 'Noto Sans Myanmar', letters: /[\u1000-\u109F]/ },
  { code: 'KM', family: 'Noto Sans Khmer', letters: /[\u1780-\u17FF]/ },
  { code: 'LO', family: 'Noto Sans Lao', letters: /[\u0E80-\u0EFF]/ },
  { code: 'TE', family: 'Noto Sans Telugu', letters: /[\u0C00-\u0C7F]/ },
  { code: 'AR', family: 'Noto Sans Arabic', letters: /[\u0600-\u06FF]/ },
] as const;

test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

for (const { code, family, letters } of scripts) {
  test(`login page in ${code} shows ${family} glyphs`, async ({ page }) => {
    await useLanguage(page, code);
    await page.goto('/m/login');
    const button = page.getByTestId('login-submit');
    await expect(button).toBeVisible({ timeout: 20_000 });
    const label = (await button.textContent()) ?? '';
    expect(label, 'the login button is translated into the script').toMatch(letters);
    // The script font loads when the page shows text in its script (tokens/src/scripts.css).
    await waitForFrame(page, 'login');
    await animationsSettled(page);
    const font = await page.evaluate(
      async ({ family: f, text }) => {
        await document.fonts.load(`16px "${f}"`, text);
        await document.fonts.ready;
        const faces = [...document.fonts].filter((x) => x.family.replace(/"/g, '') === f && x.status === 'loaded');
        return { loaded: faces.length, check: document.fonts.check(`16px "${f}"`, text) };
      },
      { family, text: label },
    );
    expect(font.loaded, `${family} loaded`).toBeGreaterThan(0);
    expect(font.check).toBe(true);
    await expect(page).toHaveScreenshot(`i18n-script-login-${code.toLowerCase()}.png`, {
      fullPage: false,
      mask: [page.getByTestId('login-captcha').locator('img'), page.locator('[data-testid="login-captcha"] canvas')],
    });
  });
}

test('a Latin-script language loads none of the script fonts', async ({ page }) => {
  const css: string[] = [];
  page.on('request', (r) => {
    if (/(myanmar|khmer|lao|telugu)-[1-9]00/.test(r.url())) css.push(r.url());
  });
  await useLanguage(page, 'EN');
  await page.goto('/m/login');
  await expect(page.getByTestId('login-submit')).toBeVisible({ timeout: 20_000 });
  await animationsSettled(page);
  expect(css).toEqual([]);
});
