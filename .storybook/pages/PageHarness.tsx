/**
 * Renders the REAL app for a path: the app's Recoil root, its kit provider (words, locale and
 * direction from i18next), and a memory data router built from the app's own route table
 * (`buildRoutes()`: the same frame, lazy pages and error boundaries as the site). The network is
 * MSW (handlers.ts) answering from fixtures recorded from the server's seed.
 *
 * `preparePage` runs before the render (a story `beforeEach`): it pins the clock to the fixtures'
 * "now" and Math.random to a seed, stores the viewer's session the way a login does, and switches i18next to the story's
 * locale. The returned cleanup puts the clock and storage back for the next story.
 */
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { storageKeys } from '@lobby/contract';
import { Kit } from '../../app/src/App.tsx';
import {
  fallbackLanguageCode,
  i18n,
  initI18n,
  namespacesOf,
  setLanguage,
  toLanguageCode,
  toTag,
} from '../../app/src/i18n/index.ts';
import type { LanguageCode } from '../../app/src/i18n/index.ts';
import { buildRoutes } from '../../app/src/routes/router.tsx';
import { StateRoot, withRenderSeed } from '../../app/src/state/atomHooks.ts';
import { setKnownSession } from '../../app/src/state/session.ts';
import type { SessionInfo } from '../../app/src/state/session.ts';
import { setRenderSessionScope } from '../../app/src/api/client.ts';
import type { Viewer } from '../../scripts/page-fixtures.ts';
import { pinClock } from '../../scripts/pin-clock.ts';
import { fixtures, viewerTokens } from './handlers.ts';

export interface PageHarnessProps {
  /** The app path (with query) to open, e.g. `/m/gameList?gameType=RNG`. */
  path: string;
}

/**
 * One phone screen: the page scrolls inside it, and the transform makes it the containing block of
 * the frame's fixed header, footer and floating buttons, so a full-page shot is the first screen a
 * phone shows (not the fixed parts stranded over a stretched document).
 */
const Phone = styled.div`
  height: 100dvh;
  overflow-y: auto;
  transform: translateZ(0);
`;

/** The render seed of every page story: the jackpot starts from the same figure in every run. */
const pinSeed = withRenderSeed(20260314);

export function PageHarness({ path }: PageHarnessProps) {
  const [router] = useState(() => createMemoryRouter(buildRoutes(), { initialEntries: [path] }));
  return (
    <Phone data-testid="page-harness">
      <StateRoot initializeState={pinSeed}>
        <Kit>
          <RouterProvider router={router} />
        </Kit>
      </StateRoot>
    </Phone>
  );
}

/** Who each seeded account is (what the page knows of its session; the token stays with the server). */
const sessions: Record<Exclude<Viewer, 'guest'>, SessionInfo> = {
  player: { merchantCode: 'LOBBY', userName: 'demo_player', type: 0, firstTimeLogin: false },
  agent: { merchantCode: 'LOBBY', userName: 'demo_agent', type: 1, firstTimeLogin: false },
};

/** Keys of the app's own storage that a story starts without (remembered popups, language...). */
const appKeys = Object.values(storageKeys);

/** Seeds Math.random (mulberry32): parts that start at a random value (the jackpot) start the same. */
function pinRandom(seed: number): () => void {
  const real = Math.random;
  let a = seed >>> 0;
  Math.random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    Math.random = real;
  };
}

const clearAppStorage = () => {
  for (const key of appKeys) {
    sessionStorage.removeItem(key);
    localStorage.removeItem(key);
  }
};

/**
 * Loads every namespace file of the language and of the EN fallback before the render (main.tsx
 * loads only 'shell' at boot: the frame's header reads it outside the page's Suspense).
 *
 * Why all of them: a namespace the language lacks (AR has only `common`) loads as an empty bundle at
 * once, and i18next then counts it as loaded (`hasLoadedNamespace` is true as soon as the language's
 * own bundle exists), so `useTranslation('home')` renders before the EN fallback's chunk arrived and
 * shows keys (`quick.deposit`). react-i18next re-renders on a language change only, not when that
 * chunk lands: parts that rendered in the gap (the home quick buttons memoise their labels on `t`)
 * kept the keys, others re-rendered with data and showed English. Which won depended on chunk
 * timing, so the RTL baselines differed from run to run. With every file loaded first, the first
 * render has its final words.
 */
async function loadEveryNamespace(code: LanguageCode): Promise<void> {
  const namespaces = [...new Set([...namespacesOf(code), ...namespacesOf(fallbackLanguageCode)])];
  await i18n.loadNamespaces(namespaces);
  const languages = [toTag(code), toTag(fallbackLanguageCode)];
  const missing = languages.flatMap((lng) =>
    namespaces
      .filter((ns) => namespacesOf(lng).includes(ns) && !i18n.hasResourceBundle(lng, ns))
      .map((ns) => `${lng}/${ns}`),
  );
  if (missing.length > 0) throw new Error(`page stories: i18n namespaces not loaded: ${missing.join(', ')}`);
}

/** Prepares the browser for one page story; answers the cleanup. */
export async function preparePage(viewer: Viewer, locale: string): Promise<() => void> {
  const unpin = pinClock(fixtures.now);
  const unseed = pinRandom(20260314);
  clearAppStorage();
  // The front-end server would add the session's token to each call; here the story's handlers read it.
  if (viewer !== 'guest') {
    setKnownSession(sessions[viewer], true);
    setRenderSessionScope(() => viewerTokens[viewer]);
  }
  const code = toLanguageCode(locale) ?? 'EN';
  await initI18n(code);
  await setLanguage(code);
  await loadEveryNamespace(code);
  return () => {
    setKnownSession(null, true);
    setRenderSessionScope(() => undefined);
    unpin();
    unseed();
    clearAppStorage();
  };
}
