/**
 * issue 9 "Done when": the member-center entries appear exactly per flag and session type (flags
 * flipped through /__dev/ and restored), and the guest and trial-user redirects (docs/product/roles.md#guest).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import { useLanguage } from './helpers/i18n.ts';
import { apart } from './helpers/layout.ts';
import type { Page } from '@playwright/test';
import {
  freePlay,
  getFlags,
  getSettings,
  memberFlags,
  memberInfo,
  openOnPhone,
  putSettings,
  setFlags,
  useSessionIn,
} from './helpers/member-account.ts';
import { exclusive, isolatedMenuSettings } from './helpers/locks.ts';
import { isolatedMerchant, registerUser, seededSession, withRuntimeConfig } from './helpers/app.ts';

// The shared machine is slow under parallel load: give screens time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

// docs/product/member.md#menu's table, in its order, by the names a player reads (not the code's own
// list): with every flag and setting on, all of them show.
const docsMenu = [
  'VIP room',
  'Deposit',
  'Betting record',
  'Account record',
  'Security center',
  'Reward center',
  'Agency center',
  'Deposit report',
  'Withdraw report',
  'Profit and loss',
  'Upline transfer',
  'Manual rebate',
  'Leaderboard',
  'Rebate report',
  'Mail',
  'Feedback',
];

/** The menu's entries by their visible names, once the menu has settled. */
async function entryNames(page: Page): Promise<string[]> {
  await entries(page);
  const texts = await page
    .getByTestId('member-menu')
    .locator('[data-testid^="member-entry-"]')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
  // An entry reads its name, then perhaps its badge ('Reward center2 unclaimed promotions'): the
  // longest name of the table it starts with, else the whole text (an entry the table does not have).
  return texts.map((t) => docsMenu.filter((name) => t.startsWith(name)).sort((a, b) => b.length - a.length)[0] ?? t);
}

async function entries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('member-menu');
  await expect(menu).toBeVisible();
  // The menu settles once flags, settings and member info have arrived.
  await page.waitForLoadState('networkidle');
  const ids = await menu
    .locator('[data-testid^="member-entry-"]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace('member-entry-', '')));
  return ids;
}

