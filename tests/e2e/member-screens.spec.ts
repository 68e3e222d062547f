/**
 * The member screens that move or show money and messages, used as a player uses them: the inbox
 * (docs/product/member.md#messages), upline transfer (money.md#upline-transfer), manual rebate
 * (money.md#manual-rebate) and profit and loss (money.md#records-and-reports). Accounts are made
 * through the API; only the screen under test is driven in the browser.
 */
import { expect as baseExpect, test } from './helpers/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { isolatedMerchant, registerUser, seededSession, withRuntimeConfig } from './helpers/app.ts';
import { exclusive, isolatedMenuSettings, seededBalances } from './helpers/locks.ts';
import type { TestSession } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';
import {
  balanceOf,
  fundAccount,
  getFlags,
  getSettings,
  memberInfo,
  putSettings,
  setFlags,
  useSessionIn,
} from './helpers/member-account.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const auth = (a: TestSession) => ({ Authorization: a.token, Merchant: a.merchantCode });
const unread = async (request: APIRequestContext, a: TestSession) =>
  ((await (await request.get('/wps/relay/inbox/unread', { headers: auth(a) })).json()) as { value: number }).value;

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('inbox: the welcome message is unread, opening it shows it and marks it read, delete empties the inbox', async ({
  page,
  request,
}) => {
  const player = await registerUser(request);
  expect(await unread(request, player)).toBe(1);
  await useSessionIn(page, player);
  await page.goto('/m/webEmail');
  const item = page.getByTestId('inbox-list').getByTestId('notice-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Welcome to Lobby');
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();

  await item.getByRole('button', { name: /Welcome to Lobby/ }).click();
  await expect(item).toContainText('Your first-login gift is waiting in the reward center.');
  await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect.poll(() => unread(request, player)).toBe(0);

  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(page.getByTestId('inbox-list')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('message-center')).toBeVisible();
  await expect(page.getByTestId('notice-item')).toHaveCount(0);
});

test('upline transfer: the amount leaves the member and reaches the upline; over the balance is refused', async ({
  page,
  request,
}) => {
  const flagsBefore = await getFlags(request);
  await setFlags(request, { AGETRANSFERUP3: true });
  try {
    const agent = await seededSession(request, 'demo_agent', 'Agent123');
    const code = (await memberInfo(request, agent)).affiliateCode ?? undefined;
    const player = await registerUser(request, undefined, { affiliateCode: code });
    await fundAccount(request, player, 500); // 505 with the +1% bonus, payment password 123456
    // The seeded accounts' balances are shared with specs running beside this one (helpers/locks.ts).
    await exclusive(seededBalances, async () => {
      const agentBefore = await balanceOf(request, agent);
      await useSessionIn(page, player);
      await page.goto('/m/upLine/transfer');
      await expect(page.getByTestId('upline-transfer')).toContainText('demo_agent');

      // More than the balance: said under the field, nothing sent.
      await page.getByLabel('Amount').fill('900');
      await page.getByLabel('Payment password').fill('123456');
      await page.getByRole('button', { name: 'Transfer' }).click();
      await expect(page.getByText('The amount is more than your balance of 505.00')).toBeVisible();
      expect(await balanceOf(request, player)).toBe(505);

      await page.getByLabel('Amount').fill('120.50');
      await page.getByRole('button', { name: 'Transfer' }).click();
      await expect(page.getByText('Transfer done')).toBeVisible();
      await expect(page.getByLabel('Amount')).toHaveValue('');
      expect(await balanceOf(request, player)).toBe(384.5);
      expect(Math.round((await balanceOf(request, agent)) * 100)).toBe(Math.round((agentBefore + 120.5) * 100));
    });
    await expect(page.getByTestId('upline-transfer')).toContainText('384.50');
  } finally {
    await setFlags(request, { AGETRANSFERUP3: flagsBefore.AGETRANSFERUP3 === '1' });
  }
});

