/**
 * The browser's side of a server-rendered page: it takes the state the server rendered with (the
 * page's data block), makes its first render from it, and hydrates the server's markup instead of
 * replacing it. When this browser would render something else (its own stored language or a
 * member other than the one the server rendered for), it answers false and the page renders as a
 * client-only page does.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { setBrand } from '@lobby/tokens';
import { provideNumberSymbols } from '@lobby/ui-kit';
import { App } from '../App.tsx';
import { isBrandName } from '@lobby/tokens';
import { brandStorageKey, setRuntimeConfig } from '../config/runtimeConfig.ts';
import { writeChoiceCookie } from '../config/choiceCookie.ts';
import { enableOverrides, initI18n, languageStorageKey, toLanguageCode, toTag } from '../i18n/index.ts';
import { buildRoutes } from '../routes/router.tsx';
import { initialState } from './pageData.ts';
import type { PageData } from './pageData.ts';
import { receiveFirstScreen } from '../state/firstScreen.ts';
import { markServerRendered } from '../state/render.ts';
import { reportRecoveredHydration } from '../observe/start.ts';
import { answerTapsAfterPaint } from './tapsAfterPaint.ts';
import { nextTask } from '../state/idle.ts';

export async function hydratePage(data: PageData, container: HTMLElement, storage: Storage | undefined) {
  setRuntimeConfig(data.config);
  markServerRendered();
  // Before any page module loads: a module that would start its call early sees the answer is here.
  receiveFirstScreen(data.firstScreen);
  // The server's choices are the page's (it read the query, the cookies, the browser's languages):
  // kept as this browser's own, so the next page renders in them too.
  const brand = isBrandName(data.brand) ? data.brand : data.config.brand;
  setBrand(brand);
  const language = toLanguageCode(data.language);
  if (language && data.numbers) provideNumberSymbols(toTag(language), data.numbers);
  try {
    if (new URLSearchParams(window.location.search).has('brand')) storage?.setItem(brandStorageKey, brand);
    if (language) storage?.setItem(languageStorageKey, language);
  } catch {
    // storage blocked: the cookies still carry the choices
  }
  writeChoiceCookie('brand', brand);
  if (language) writeChoiceCookie('lang', language);
  // Namespaces the page loads later take the operator's overrides too (the server applied them to these).
  enableOverrides();
  // The server's bundles, i18next's store from its start: no text suspends during hydration and none
  // is fetched (given after the start, the start itself fetched `common` and the override files, and
  // hydration waited on those requests).
  await initI18n(data.language, data.resources);
  // Each step below is a task of its own: together they were one of 13-20 ms on a fast machine, a
  // long task many times over on a phone ("The boot in short tasks", web-server-rendering.md).
  await nextTask();
  // A lazy route still unresolved at hydration renders the fallback where the server sent the page:
  // resolve the matched ones first.
  const routes = buildRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
  await nextTask();
  await beforeTheRouter();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  const initializeState = initialState(data);
  await nextTask();
  markHydratedHere();
  // In a transition, so the root's pass yields to the browser every few milliseconds: at default
  // priority React 18 renders it in one piece, and on the login, whose form is in the root's pass,
  // that was one task of 30-70 ms on a fast machine ("The root's pass in slices",
  // docs/decisions/web-server-rendering.md). A tap meanwhile still finishes it at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} initializeState={initializeState} />
      </StrictMode>,
      { onRecoverableError: recovered },
    );
  });
  answerTapsAfterPaint(container);
}

/**
 * The router's set-up makes two synchronous calls to the browser: it marks the history entry with
 * its index (history.replaceState, when the entry has none) and reads the view transitions it saved
 * (sessionStorage, a storage area the browser opens on its first use). Each took 3-4 ms of the
 * router's task of 12 ms in a profiled load of a member's home: made here first, each in a task of
 * its own, the router finds the entry marked and the area open. The mark is the one the router
 * writes itself ({ ...state, idx: 0 }); a router that stopped reading it would write its own.
 */
export async function beforeTheRouter(): Promise<void> {
  try {
    void window.sessionStorage.length;
  } catch {
    // storage blocked: the router's own read fails quietly too
  }
  await nextTask();
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
  await nextTask();
}

/** The address the page was hydrated at: a part re-rendered after the player left it is no defect. */
let hydratedAt: string | null = null;
const here = () => window.location.pathname + window.location.search;
/** Hydration starts at the current address. */
export function markHydratedHere(): void {
  hydratedAt = here();
}

/**
 * React rendered a part of the server's page in the browser instead of hydrating it. The player
 * sees the page whole; operators see the count (observe/start.ts). Planned paths are warnings:
 * - a part the server left unfinished at its render deadline (React's #419, app/src/entry-server.tsx);
 * - a part still waiting to hydrate when the player left the page (#421 after the address changed):
 *   a navigation changes the router's state, and React 18 hands that change to every part not yet
 *   hydrated, which then renders in the browser just before the page goes.
 * Anything else (the markup did not match, a part handed new props on the page itself) is a defect:
 * an error on the console.
 */
export function recovered(error: unknown): void {
  reportRecoveredHydration(error);
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/.test(message)) console.warn('hydration:', message);
  else if (/#421\b/.test(message) && hydratedAt !== null && here() !== hydratedAt)
    console.warn('hydration: left the page while a part was hydrating:', message);
  else console.error('hydration:', message);
}
