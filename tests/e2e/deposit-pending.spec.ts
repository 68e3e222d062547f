/**
 * A deposit as production makes it (docs/decisions/deposit-confirmation.md): written pending, no money
 * until its payment confirms it, then credited once with the channel's +1% (docs/product/money.md#deposit).
 * The e2e server simulates the payment at once by default; this spec holds payments like a gateway
 * would, and confirms the one deposit as the gateway's callback would.
 */
import { expect as baseExpect, test } from './helpers/test.ts';
import { registerUser } from './helpers/app.ts';
import { useLanguage } from './helpers/i18n.ts';
import { balanceOf, useSessionIn } from './helpers/member-account.ts';
import { payments } from './helpers/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
// Holding payments is the platform's setting: nothing else may deposit on this server meanwhile.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('a deposit stays pending with no credit until its payment confirms it, then is credited once', async ({
  page,
  request,
}) => {
  const pay = payments(request);
  const player = await registerUser(request);
  await useLanguage(page, 'EN');
  await useSessionIn(page, player);
  await pay.setSimulated(false);
  try {
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-amount').fill('750');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-done')).toBeVisible();
    const orderNo = ((await page.getByTestId('deposit-order').textContent()) ?? '').trim();
    expect(orderNo).toMatch(/^D/);

    // Asked for, not paid: no money, and the report says pending.
    expect(await balanceOf(request, player)).toBe(0);
    await page.getByRole('button', { name: 'View deposit report' }).click();
    await expect(page).toHaveURL(/\/m\/vouReport$/);
    const record = page.getByTestId('report-list').locator('li', { hasText: orderNo });
    await expect(record).toContainText('Pending');
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-balance')).toContainText('0.00');

    // The payment arrives: credited with the +1% bonus, and a second confirmation changes nothing.
    expect((await pay.confirm(orderNo)).status()).toBe(200);
    expect((await pay.confirm(orderNo)).status()).toBe(404);
    expect(await balanceOf(request, player)).toBe(757.5);
    await page.goto('/m/vouReport');
    await expect(page.getByTestId('report-list').locator('li', { hasText: orderNo })).toContainText('Success');
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-balance')).toContainText('757.50');
  } finally {
    await pay.setSimulated(true);
  }
});