test('manual rebate: claiming adds the cash back to the balance once, then there is nothing to claim', async ({
  page,
  request,
}) => {
  // Only the seeded player has bets, so only it has cash back to claim (each e2e run starts from a
  // fresh seed; no other spec claims it).
  const player = await seededSession(request, 'demo_player', 'Player123');
  // The seeded accounts' balances are shared with specs running beside this one (helpers/locks.ts).
  await exclusive(seededBalances, async () => {
    const before = await balanceOf(request, player);
    await useSessionIn(page, player);
    await page.goto('/m/member/manualRebate');
    const total = page.getByTestId('rebate-total');
    await expect(total).toBeVisible();
    const shown = ((await total.textContent()) ?? '').trim();
    const amount = Number(shown.replace(/[^\d.]/g, ''));
    expect(amount).toBeGreaterThan(0);
    const claim = page.getByRole('button', { name: 'Claim now' });
    await claim.click();
    await expect(page.getByText(`${shown} added to your balance`)).toBeVisible();
    await expect(total).toHaveText('0.00');
    await expect(claim).toBeDisabled();
    await expect(page.getByText('No cash back to claim yet')).toBeVisible();
    expect(Math.round((await balanceOf(request, player)) * 100)).toBe(Math.round((before + amount) * 100));
  });
});

test('profit and loss: a funded account shows its deposit and bonus; the bonus is its profit', async ({
  page,
  request,
}) => {
  const player = await registerUser(request);
  await fundAccount(request, player, 500);
  await useSessionIn(page, player);
  await page.goto('/m/profitandloss');
  const screen = page.getByTestId('profit-loss');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pnl-profit')).toHaveText('5.00');
  const value = (label: string) => screen.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(value('Deposits')).toHaveText('500.00');
  await expect(value('Bonuses')).toHaveText('5.00');
  await expect(value('Total bet')).toHaveText('0.00');
  await expect(value('Withdrawals')).toHaveText('0.00');
});

test('leaderboard: with the MISSION promotion, the winners ranked by win; without it, unavailable', async ({
  page,
  request,
}) => {
  // On the merchant no other spec uses (its own player): MISSION off on LOBBY would take the
  // leaderboard away from specs running beside this one.
  await exclusive(isolatedMenuSettings, async () => {
    const settingsBefore = await getSettings(request, isolatedMerchant);
    const player = await registerUser(request, isolatedMerchant);
    await useSessionIn(page, player);
    await withRuntimeConfig(page, { merchantCode: isolatedMerchant });
    try {
      await putSettings(request, { promotions: { ...settingsBefore.promotions, MISSION: true } }, isolatedMerchant);
      const winners = (
        (await (
          await request.get('/wps/relay/winners', {
            headers: auth(player),
            params: { gameCategory: 'ALL', limitNum: 20 },
          })
        ).json()) as { value: { list: { vo: { customerName: string; winAmount: number } }[] } }
      ).value.list;
      expect(winners.length).toBeGreaterThan(2);
      const ranked = [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
      await page.goto('/m/leaderBoard');
      const rows = page.getByTestId('leaderboard').getByRole('listitem');
      await expect(rows).toHaveCount(winners.length);
      await expect(rows.first()).toContainText('#1');
      await expect(rows.first()).toContainText(ranked[0]!.vo.customerName);
      await expect(rows.nth(2)).toContainText('#3');
      await expect(rows.nth(2)).toContainText(ranked[2]!.vo.customerName);
      // Every rank as wide as the widest, so the names after them start in one column (#10 and on
      // were wider than #1 to #9, and their names started further in).
      if (winners.length >= 10) {
        const starts = await rows.evaluateAll((items) =>
          items.map((li) => Math.round(li.querySelector('strong')!.getBoundingClientRect().left)),
        );
        expect(new Set(starts).size, JSON.stringify(starts)).toBe(1);
      }

      await putSettings(request, { promotions: { ...settingsBefore.promotions, MISSION: false } }, isolatedMerchant);
      await page.reload();
      await expect(page.getByTestId('leaderboard')).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: ranked[0]!.vo.customerName })).toHaveCount(0);
    } finally {
      await putSettings(request, { promotions: settingsBefore.promotions }, isolatedMerchant);
    }
  });
});
