/**
 * Rewards of issue 9: promo application (comment max 140, docs/product/validation.md#uploads-and-text), invite friends needs a session
 * and REFERRAL (else contact_service, docs/product/roles.md#member), and the red envelope rain as a timed mini-event.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import type { Page } from '@playwright/test';
import { useLanguage } from './helpers/i18n.ts';
import { useSessionIn } from './helpers/member-account.ts';
import { registerUser, seededSession, waitForFrame } from './helpers/app.ts';

// The shared machine is slow under parallel load: give screens time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
});

/** Records that a text appeared at any moment (toasts live 2 s, docs/product/constants.md#toasts). */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((t) => {
    const w = window as unknown as { __seen?: boolean };
    new MutationObserver(() => {
      if (document.body?.innerText.includes(t)) w.__seen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

test('a promotion application keeps the comment to 140 characters and moves to applying', async ({ page, request }) => {
  await useSessionIn(page, await registerUser(request));
  await page.goto('/m/rewardCenter');
  const open = page.locator('[data-testid^="promotion-"][data-state="available"]').first();
  await expect(open).toBeVisible();
  const id = await open.getAttribute('data-testid');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await open.getByRole('button', { name: 'Apply' }).click();
  const sheet = page.getByTestId('apply-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('apply-comment').fill('x'.repeat(150));
  await expect(sheet.getByTestId('apply-comment')).toHaveValue('x'.repeat(140));
  await expect(sheet.getByText('140/140')).toBeVisible();
  await sheet.getByRole('button', { name: 'Send application' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId(id!)).toHaveAttribute('data-state', 'applying');
});

test('invite friends sends a guest away with contact_service; a member sees the invitation code', async ({
  page,
  request,
}) => {
  const seen = await watchFor(page, 'Please contact customer service');
  await page.goto('/m/inviteFriends');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(seen).toBe(true);

  const member = await registerUser(request);
  const page2 = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  await useLanguage(page2, 'EN');
  await useSessionIn(page2, member);
  await page2.goto('/m/inviteFriends');
  await expect(page2.getByTestId('referral-code')).not.toBeEmpty();
  await page2.close();
});

// The rain is an agent's screen (its entry is on the agent home's grid: docs/decisions/app-routes.md).
test('the red envelope rain counts down, rains, catches taps and ends with a result', async ({ page, request }) => {
  await useSessionIn(page, await seededSession(request, 'demo_agent', 'Agent123'));
  await page.goto('/m/redRain');
  await expect(page.getByTestId('red-rain')).toHaveAttribute('data-phase', 'ready');
  // The server's page shows the start button before React owns it.
  await waitForFrame(page);
  await page.getByTestId('rain-start').click();
  await expect(page.getByTestId('red-rain')).toHaveAttribute('data-phase', 'countdown');
  await expect(page.getByTestId('rain-field')).toBeVisible();
  const envelope = page.getByTestId('rain-field').getByRole('button').first();
  await envelope.click({ force: true });
  await expect(page.getByTestId('rain-result')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('rain-result')).toContainText(/You caught [1-9]\d* envelope/);
});
