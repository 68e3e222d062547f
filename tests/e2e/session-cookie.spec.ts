/**
 * The session lives with the front-end server (docs/decisions/web-session-cookie.md): after a real
 * login the platform's token is in no storage, not in document.cookie, not in the page's data block
 * and in no answer the page can read; a new tab is signed in; and another origin's form post or fetch
 * that would change something with the player's cookie is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type {} from '@fastify/secure-session';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { registerSession, sessionKeys } from '../../web/src/session.ts';
import { platformURL, sessionCookie, signedInAs } from './helpers/app.ts';
import { registerPlayer } from './helpers/accounts.ts';
import { useLanguage } from './helpers/i18n.ts';

test.use({ serviceWorkers: 'block' });
// A busy machine renders each page on the server and in the browser: give the flow room.
test.setTimeout(120_000);

/** Opens web/'s sealed cookie with the development key the e2e server runs with: the token it holds. */
async function tokenIn(context: BrowserContext): Promise<string> {
  const sealed = (await context.cookies()).find((c) => c.name === sessionCookie);
  expect(sealed, 'web/ set its session cookie').toBeTruthy();
  const opener = Fastify();
  await registerSession(opener, { mode: 'dev', keys: sessionKeys({}, 'dev').keys });
  await opener.ready();
  const token = opener.decodeSecureSession(decodeURIComponent(sealed!.value))?.get('player')?.token;
  await opener.close();
  expect(token, 'the cookie opens with the development key').toBeTruthy();
  return token!;
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await expect(page.getByTestId('login-page')).toBeVisible({ timeout: 20_000 });
  // The server-rendered form takes input once hydrated: type again until the form has it.
  await expect(async () => {
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await expect(page.getByTestId('login-submit')).toBeEnabled({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('after a real login the token is in no storage, cookie, data block or answer the page can read', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const bodies: string[] = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (/json|text|javascript/.test(type)) bodies.push(await res.text().catch(() => ''));
  });
  const player = await registerPlayer(request);
  await logIn(page, player.username, player.password);
  const token = await tokenIn(page.context());

  const cookie = (await page.context().cookies()).find((c) => c.name === sessionCookie)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  // A page the server renders for this signed-in player, then everything its scripts can reach.
  await page.goto('/m/home');
  await page.getByTestId('frame').waitFor();
  // The home's calls (balance, unread, announcements) answer meanwhile: the page reads them all.
  await expect.poll(() => bodies.some((b) => b.includes('"sumBalance"')), { timeout: 30_000 }).toBe(true);
  const reachable = await page.evaluate(() => ({
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    dataBlock: document.getElementById('lobby-page-data')?.textContent ?? '',
    html: document.documentElement.outerHTML,
  }));
  expect(reachable.cookie).not.toContain(sessionCookie);
  for (const [where, text] of Object.entries(reachable)) expect(text, where).not.toContain(token);
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies) expect(body).not.toContain(token);
  expect(bodies.some((b) => b.includes(`"userName":"${player.username}"`))).toBe(true);

  // The session works: the page's calls carry it (web/ adds the token), a new tab is signed in.
  expect(await signedInAs(page)).toMatchObject({ userName: player.username, merchantCode: 'LOBBY' });
  const tab = await page.context().newPage();
  await tab.goto('/m/set');
  await expect(tab.getByTestId('settings-page')).toBeVisible({ timeout: 20_000 });
  await expect(tab).toHaveURL(/\/m\/set$/);
  await tab.close();
});

/** Serves one page of HTML on `host`, another origin than the site. */
async function attackerSite(host: string, html: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, origin: `http://${host}:${(server.address() as AddressInfo).port}` };
}

test('a cross-origin form post and a cross-site fetch riding on the cookie are refused', async ({
  page,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request);
  await useLanguage(page, 'EN');
  await logIn(page, player.username, player.password);
  const token = await tokenIn(page.context());
  const nickname = async () =>
    (
      (await (
        await request.get(`${platformURL}/wps/member/info`, { headers: { Authorization: token, Merchant: 'LOBBY' } })
      ).json()) as { value: { nickname: string | null } }
    ).value.nickname;
  const before = await nickname();
  const target = `${baseURL}/wps/member/info/nickname`;

  // Another port of the same host is the same site: the Lax cookie rides along on a form post, so
  // only the origin check stands in the way.
  const form = await attackerSite(
    '127.0.0.1',
    `<form method="post" action="${target}" enctype="text/plain"><input name='{"nickname":"pwned","x":"' value='"}'></form>
     <script>document.forms[0].submit()</script>`,
  );
  // Another site altogether, with a script that tries both a simple and a preflighted call.
  const script = await attackerSite(
    '127.0.0.2',
    `<script>
      window.results = Promise.all([
        fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' }, body: '{"nickname":"pwned2"}' }).then(() => 'sent', (e) => String(e)),
        fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include',
          headers: { 'Content-Type': 'application/json', Merchant: 'LOBBY' }, body: '{"nickname":"pwned3"}' })
          .then((r) => r.text(), (e) => 'blocked: ' + e),
      ]);
    </script>`,
  );
  try {
    const attacked = await page.context().newPage();
    const answer = attacked.waitForResponse((r) => r.url() === target);
    await attacked.goto(form.origin);
    const refused = await answer;
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'function.not.available' });

    await attacked.goto(script.origin);
    const results = await attacked.evaluate(() => (window as unknown as { results: Promise<string[]> }).results);
    expect(results[1]).not.toContain('"success":true');
    await attacked.close();

    expect(await nickname()).toBe(before);
    // The player's own page still changes it.
    expect(await signedInAs(page)).toMatchObject({ userName: player.username });
  } finally {
    await new Promise((r) => form.server.close(r));
    await new Promise((r) => script.server.close(r));
  }
});

// Earlier versions kept the session with its token in sessionStorage and remembered passwords sealed
// in localStorage with a key in IndexedDB. A browser that still holds them loses them once the page
// is up (main.tsx: after the load, when the browser is idle, not in the boot).
test("an earlier version's stored session and sealed password are removed once the page is up", async ({ page }) => {
  await page.goto('/m/home');
  await page.evaluate(async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'old-token', userName: 'someone' }));
    localStorage.setItem('MC_REMEMBER', JSON.stringify({ v: 1, sealed: 'c2VhbGVk' }));
    await new Promise((done) => {
      const open = indexedDB.open('lobby-accounts');
      open.onsuccess = () => {
        open.result.close();
        done(null);
      };
    });
  });
  await page.reload();
  await expect
    .poll(
      () =>
        page.evaluate(async () => ({
          session: sessionStorage.getItem('MC_SESSION_INFO'),
          remember: localStorage.getItem('MC_REMEMBER'),
          databases: (await indexedDB.databases()).map((d) => d.name),
        })),
      { timeout: 15_000 },
    )
    .toEqual({ session: null, remember: null, databases: [] });
});
