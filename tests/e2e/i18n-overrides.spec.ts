/**
 * An operator changes interface text at run time: i18n-overrides/<lang>.json dropped beside
 * runtime-config.json, on a running server, changes the login button in EN and TY with no rebuild.
 * The test serves a copy of the built app from the real server, so the committed build is never
 * touched, and writes the override files while that server runs.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './helpers/test.ts';
import { startSiteServer } from './helpers/siteServer.ts';
import type { Page } from '@playwright/test';
import { chooseLanguage } from './helpers/i18n.ts';

const port = Number(process.env.E2E_PORT ?? 8090) + 12;
const origin = `http://127.0.0.1:${port}`;

async function loginButton(page: Page, language: string) {
  await chooseLanguage(page, language);
  await page.addInitScript((c) => localStorage.setItem('language', c), language);
  await page.goto(`${origin}/m/login`);
  const button = page.getByTestId('login-submit');
  await expect(button).toBeVisible({ timeout: 20_000 });
  return button;
}

test.describe.serial('operator text overrides', () => {
  test.use({ serviceWorkers: 'block' });
  let dir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'lobby-overrides-'));
    const site = join(dir, 'site');
    cpSync(process.env.APP_DIST ?? 'app/dist', site, { recursive: true });
    server = await startSiteServer(port, site);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('a file served beside runtime-config.json changes the login button in EN and TY', async ({ browser }) => {
    const before = await browser.newPage();
    await expect(await loginButton(before, 'EN')).toHaveText('Log in');
    await before.close();

    // The operator's files, written while the site runs: one good key each, plus mistakes that
    // must be named in the console and never reach the screen.
    const overrides = join(dir, 'site', 'i18n-overrides');
    mkdirSync(overrides, { recursive: true });
    writeFileSync(
      join(overrides, 'en.json'),
      JSON.stringify({
        accounts: { login: { submit: 'Enter the lobby', nope: 'x' } },
        common: { 'auth.labels.greeting_typo': 'x' },
      }),
    );
    writeFileSync(
      join(overrides, 'ty.json'),
      JSON.stringify({ accounts: { 'login.submit': 'Pumasok sa lobby', 'login.remember': 'Tandaan {{who}}' } }),
    );

    // The server looks at an operator's file again at most once a second (web/src/runtimeFiles.ts),
    // and the first page has just read "no file": wait until it serves what was written.
    for (const [name, text] of [
      ['en', 'Enter the lobby'],
      ['ty', 'Pumasok sa lobby'],
    ]) {
      await expect
        .poll(async () => (await fetch(`${origin}/i18n-overrides/${name}.json`)).text(), { timeout: 10_000 })
        .toContain(text);
    }

    const en = await browser.newPage();
    const warnings: string[] = [];
    en.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await expect(await loginButton(en, 'EN')).toHaveText('Enter the lobby');
    await expect.poll(() => warnings.join('\n')).toContain('unknown key accounts:login.nope ignored');
    expect(warnings.join('\n')).toContain('unknown key common:auth.labels.greeting_typo ignored');
    await en.close();

    const ty = await browser.newPage();
    const tyWarnings: string[] = [];
    ty.on('console', (m) => {
      if (m.type() === 'warning') tyWarnings.push(m.text());
    });
    await expect(await loginButton(ty, 'TY')).toHaveText('Pumasok sa lobby');
    // the broken placeholder is ignored: the shipped text stays, no {{who}} on screen
    await expect(ty.getByTestId('login-remember')).not.toContainText('{{');
    await expect.poll(() => tyWarnings.join('\n')).toContain('accounts:login.remember has placeholders {who}');
    await ty.close();
  });
});
