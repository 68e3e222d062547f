/**
 * Field reports end to end: the front-end server (web/) in front of its own platform, a real browser
 * loading the main pages. Their Core Web Vitals reach web/'s /metrics (on its metrics port) under the
 * right route template, brand and language, and an error thrown in a page shows up as a metric and a
 * log line. Needs the app's build (app/dist and app/dist-server), as the e2e project does.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopAndRemove, testSessionKey, waitUp } from './helpers/siteServer.ts';

const basePort = Number(process.env.VITALS_PORT ?? 8097);
const platform = `http://127.0.0.1:${basePort}`;
const site = `http://127.0.0.1:${basePort + 1}`;
const metricsUrl = `http://127.0.0.1:${basePort + 2}/metrics`;
let children: ChildProcess[] = [];
let dataDir = '';
let webLog = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-vitals-e2e-'));
  const web = spawn(process.execPath, ['web/src/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(basePort + 1),
      METRICS_PORT: String(basePort + 2),
      PLATFORM_URL: platform,
      NODE_ENV: 'production',
      SESSION_KEY: testSessionKey,
      LOG: '1',
    },
  });
  web.stdout?.on('data', (d: Buffer) => (webLog += d.toString()));
  children = [
    spawn(process.execPath, ['server/src/main.ts'], {
      stdio: 'ignore',
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(basePort), DATA_DIR: dataDir, NODE_ENV: 'test' },
    }),
    web,
  ];
  await waitUp(`${platform}/wps/system/status`);
  await waitUp(`${site}/readyz`);
});

test.afterAll(() => stopAndRemove(children, dataDir));

/** One sample of the exposition whose labels include all of `parts`, or 0. */
async function sample(name: string, parts: string[]): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && parts.every((p) => l.includes(p)));
  return line ? Number(line.split(' ').pop()) : 0;
}

/**
 * Loads a page and resolves once its reporter runs. The reporter loads when the browser is idle after
 * load, at the latest 5 s after it (observe/start.ts): on a busy machine a fixed wait tapped before it
 * had started. Its chunk arriving (from the cache too) is not enough either: once, the page was left
 * before the chunk (and its web-vitals import) had run, and the home's TTFB went unreported. Importing
 * the same module resolves once it has run, and the page's own import, waiting first, started the
 * reporter by then.
 */
async function openWithReporter(page: Page, url: string): Promise<void> {
  const reporter = page.waitForResponse((r) => /\/assets\/reporter-[^/]*\.js$/.test(r.url()), { timeout: 20_000 });
  await page.goto(url, { waitUntil: 'load' });
  const chunk = (await reporter).url();
  await page.evaluate((u) => import(u).then(() => undefined), chunk);
}

/** Loads a page, lets its reporter start, then leaves it: the page sends its beacon. */
async function visitAndLeave(page: Page, path: string): Promise<void> {
  await openWithReporter(page, site + path);
  await page.waitForTimeout(500);
  // A tap gives INP a value and makes LCP final.
  await page.mouse.click(5, 400);
  await page.waitForTimeout(500);
  await page.goto('about:blank');
}

test('the main pages report their vitals under their route template, brand and language', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'lang', value: 'EN', url: site }]);
  for (const path of ['/m/home', '/m/login', '/m/gameList?gameType=RNG']) await visitAndLeave(page, path);
  for (const route of ['/m/home', '/m/login', '/m/gameList']) {
    const labels = [`route="${route}"`, 'brand="gold"', 'device="mobile"'];
    await expect
      .poll(() => sample('web_vitals_seconds_count', ['metric="TTFB"', ...labels]), { message: `${route} TTFB` })
      .toBeGreaterThanOrEqual(1);
    expect(
      await sample('web_vitals_seconds_count', ['metric="FCP"', ...labels]),
      `${route} FCP`,
    ).toBeGreaterThanOrEqual(1);
    expect(
      await sample('web_vitals_seconds_count', ['metric="LCP"', ...labels]),
      `${route} LCP`,
    ).toBeGreaterThanOrEqual(1);
    expect(await sample('web_vitals_cls_count', labels), `${route} CLS`).toBeGreaterThanOrEqual(1);
  }
  // The language the page was shown in, as its <html lang> said.
  expect(
    await sample('web_vitals_seconds_count', ['metric="TTFB"', 'route="/m/login"', 'lang="EN"']),
  ).toBeGreaterThanOrEqual(1);
  expect(await sample('web_beacons_refused_total', ['kind="vitals"'])).toBe(0);
});

test('an error thrown in a page is counted and logged, without its query string', async ({ page }) => {
  await openWithReporter(page, `${site}/m/login`);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('vitals-e2e-boom at https://example.com/x?token=e2e-secret');
    }, 0);
  });
  await expect
    .poll(() => sample('web_client_errors_total', ['kind="error"', 'route="/m/login"']), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await expect.poll(() => webLog.includes('vitals-e2e-boom')).toBe(true);
  const line = webLog.split('\n').find((l) => l.includes('vitals-e2e-boom'))!;
  expect(JSON.parse(line)).toMatchObject({ msg: 'browser error', browserError: { kind: 'error', route: '/m/login' } });
  expect(line).not.toContain('e2e-secret');
});
