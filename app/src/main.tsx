/**
 * Boot: runtime config (merchant, brand, API base) and i18n in parallel, brand attribute, then the
 * app. No inline script anywhere (the server's CSP is script-src 'self').
 */
import '@lobby/tokens/fonts';
import { StrictMode } from 'react';
import { setBrand } from '@lobby/tokens';
import { storageKeys } from '@lobby/contract';
import { loadRuntimeConfig, pickBrand } from './config/runtimeConfig.ts';
import { enableOverrides, i18n, initI18n, setLanguage } from './i18n/index.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { routeById, routeByPath } from './routes/table.ts';
import { purgeSealedPasswords } from './features/accounts/rememberMe.ts';
import { canHydrate, readPageData } from './ssr/pageData.ts';
import { startObserving } from './observe/start.ts';
import type { PageData } from './ssr/pageData.ts';
import { afterLoadWhenIdle, nextTask } from './state/idle.ts';
import { isSessionInfo, purgeStoredSession, setKnownSession } from './state/session.ts';

function safeLocal(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Who is signed in (the token itself stays in the front-end server's cookie): the server-rendered
 * page's data when it says, else the front-end server's GET /web/session. A static host has neither:
 * a guest.
 */
async function learnSession(data: PageData | undefined): Promise<void> {
  const fromPage = data && 'session' in data ? (data as { session?: unknown }).session : undefined;
  if (fromPage !== undefined) {
    setKnownSession(isSessionInfo(fromPage) ? fromPage : null, true);
    return;
  }
  try {
    const res = await fetch('/web/session', { credentials: 'same-origin', cache: 'no-store' });
    const body = res.ok ? ((await res.json()) as { value?: unknown }) : null;
    setKnownSession(isSessionInfo(body?.value) ? body.value : null, true);
  } catch {
    setKnownSession(null, true);
  }
}

async function boot() {
  // Errors from here on are reported; the reporter itself loads once the page is up.
  startObserving();
  // Earlier versions kept remembered passwords (sealed, but openable by any script here) and the
  // session with its token in sessionStorage: removed once the page is up and the browser idle, not
  // in the boot. Nothing reads either any more, and sessionStorage is a storage area of its own that
  // the browser opens with a synchronous call (up to 22 ms of the entry's task in a profiled load, as
  // the browser was busy loading the page); the database's delete set IndexedDB up (4 ms).
  afterLoadWhenIdle(
    () => {
      purgeSealedPasswords();
      purgeStoredSession();
    },
    { latestMs: 10_000, withoutIdleMs: 3000 },
  );
  // The module's own task ends here: what follows reads the page's data block (a JSON parse of tens
  // of KB) and opens this origin's storage (a synchronous call to the browser), each a task of its
  // own ("The boot in short tasks", docs/decisions/web-server-rendering.md).
  await nextTask();
  const root = document.getElementById('root')!;
  const data = readPageData();
  await nextTask();
  const storage = safeLocal();
  await learnSession(data);
  // A page the server rendered: hydrate its markup with the state it was rendered from.
  if (data && canHydrate(data, storage)) {
    // Loaded only here: a client-only page (the static build, a member, another stored language)
    // never fetches the hydration code.
    // The libraries first, each evaluated in a task of its own, then the app's code: one module
    // graph is evaluated in one task, and the whole of it was a long task on a phone.
    await import('react-dom/client');
    await nextTask();
    await import('styled-components');
    await nextTask();
    const { hydratePage } = await import('./ssr/hydrate.tsx');
    await hydratePage(data, root, storage);
    registerServiceWorker();
    return;
  }
  // The page of the address starts loading now, beside the config and the texts, not after them:
  // the home's chunk (and so its banner, the LCP element) sat at the end of that chain.
  const { pathname } = window.location;
  // The operator's i18n-overrides/<lang>.json merge over the shipped texts as each bundle loads.
  enableOverrides();
  void (routeByPath(pathname) ?? (pathname === '/' ? routeById('home') : undefined))?.page().catch(() => undefined);
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n().then(() => i18n.loadNamespaces('shell'))]);
  setBrand(pickBrand(config.brand, window.location.search, storage));
  // Until the player picks one: the operator's default, or the browser's language when the operator
  // turned that on (docs/decisions/i18n-whole-languages.md).
  if (!storage?.getItem(storageKeys.language)) {
    const start = config.languageFromBrowser
      ? (await import('./i18n/pickLanguage.ts')).pickLanguage({
          fromBrowser: true,
          browser: navigator.languages ?? [navigator.language],
          configured: config.defaultLanguage,
        })
      : config.defaultLanguage;
    await setLanguage(start).catch(() => undefined);
  }
  // The app's own code (the kit, the router, the screens) is not the entry's: evaluating it with the
  // entry made one long task of both before either page could start.
  const [{ App }, { createRoot }] = await Promise.all([import('./App.tsx'), import('react-dom/client')]);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
