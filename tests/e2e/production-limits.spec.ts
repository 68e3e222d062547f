/**
 * The per-address limits as production sets them (server/README.md, "Security"), played in a browser
 * through web/: the rest of the suite runs on dev and test limits, which let one address play, register
 * and look up a thousand times. The platform runs with LIMITS=production: production's numbers, with the
 * dev controls still there to read a captcha's answer. Needs the app's build.
 */
import { expect, request, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { useProductionSite } from './helpers/siteServer.ts';
import { useLanguage } from './helpers/i18n.ts';
import { devControls } from './helpers/dev.ts';
import { untilHydrated } from './helpers/test.ts';

// On the ports beside the server-render specs' sites.
const site = useProductionSite(15, { LIMITS: 'production' });

/** A new visitor on the login screen, in English. */
async function visitor(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await useLanguage(page, 'EN');
  await page.goto(`${site.url}/m/login`);
  await expect(page.getByTestId('test-play')).toBeVisible();
  // Hydrated: a tap on the server's markup before then does nothing yet (this button is no submit
  // button, so it is not disabled while hydrating; a quiet network alone did not prove React owns it).
  await untilHydrated(page);
  return page;
}

/** The answer of the captcha the page's browser was last shown, from the platform's dev controls. */
async function captchaAnswer(context: BrowserContext): Promise<string> {
  // The cookie comes with the captcha's picture, which may still be on its way when the field shows.
  const cookie = async () => (await context.cookies(site.url)).find((c) => c.name === 'captchaId')?.value;
  await expect.poll(cookie, { message: 'the captcha cookie', timeout: 10_000 }).toBeTruthy();
  const id = (await cookie())!;
  const platform = await request.newContext({ baseURL: site.platform });
  try {
    return await devControls(platform).captchaAnswer(id);
  } finally {
    await platform.dispose();
  }
}

test('free play: an address plays 3 times an hour with no captcha; the 4th asks for it, and its answer plays', async ({
  browser,
}) => {
  // Four visitors, each a fresh context loading the login page and the home: more than the default
  // 30 s on a loaded 2-core CI machine (it timed out once there and passed on its retry).
  test.setTimeout(60_000);
  for (let i = 1; i <= 3; i++) {
    const context = await browser.newContext();
    const page = await visitor(context);
    await page.getByTestId('test-play').click();
    // The home's chunks load after the answer: on a loaded machine that outlasted the default 5 s.
    await expect(page, `free play ${i}`).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
    await context.close();
  }
  const context = await browser.newContext();
  const page = await visitor(context);
  await page.getByTestId('test-play').click();
  // The platform asks (captcha.required): the field appears with the catalogue's text, on the same screen.
  const field = page.getByTestId('login-captcha');
  await expect(field).toBeVisible();
  await expect(page.getByText('Enter a captcha')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await field.fill(await captchaAnswer(context));
  await page.getByTestId('test-play').click();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await context.close();
});

test('lookups: past 30 registers a minute from an address, the form says so and keeps what was typed', async ({
  page,
}) => {
  await useLanguage(page, 'EN');
  await page.goto(`${site.url}/m/register`);
  await expect(page.getByTestId('register-submit')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // 30 registers from this address within the minute (bodies the platform refuses count as much).
  const statuses = await page.evaluate(async () => {
    const out: number[] = [];
    for (let i = 0; i < 30; i++)
      out.push(
        (
          await fetch('/wps/member/register', {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
      );
    return out;
  });
  expect(
    statuses.filter((s) => s === 429),
    'the first 30 are answered',
  ).toEqual([]);

  await page.getByTestId('field-username').fill('limits_01');
  await page.getByTestId('field-password').fill('Kettle58');
  await page.getByTestId('field-confirmPassword').fill('Kettle58');
  await expect(page.locator('[data-testid=field-captcha]').locator('xpath=..').locator('img')).toBeVisible();
  await page.getByTestId('field-captcha').fill(await captchaAnswer(page.context()));
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/member/register'));
  await page.getByTestId('register-submit').click();
  expect((await answer).status()).toBe(429);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Too many attempts, please try again later' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByTestId('field-username')).toHaveValue('limits_01');
  await expect(page.getByTestId('field-password')).toHaveValue('Kettle58');
});