test.describe('member center: guests and trial users (docs/product/roles.md#member)', () => {
  test('a guest sees the login prompt; entries and session pages lead to login', async ({ page }) => {
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-login-prompt')).toBeVisible();
    await expect(page.getByTestId('member-info-card')).toHaveCount(0);
    // Settings stays open to guests.
    await expect(page.getByTestId('member-settings')).toHaveAttribute('href', '/m/set');
    await page.getByTestId('member-entry-deposit').click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/gameRecord');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a trial user is turned away with free_reject and goes home', async ({ page, request }) => {
    await useSessionIn(page, await freePlay(request));
    // The free_reject toast lives 2 s (docs/product/constants.md#toasts): record that it appeared instead of racing it.
    await page.addInitScript(() => {
      const w = window as unknown as { __freeReject?: boolean };
      new MutationObserver(() => {
        if (document.body?.innerText.includes('Please login an actual account to use this function'))
          w.__freeReject = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/m/mine');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __freeReject?: boolean }).__freeReject === true))
      .toBe(true);
    await page.goto('/m/voucherCenter');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe
  .serial('member center entries per flag and session type (docs/product/member.md#member-center table)', () => {
  test('a player with an upline, everything on: 15 entries, no agency center', async ({ page, request }) => {
    const agent = await seededSession(request, 'demo_agent', 'Agent123');
    const code = (await memberInfo(request, agent)).affiliateCode ?? undefined;
    const player = await registerUser(request, undefined, { affiliateCode: code });
    expect((await memberInfo(request, player)).toUpline).toBeTruthy();
    await useSessionIn(page, player);
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-info-card')).toBeVisible();
    await expect.poll(() => entryNames(page)).toEqual(docsMenu.filter((name) => name !== 'Agency center'));
    expect(await entryNames(page)).toHaveLength(15);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('an agent session shows the agency center; no upline hides upline transfer', async ({ page, request }) => {
    const agent = await seededSession(request, 'demo_agent', 'Agent123');
    const info = await memberInfo(request, agent);
    await useSessionIn(page, agent);
    await page.goto('/m/mine');
    const expected = docsMenu.filter((name) => name !== 'Upline transfer' || Boolean(info.toUpline));
    await expect.poll(() => entryNames(page)).toEqual(expected);
  });

  // On the merchant no other spec uses (its own player): turning flags off on LOBBY would take
  // entries and report routes away from specs running beside this one.
  test('flags and settings off leave only the four unconditional entries; one flag brings its entry back', async ({
    page,
    request,
  }) => {
    await exclusive(isolatedMenuSettings, async () => {
      const flagsBefore = await getFlags(request, isolatedMerchant);
      const settingsBefore = await getSettings(request, isolatedMerchant);
      const player = await registerUser(request, isolatedMerchant);
      await useSessionIn(page, player);
      await withRuntimeConfig(page, { merchantCode: isolatedMerchant });
      try {
        await setFlags(request, Object.fromEntries(memberFlags.map((f) => [f, false])), isolatedMerchant);
        await putSettings(
          request,
          { vipBenefits: false, promotions: { MISSION: false, REFERRAL: true } },
          isolatedMerchant,
        );
        await page.goto('/m/mine');
        await expect
          .poll(() => entries(page))
          .toEqual(['deposit', 'gameRecord', 'transactionRecord', 'securityCenter']);

        // Upline transfer also needs an upline, which no account of this merchant has: its flag alone
        // does not bring it back.
        await setFlags(request, { PLYRBT: true, AGETRANSFERUP3: true }, isolatedMerchant);
        await putSettings(request, { promotions: { MISSION: true, REFERRAL: true } }, isolatedMerchant);
        await page.reload();
        await expect
          .poll(() => entries(page))
          .toEqual(['deposit', 'gameRecord', 'transactionRecord', 'securityCenter', 'leaderBoard', 'rebateReport']);
      } finally {
        await setFlags(
          request,
          Object.fromEntries(memberFlags.map((f) => [f, flagsBefore[f] === '1'])),
          isolatedMerchant,
        );
        await putSettings(
          request,
          { vipBenefits: settingsBefore.vipBenefits, promotions: settingsBefore.promotions },
          isolatedMerchant,
        );
      }
    });
  });
});

for (const code of ['DE', 'NL', 'RU', 'TA'] as const) {
  test(`the menu's labels in ${code} stay in their own columns at 375 px`, async ({ page, request }) => {
    await openOnPhone(page, request, code, '/m/mine');
    const labels = page.getByTestId('member-menu').locator('[data-testid^="member-entry-"] > span:nth-child(2)');
    await expect(labels.first()).toBeVisible();
    // Each label's text, as laid out, against its own entry and the other labels.
    const boxes = await labels.evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const cell = el.closest('li')!.getBoundingClientRect();
        return {
          name: el.textContent,
          text: { left: text.left, right: text.right, top: text.top, bottom: text.bottom },
          cell: { left: cell.left, right: cell.right },
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(8);
    for (const { name, text, cell } of boxes) {
      expect(text.left, `${name} starts in its column`).toBeGreaterThanOrEqual(cell.left - 1);
      expect(text.right, `${name} ends in its column`).toBeLessThanOrEqual(cell.right + 1);
    }
    for (const [i, a1] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(apart(a1.text, b.text), `${a1.name} / ${b.name}`).toBe(true);

    // The balance's words inside their own column, clear of the refresh button (German's
    // 'Gesamtguthaben' once ran 8 px out of it).
    const { text, column, button } = await page.getByTestId('member-balance').evaluate((value) => {
      const words = document.createRange();
      words.selectNodeContents(value.previousElementSibling!);
      const edges = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
      return {
        text: edges(words.getBoundingClientRect()),
        column: edges(value.parentElement!.getBoundingClientRect()),
        button: edges(value.parentElement!.nextElementSibling!.getBoundingClientRect()),
      };
    });
    expect(text.left).toBeGreaterThanOrEqual(column.left - 1);
    expect(text.right).toBeLessThanOrEqual(column.right + 1);
    expect(apart(text, button), 'the balance clear of the refresh button').toBe(true);
  });
}
