/**
 * Agent screens used as an agent uses them (docs/product/agent.md#grid): team betting's totals are
 * the seven days the platform reports, and agent rebate settings change a downline's rate within
 * the limits. Every change is undone.
 */
import { expect as baseExpect, test } from './helpers/test.ts';
import type { APIRequestContext } from '@playwright/test';
import type { TestSession } from './helpers/app.ts';
import { apiAs, openAgentPage, agentLogin, money, localDay } from './helpers/agent.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

interface Kpi {
  totals: { teamBet: number };
  footer: { teamBetMemberCount: number };
}

test('team betting: the total bet and bettors are the seven days the platform reports, a row a day', async ({
  page,
  request,
}) => {
  const agent = await agentLogin(request);
  await openAgentPage(page, agent, '/m/teamBetting');
  await expect(page.getByTestId('team-betting')).toBeVisible();
  let bet = 0;
  let bettors = 0;
  for (let i = -6; i <= 0; i++) {
    const day = await localDay(page, i);
    const k = await apiAs<Kpi>(request, agent, 'GET', '/wps/relay/agent/kpi', {
      params: { startDate: day, endDate: day },
    });
    bet += k.value.totals.teamBet;
    bettors = Math.max(bettors, k.value.footer.teamBetMemberCount);
  }
  expect(bet).toBeGreaterThan(0);
  await expect(page.getByTestId('daily-total-bet').locator('dd')).toHaveText(money(Math.round(bet * 100) / 100));
  await expect(page.getByTestId('team-betting').getByText('Bettors', { exact: true }).first()).toBeVisible();
  const rows = page.getByTestId('daily-table').locator('tbody tr');
  await expect(rows).toHaveCount(7);
  // Newest day first; the table's foot is the same total.
  const today = await localDay(page, 0);
  await expect(rows.first()).toContainText(today.slice(5).replace('-', '/'));
  await expect(page.getByTestId('daily-table').locator('tfoot')).toContainText(money(Math.round(bet * 100) / 100));
});

interface Downline {
  id: number;
  account: string;
  rebateRate: number;
}
async function downline(request: APIRequestContext, agent: TestSession, account: string): Promise<Downline> {
  const res = await apiAs<{ list: Downline[] }>(request, agent, 'GET', '/wps/agent/downlines', {
    params: { account, pageSize: 50 },
    headers: { Module: 'AGEDOWNMAN3' },
  });
  const d = res.value.list.find((x) => x.account === account);
  if (!d) throw new Error(`no downline ${account}`);
  return d;
}

test('agent rebate settings: a downline’s rate changes within the limits and shows at once', async ({
  page,
  request,
}) => {
  const agent = await agentLogin(request);
  const player = await downline(request, agent, 'demo_player');
  const next = player.rebateRate === 1.2 ? 1.3 : 1.2;
  await openAgentPage(page, agent, '/m/member/agent/agentRebeat');
  try {
    await expect(page.getByTestId('rebate-settings-page')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by account' }).fill('demo_player');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.locator('[data-testid=downline][data-account="demo_player"]');
    await expect(card.getByTestId('downline-rebate')).toHaveText(`${player.rebateRate}%`);
    await card.getByRole('button', { name: 'Rebate demo_player' }).click();
    const sheet = page.getByTestId('rebate-sheet');
    await sheet.getByLabel('New rebate (%)').fill(String(next));
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(card.getByTestId('downline-rebate')).toHaveText(`${next}%`);
    expect((await downline(request, agent, 'demo_player')).rebateRate).toBe(next);
  } finally {
    await apiAs(request, agent, 'POST', '/wps/agent/updateDownlineRebates', {
      data: { downlineId: player.id, rebateRate: player.rebateRate },
      headers: { Module: 'AGEDOWNMAN3' },
    });
  }
});
