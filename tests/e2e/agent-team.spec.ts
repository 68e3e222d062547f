/**
 * Issue 10 "Done when", team management: a transfer to a downline moves exactly the amount once
 * (double tap); a rebate update outside the limits is refused with a clear message and changes
 * nothing; search; no axe violations. Every change is undone (balances, rebates, flags).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { seededSession } from './helpers/app.ts';
import { seededBalances, exclusive } from './helpers/locks.ts';
import type { TestSession } from './helpers/app.ts';
import { devControls } from './helpers/dev.ts';
import { apiAs, openAgentPage, agentLogin } from './helpers/agent.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

interface Downline {
  id: number;
  account: string;
  balance: number;
  rebateRate: number;
  directCount: number;
}
const balanceOf = async (request: APIRequestContext, s: TestSession) =>
  (await apiAs<{ sumBalance: number }>(request, s, 'GET', '/wps/wallets/balance')).value.sumBalance;
async function downline(request: APIRequestContext, agent: TestSession, account: string): Promise<Downline> {
  const page = await apiAs<{ list: Downline[] }>(request, agent, 'GET', '/wps/agent/downlines', {
    params: { account, pageSize: 50 },
    headers: { Module: 'AGEDOWNMAN3' },
  });
  const d = page.value.list.find((x) => x.account === account);
  if (!d) throw new Error(`no downline ${account}`);
  return d;
}
const setRebate = (request: APIRequestContext, agent: TestSession, downlineId: number, rebateRate: number) =>
  apiAs<Downline>(request, agent, 'POST', '/wps/agent/updateDownlineRebates', {
    data: { downlineId, rebateRate },
    headers: { Module: 'AGEDOWNMAN3' },
  });
async function searchFor(page: Page, account: string) {
  await page.getByRole('searchbox', { name: 'Search by account' }).fill(account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.locator(`[data-testid=downline][data-account="${account}"]`);
  await expect(card).toBeVisible();
  return card;
}

test('a transfer to a downline moves exactly the amount once, even on a double tap', async ({ page, request }) => {
  const agent = await agentLogin(request);
  // The seeded accounts' balances are shared with specs running beside this one (helpers/locks.ts).
  await exclusive(seededBalances, async () => {
    const before = {
      agent: await balanceOf(request, agent),
      player: (await downline(request, agent, 'demo_player')).balance,
    };
    const amount = 12.34;
    await openAgentPage(page, agent, '/m/member/team');
    const card = await searchFor(page, 'demo_player');
    await card.getByRole('button', { name: 'Transfer demo_player' }).click();
    const sheet = page.getByTestId('transfer-sheet');
    await sheet.getByLabel('Amount').fill(String(amount));
    await sheet.getByLabel('Payment password', { exact: false }).first().fill('123456');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/wps/agent/transferDownline')) posts++;
    });
    await sheet.getByRole('button', { name: 'Transfer' }).dblclick();
    await expect(sheet).toHaveCount(0);
    await expect(card.getByTestId('downline-balance')).toHaveText(
      (before.player + amount).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    // A moment for any stray second request to land before reading the server's figures.
    await page.waitForLoadState('networkidle');
    const after = {
      agent: await balanceOf(request, agent),
      player: (await downline(request, agent, 'demo_player')).balance,
    };
    expect(posts).toBeGreaterThanOrEqual(1);
    expect(Math.round((before.agent - after.agent) * 100)).toBe(1234);
    expect(Math.round((after.player - before.player) * 100)).toBe(1234);

    // Undo: demo_player sends the amount back to its upline (flag turned on only if it was off).
    const dev = devControls(request);
    const flagWasOn = (await dev.flags('LOBBY')).AGETRANSFERUP3 === '1';
    if (!flagWasOn) await dev.setFlags({ AGETRANSFERUP3: true }, { merchant: 'LOBBY' });
    try {
      const player = await seededSession(request, 'demo_player', 'Player123');
      const back = await apiAs(request, player, 'POST', '/wps/relay/wallet/transferUpline', {
        data: { amount, paymentPassword: '123456' },
        headers: { Module: 'FUNDTRANS3' },
      });
      expect(back.success).toBe(true);
    } finally {
      if (!flagWasOn) await dev.setFlags({ AGETRANSFERUP3: false }, { merchant: 'LOBBY' });
    }
    expect(await balanceOf(request, agent)).toBe(before.agent);
  });
});

test('a wrong payment password keeps the typed amount and moves nothing', async ({ page, request }) => {
  const agent = await agentLogin(request);
  await exclusive(seededBalances, async () => {
    const before = await balanceOf(request, agent);
    await openAgentPage(page, agent, '/m/member/team');
    const card = await searchFor(page, 'demo_player');
    await card.getByRole('button', { name: 'Transfer demo_player' }).click();
    const sheet = page.getByTestId('transfer-sheet');
    await sheet.getByLabel('Amount').fill('5');
    await sheet.getByLabel('Payment password', { exact: false }).first().fill('000000');
    await sheet.getByRole('button', { name: 'Transfer' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Payment password is incorrect');
    await expect(sheet.getByLabel('Amount')).toHaveValue('5');
    expect(await balanceOf(request, agent)).toBe(before);
  });
});

test('a rebate outside the limits is refused with a clear message and changes nothing', async ({ page, request }) => {
  const agent = await agentLogin(request);
  const player = await downline(request, agent, 'demo_player');
  const sub = await downline(request, agent, 'agent_sub1');
  expect(sub.directCount).toBeGreaterThan(0);
  await openAgentPage(page, agent, '/m/member/team');
  try {
    // Above the agent's own rate (demo_agent: 2%).
    let card = await searchFor(page, 'demo_player');
    await card.getByRole('button', { name: 'Rebate demo_player' }).click();
    let sheet = page.getByTestId('rebate-sheet');
    await sheet.getByLabel('New rebate (%)').fill('5');
    await sheet.getByRole('button', { name: 'Save' }).click();
    // docs/decisions/agent-rebate-refusal.md: the platform's refusal in its catalogue words.
    await expect(sheet.getByRole('alert')).toHaveText('The rebate is outside the allowed range');
    await expect(sheet.getByLabel('New rebate (%)')).toHaveValue('5');
    expect((await downline(request, agent, 'demo_player')).rebateRate).toBe(player.rebateRate);

    // Within the limits: saved and shown.
    await sheet.getByLabel('New rebate (%)').fill('1.5');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(card.getByTestId('downline-rebate')).toHaveText('1.5%');
    expect((await downline(request, agent, 'demo_player')).rebateRate).toBe(1.5);

    // Below the floor of a sub-agent's own downlines.
    card = await searchFor(page, 'agent_sub1');
    await card.getByRole('button', { name: 'Rebate agent_sub1' }).click();
    sheet = page.getByTestId('rebate-sheet');
    await sheet.getByLabel('New rebate (%)').fill('0.1');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('The rebate is outside the allowed range');
    expect((await downline(request, agent, 'agent_sub1')).rebateRate).toBe(sub.rebateRate);
  } finally {
    await setRebate(request, agent, player.id, player.rebateRate);
    await setRebate(request, agent, sub.id, sub.rebateRate);
  }
});

test('search narrows the downlines and the page has no axe violations', async ({ page, request }) => {
  const agent = await agentLogin(request);
  await openAgentPage(page, agent, '/m/member/team');
  await expect(page.getByTestId('downline').first()).toBeVisible();
  const all = await apiAs<{ total: number }>(request, agent, 'GET', '/wps/agent/downlines', {
    headers: { Module: 'AGEDOWNMAN3' },
  });
  await expect(page.getByTestId('downline-count')).toHaveText(`${all.value.total} direct downlines`);
  await page.getByRole('searchbox', { name: 'Search by account' }).fill('agent_sub');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('downline')).toHaveCount(3);
  await expect(page.getByTestId('downline-count')).toHaveText('3 direct downlines');
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Transfer agent_sub1' }).click();
  const sheet = await new AxeBuilder({ page }).include('[data-testid=transfer-sheet]').analyze();
  expect(sheet.violations.map((v) => v.id)).toEqual([]);
});
