/**
 * The platform's own texts (game names, message titles) in an Arabic page: each in the direction of
 * its first letter, so an English title keeps its '!' at its end and a cut game name loses its end
 * to the ellipsis, not its start (ui-kit's `ownDirection` fragment).
 */
import { expect as baseExpect, test } from './helpers/test.ts';
import { seededSession } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';
import { useSessionIn } from './helpers/member-account.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'AR');
  await page.setViewportSize({ width: 375, height: 812 });
});

/** Where an element's last two letters are drawn, left edges in page pixels (its text nodes in order). */
function lastTwoLetters(el: Element): [number, number] {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const letters: [Text, number][] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (let i = 0; i < node.textContent!.length; i += 1)
      if (node.textContent![i]!.trim()) letters.push([node as Text, i]);
  const left = ([node, i]: [Text, number]) => {
    const r = document.createRange();
    r.setStart(node, i);
    r.setEnd(node, i + 1);
    return r.getBoundingClientRect().left;
  };
  return [left(letters.at(-2)!), left(letters.at(-1)!)];
}

test("an English message title in Arabic keeps its '!' at its end", async ({ page, request }) => {
  await useSessionIn(page, await seededSession(request, 'demo_player', 'Player123'));
  await page.goto('/m/webEmail');
  const title = page.getByTestId('notice-item').getByText('VIP level up!', { exact: true });
  await expect(title).toBeVisible();
  // '!' right of 'p', as English reads.
  const [p, bang] = await title.evaluate(lastTwoLetters);
  expect(bang).toBeGreaterThan(p);
});

test('an English notice in an Arabic popup ends with its full stop', async ({ page }) => {
  await page.goto('/m/home');
  const body = page.getByRole('dialog').getByText(/^Register and get/);
  await expect(body).toBeVisible();
  // '.' right of the 's' of 'credits'.
  const [s, stop] = await body.evaluate(lastTwoLetters);
  expect(stop).toBeGreaterThan(s);
});

test("English game names cut in an Arabic home's winner board lose their end, not their start", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  const board = page.getByTestId('winner-board');
  await board.scrollIntoViewIfNeeded();
  const names = board.locator('li > div > span:nth-child(2)');
  await expect(names.first()).toBeVisible();
  // Each game name's first letter is drawn inside the name's own box.
  const starts = await names.evaluateAll((els) =>
    els.map((el) => {
      const r = document.createRange();
      r.setStart(el.firstChild!, 0);
      r.setEnd(el.firstChild!, 1);
      const letter = r.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { name: el.textContent, inside: letter.left >= box.left - 0.5 && letter.right <= box.right + 0.5 };
    }),
  );
  expect(starts.length).toBeGreaterThan(2);
  for (const s of starts) expect(s.inside, `${s.name} starts inside its box`).toBe(true);
});
