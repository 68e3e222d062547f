/**
 * issue 9 "Done when": a deposit request appears in the deposit report; a withdraw over the
 * balance is refused with a clear message; a double tap withdraws once. Every test has its own
 * freshly registered account, so balances are its alone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import { useLanguage } from './helpers/i18n.ts';
import { apart } from './helpers/layout.ts';
import { balanceOf, fundAccount, openOnPhone, useSessionIn, withdrawCount } from './helpers/member-account.ts';
import { animationsSettled, registerUser } from './helpers/app.ts';

// The shared machine is slow under parallel load: give screens time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

test('a deposit request appears in the deposit report', async ({ page, request }) => {
  const a = await registerUser(request);
  await useSessionIn(page, a);
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await expect(page.getByText('+1%').first()).toBeVisible();
  await animationsSettled(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText('The minimum is 100.00')).toBeVisible();

  await page.getByTestId('deposit-amount').fill('750');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-done')).toBeVisible();
  const orderNo = (await page.getByTestId('deposit-order').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^D/);
  expect(await balanceOf(request, a)).toBe(757.5);

  await page.getByRole('button', { name: 'View deposit report' }).click();
  await expect(page).toHaveURL(/\/m\/vouReport$/);
  await expect(page.getByTestId('report-list')).toContainText(orderNo);
  await expect(page.getByTestId('report-count')).toHaveText('1');
  await animationsSettled(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The account record shows the deposit and its +1% bonus.
  await page.goto('/m/transaction/record');
  await expect(page.getByTestId('report-count')).toHaveText('2');
  await expect(page.getByTestId('report-list')).toContainText('Deposit');
  await expect(page.getByTestId('report-list')).toContainText('Bonus');
});

test('a withdraw over the balance is refused with a clear message and nothing is sent', async ({ page, request }) => {
  const a = await registerUser(request);
  await fundAccount(request, a, 200);
  await useSessionIn(page, a);
  let withdrawCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/transaction/withdraw')) withdrawCalls++;
  });
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('202.00');
  await page.getByTestId('withdraw-amount').fill('202.01');
  await page.getByTestId('withdraw-password').fill('123456');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('The amount is more than your balance of 202.00')).toBeVisible();
  // Typed values survive the refusal.
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('202.01');
  expect(withdrawCalls).toBe(0);
  expect(await balanceOf(request, a)).toBe(202);
  await animationsSettled(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a wrong payment password is refused by the server and the form keeps its values', async ({ page, request }) => {
  const a = await registerUser(request);
  await fundAccount(request, a, 200);
  await useSessionIn(page, a);
  await page.goto('/m/withdraw');
  await page.getByTestId('withdraw-amount').fill('10');
  await page.getByTestId('withdraw-password').fill('654321');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toHaveText('Payment password is incorrect');
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('10');
  expect(await balanceOf(request, a)).toBe(202);
});

test('a double tap withdraws once', async ({ page, request }) => {
  const a = await registerUser(request);
  await fundAccount(request, a, 500);
  await useSessionIn(page, a);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('505.00');
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-password').fill('123456');
  await page.getByTestId('withdraw-submit').dblclick();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect.poll(() => balanceOf(request, a)).toBe(405);
  // Give a second request every chance to land before counting.
  await page.waitForLoadState('networkidle');
  expect(await withdrawCount(request, a)).toBe(1);
  expect(await balanceOf(request, a)).toBe(405);

  await page.goto('/m/withdrawReport');
  await expect(page.getByTestId('report-count')).toHaveText('1');
  await expect(page.getByTestId('record-amount')).toHaveText('100.00');
});

test('reports show the empty state for a new account', async ({ page, request }) => {
  const a = await registerUser(request);
  await useSessionIn(page, a);
  for (const path of ['/m/gameRecord', '/m/member/rebateReport', '/m/withdrawReport', '/m/transaction/record']) {
    await page.goto(path);
    await expect(page.getByText('No records in this period')).toBeVisible();
  }
});

// A report's four date ranges at a phone's width, in languages whose word for "custom" is wider
// than a quarter of the row: each range's words inside its own pill, the row inside its card.
for (const code of ['FR', 'IT', 'TA'] as const) {
  test(`a report's date ranges in ${code} at 375 px: every range's words inside its pill`, async ({
    page,
    request,
  }) => {
    await openOnPhone(page, request, code, '/m/gameRecord');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const fit = await page
      .getByRole('tablist')
      .first()
      .evaluate((list) => {
        const card = list.parentElement!.getBoundingClientRect();
        const row = list.getBoundingClientRect();
        return {
          row: row.left >= card.left - 0.5 && row.right <= card.right + 0.5,
          tabs: [...list.querySelectorAll('[role=tab]')].map((tab) => {
            const words = document.createRange();
            words.selectNodeContents(tab);
            const text = words.getBoundingClientRect();
            const own = tab.getBoundingClientRect();
            return { name: tab.textContent, inside: text.left >= own.left - 0.5 && text.right <= own.right + 0.5 };
          }),
        };
      });
    expect(fit.row).toBe(true);
    for (const tab of fit.tabs) expect(tab.inside, `"${tab.name}" runs past its pill`).toBe(true);
  });
}

for (const code of ['AR', 'EN'] as const) {
  test(`deposit channels in ${code}: the +1% badge sits beside the channel's name, never over it`, async ({
    page,
    request,
  }) => {
    await openOnPhone(page, request, code, '/m/voucherCenter');
    const channels = page.getByTestId('deposit-page').getByRole('radio');
    await expect(channels.first()).toBeVisible();
    const boxes = await channels.evaluateAll((cards) =>
      cards.map((card) => {
        const name = card.querySelector('strong')!.getBoundingClientRect();
        const badge = [...card.querySelectorAll('span')].find((s) => s.textContent === '+1%')?.getBoundingClientRect();
        const own = card.getBoundingClientRect();
        return {
          name: { left: name.left, right: name.right, top: name.top, bottom: name.bottom },
          badge: badge && { left: badge.left, right: badge.right, top: badge.top, bottom: badge.bottom },
          card: { left: own.left, right: own.right },
        };
      }),
    );
    expect(boxes.filter((b) => b.badge).length).toBeGreaterThan(1);
    for (const { name, badge, card } of boxes) {
      if (!badge) continue;
      expect(apart(badge, name), `badge ${JSON.stringify(badge)} over name ${JSON.stringify(name)}`).toBe(true);
      // At the line's end: the right in English, the left in Arabic.
      if (code === 'AR') expect(badge.left - card.left).toBeLessThan(card.right - badge.right);
      else expect(card.right - badge.right).toBeLessThan(badge.left - card.left);
    }
  });
}
