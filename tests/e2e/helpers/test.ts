/**
 * Playwright's `test` for the e2e specs: every page of a spec's context waits, after `goto` and
 * `reload`, until React owns the server-rendered page. web/ sends a page that shows at once and
 * answers taps only once hydrated (its submit buttons stay disabled until then, the kit's Button),
 * so a spec that tapped or typed as soon as the markup showed was tapping a picture: on a busy
 * machine that was a flaky test, a player's lost tap on a slow phone.
 */
import { test as base } from '@playwright/test';
import type { Page, Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Up to this long for hydration; a page that never hydrates is left to the spec's own checks. */
const hydrationWaitMs = 20_000;

/** In the page: true once the app's page node carries React's fiber and no submit button waits, or there is no app. */
export const ownedByReact = (): boolean => {
  if (!document.getElementById('root')) return true;
  const node = document.querySelector('[data-testid=page]');
  const owned = !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return owned && !document.querySelector('[data-hydrating]');
};

/** Resolves once `ownedByReact` holds; a page that never hydrates is left to the spec's own checks. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(ownedByReact, undefined, { timeout: hydrationWaitMs }).catch(() => undefined);
}

const patched = new WeakSet<Page>();

/** Makes `page` wait after each HTML goto and reload until hydrated (for pages of a spec's own contexts). */
export function waitAfterNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const isPage = (res: Response | null) => (res?.headers()['content-type'] ?? '').startsWith('text/html');
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    // 'commit' asks for the response before anything ran: a spec reading the server's HTML.
    if (options?.waitUntil !== 'commit' && isPage(res)) await untilHydrated(page);
    return res;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const res = await reload(options);
    if (options?.waitUntil !== 'commit' && isPage(res)) await untilHydrated(page);
    return res;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    for (const page of context.pages()) waitAfterNavigations(page);
    context.on('page', waitAfterNavigations);
    await use(context);
  },
});
