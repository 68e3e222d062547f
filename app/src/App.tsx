/** Providers around the router: Recoil, the kit (theme, words, locale, direction), global styles. */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { GlobalStyle, KitProvider } from '@lobby/ui-kit';
import { isRtl, toTag, useKitLabels, useLanguageCode } from './i18n/index.ts';
import { createRouter } from './routes/router.tsx';
import { StateRoot } from './state/atomHooks.ts';
import { isServerRenderedPage } from './state/render.ts';
import type { StateSnapshot } from './state/atomHooks.ts';

/** The app's kit provider (locale, direction and words from i18next); exported for the page stories. */
export function Kit({ children }: { children: ReactNode }) {
  const labels = useKitLabels();
  // The language in use: during a server render the request's, else i18next's.
  const code = useLanguageCode();
  return (
    <KitProvider locale={toTag(code)} dir={isRtl(code) ? 'rtl' : 'ltr'} labels={labels}>
      {children}
    </KitProvider>
  );
}

interface AppProps {
  /** A router made before the first render (hydration resolves the route's page first). */
  router?: ReturnType<typeof createRouter>;
  /** The state the server rendered with (hydration). */
  initializeState?: (snapshot: StateSnapshot) => void;
}

export function App({ router: given, initializeState }: AppProps = {}) {
  const [router] = useState(() => given ?? createRouter());
  // A server-rendered page has the global styles in its head for its whole life (ssr/serverStyles.ts).
  // Mounted in the browser as well, GlobalStyle flattened and compiled them all again in the commit
  // of the root's hydration (2-3 ms of a 20 ms task on a fast machine), only to find them present.
  // It renders no element, so leaving it out changes nothing that hydration compares.
  const [globalStyle] = useState(() => !isServerRenderedPage());
  return (
    <StateRoot initializeState={initializeState}>
      <Kit>
        {globalStyle && <GlobalStyle />}
        <RouterProvider router={router} />
      </Kit>
    </StateRoot>
  );
}
