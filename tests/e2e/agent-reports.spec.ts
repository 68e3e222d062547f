/**
 * Issue 10 report pages: figures on screen equal what the API answers (team overview, team P&L
 * totals over 7 days, dividends, invitation code, agent announcements' unread badge); the
 * dividend page and footer tab follow the dividend setting (restored); no axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import type { Page } from '@playwright/test';
import { devControls } from './helpers/dev.ts';
import { apiAs, openAgentPage, readSettings, agentLogin, money, localDay } from './helpers/agent.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
async function noAxe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('team overview shows the KPI of today', async ({ page, request }) => {
  const agent = await agentLogin(request);
  await openAgentPage(page, agent, '/m/agent/team/overview');
  const today = await localDay(page);
  const kpi = await apiAs<{ totals: { teamSize: number; teamBet: number } }>(
    request,
    agent,
    'GET',
    '/wps/relay/agent/kpi',
    {
      params: { startDate: today, endDate: today },
    },
  );
  await expect(page.getByTestId('ov-size').locator('dd')).toHaveText(String(kpi.value.totals.teamSize));
  await expect(page.getByTestId('ov-bet').locator('dd')).toHaveText(money(kpi.value.totals.teamBet));
  await expect(page.getByRole('img', { name: /Team bets per day/ })).toBeVisible();
  await noAxe(page);
});

test('team profit and loss totals equal the 7 days of KPI', async ({ page, request }) => {
  const agent = await agentLogin(request);
  await openAgentPage(page, agent, '/m/agent/team/pnl');
  let bet = 0;
  let profit = 0;
  for (let i = -6; i <= 0; i++) {
    const day = await localDay(page, i);
    const k = await apiAs<{ totals: { teamBet: number; teamProfit: number } }>(
      request,
      agent,
      'GET',
      '/wps/relay/agent/kpi',
      {
        params: { startDate: day, endDate: day },
      },
    );
    bet += k.value.totals.teamBet;
    profit += k.value.totals.teamProfit;
  }
  await expect(page.getByTestId('daily-total-bet').locator('dd')).toHaveText(money(Math.round(bet * 100) / 100));
  await expect(page.getByTestId('daily-total-profit').locator('dd')).toHaveText(money(Math.round(profit * 100) / 100));
  await expect(page.getByTestId('daily-table').locator('tbody tr')).toHaveCount(7);
  await noAxe(page);
});

test('dividends follow the dividend setting', async ({ page, request }) => {
  const dev = devControls(request);
  const original = await readSettings(request);
  const agent = await agentLogin(request);
  try {
    await dev.setSettings({ dividendEnabled: true, merchant: 'LOBBY' });
    const list = await apiAs<{ list: { amount: number }[] }>(request, agent, 'GET', '/wps/relay/agent/dividends', {
      params: { pageSize: 20 },
    });
    await openAgentPage(page, agent, '/m/member/agent/agentDivident');
    const total = Math.round(list.value.list.reduce((s, r) => s + r.amount, 0) * 100) / 100;
    await expect(page.getByTestId('dividend-total').locator('dd')).toHaveText(money(total));
    await noAxe(page);

    await dev.setSettings({ dividendEnabled: false, merchant: 'LOBBY' });
    await page.reload();
    await expect(page.getByText('Dividends are not enabled for this site.')).toBeVisible();
    await openAgentPage(page, agent, '/m/agent');
    const footer = page.getByTestId('agent-footer');
    await expect(footer.locator('[data-tab]')).toHaveCount(3);
    await expect(footer.locator('[data-tab=dividend]')).toHaveCount(0);
  } finally {
    await dev.setSettings({ dividendEnabled: original.dividendEnabled, merchant: 'LOBBY' });
  }
});

test('open account shows the invitation code; agent announcements list and badge agree', async ({ page, request }) => {
  const agent = await agentLogin(request);
  const urls = await apiAs<{ affiliateCode: string }>(request, agent, 'GET', '/wps/relay/affiliate/urls');
  await openAgentPage(page, agent, '/m/agentRegister');
  await expect(page.getByTestId('affiliate-code')).toHaveText(urls.value.affiliateCode);
  await noAxe(page);

  const notices = await apiAs<{ list: { title: string; read: boolean }[]; footer: { unreadCount: number } }>(
    request,
    agent,
    'GET',
    '/wps/relay/announcements',
    { params: { types: 'A', groupName: 'm_home', merchantCode: 'LOBBY' } },
  );
  expect(notices.value.list.length).toBeGreaterThan(0);
  await openAgentPage(page, agent, '/m/member/notice?types=A');
  await expect(page.getByTestId('agent-notices').getByRole('heading', { level: 2 })).toHaveText(
    notices.value.list.map((n) => n.title),
  );
  await expect(page.getByTestId('agent-notices').getByText('New', { exact: true })).toHaveCount(
    notices.value.list.filter((n) => !n.read).length,
  );
  await noAxe(page);
  await openAgentPage(page, agent, '/m/agent');
  await expect(page.getByTestId('notice-badge')).toHaveText(String(notices.value.footer.unreadCount));
});

// docs/product/languages.md#numbers: a Persian agent reads the days of the charts and tables, the
// range, and the downlines' counts in Persian digits (the accounts' names are as they were made).
test("a Persian agent's days and counts are in Persian digits", async ({ page, request }) => {
  const agent = await agentLogin(request);
  await openAgentPage(page, agent, '/m/agent/team/pnl', { lang: 'FA' });
  const table = page.locator('table').first();
  await expect(table).toBeVisible();
  const cells = (await table.innerText()).replace(/\s+/g, ' ');
  expect(cells).toMatch(/[۰-۹]{2}\/[۰-۹]{2}/);
  expect(cells).not.toMatch(/[0-9]/);
  const axis = await page.locator('svg text').allTextContents();
  expect(axis.length).toBeGreaterThan(0);
  expect(axis.join(' ')).not.toMatch(/[0-9]/);

  await openAgentPage(page, agent, '/m/member/team', { lang: 'FA' });
  const facts = page.getByTestId('downline').first().locator('dd');
  await expect(facts.first()).toBeVisible();
  expect((await facts.allInnerTexts()).join(' ')).not.toMatch(/[0-9]/);
});
