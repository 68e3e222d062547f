/**
 * docs/decisions/app-frame.md ("Where a page opens"): a page the player opens (a link, a footer tab,
 * "See all") opens at its top. Back and forward stay the browser's: it puts a page back where the
 * player left it (history.scrollRestoration stays 'auto'). A new query on the same page (a tab, a
 * filter) keeps the place.
 */
import { useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useLayoutEffectInBrowser } from '@lobby/ui-kit';

export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  // Before the new page paints: it never shows at the old page's offset.
  useLayoutEffectInBrowser(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
