/**
 * Each script we ship beyond Latin, Cyrillic and Devanagari renders in its own web font, not in
 * boxes: the login page at 375x812 in Burmese, Khmer, Lao, Telugu and Arabic. The page's texts must
 * be in that script, a loaded FontFace of the script's Noto family must cover them, and the pixels
 * are compared with a baseline (tests/visual/__screenshots__, made on CI's chromium). And the texts
 * that run longest in those scripts still leave room for what sits beside them (the winner board).
 */
import { expect, test } from './helpers/test.ts';
import { animationsSettled, closeLoginPopupsWhenShown, waitForFrame } from './helpers/app.ts';
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

// A winner row is icon, text and play button. In Tamil the button's label ("இப்போது விளையாடு") once
// took the whole row: the name, the game and the amount had no width at all; in Burmese the amount
// was cut with an ellipsis. The amount is never cut and the name is always in view, at 375 px.
for (const code of ['TA', 'MY', 'EN'] as const) {
  test(`home's winner board in ${code}: every amount whole, every name in view`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await useLanguage(page, code);
    await closeLoginPopupsWhenShown(page);
    await page.goto('/m/home');
    await waitForFrame(page, 'home');
    const board = page.getByTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    // By CSS, not by role: a popup of the home that opens meanwhile hides the page from assistive
    // technology, and a role query then found no row at all (one clean-clone CI run).
    const rows = board.locator('li');
    await expect(rows.nth(2)).toBeVisible({ timeout: 20_000 });
    await animationsSettled(page);
    const measured = await rows.evaluateAll((items) =>
      items.slice(0, 5).map((li) => {
        const lines = [...li.querySelectorAll('div > span')] as HTMLElement[];
        const name = lines[0]!;
        const amount = lines[lines.length - 1]!;
        const row = li.getBoundingClientRect();
        const box = amount.getBoundingClientRect();
        return {
          amount: amount.textContent,
          amountCut: amount.scrollWidth > amount.clientWidth + 1,
          amountInRow: box.left >= row.left - 1 && box.right <= row.right + 1,
          nameWidth: name.getBoundingClientRect().width,
        };
      }),
    );
    expect(measured.length).toBeGreaterThan(0);
    for (const m of measured) {
      expect(m.amountCut, `${m.amount} is whole`).toBe(false);
      expect(m.amountInRow, `${m.amount} is inside its row`).toBe(true);
      expect(m.nameWidth, `the name beside ${m.amount} has room`).toBeGreaterThan(40);
    }
  });
}
