/**
 * docs/product/screens-and-routes.md#page-transitions page transitions through the kit's PageTransition and useSwipeBack: each page fades in
 * over the 'fade' motion token (300 ms), with none when a swipe-back gesture (horizontal travel
 * over the 'swipeBack' distance token, 100 px) led to a pop navigation. The document's first page,
 * and a redirect straight from it, show at once: there is no page to transition from, and a fade
 * from opacity 0 would hold back the server-rendered first screen (and its largest paint) by the
 * length of the fade (docs/decisions/first-page-no-fade.md).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { PageTransition as KitPageTransition, useSwipeBack } from '@lobby/ui-kit';
import type { NavigationType } from '@lobby/ui-kit';

const navigationTypes: Record<ReturnType<typeof useNavigationType>, NavigationType> = {
  PUSH: 'push',
  POP: 'pop',
  REPLACE: 'replace',
};

export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = navigationTypes[useNavigationType()];
  const consumeSwipe = useSwipeBack();
  // Decided once per navigation (location.key): the swipe belongs to the pop it caused.
  const swipedBack = useMemo(
    () => navigationType === 'pop' && consumeSwipe(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- location.key marks a new navigation
    [location.key, navigationType, consumeSwipe],
  );
  // The shell mounts once per document: the first page it shows is the visit's first, and a
  // redirect straight from that one (it replaces it) is still the first page.
  const firstKey = useRef<string | null>(null);
  const previousKey = useRef<string | null>(null);
  const firstPage = useMemo(
    () => previousKey.current === null || (navigationType === 'replace' && previousKey.current === firstKey.current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per navigation
    [location.key],
  );
  useEffect(() => {
    firstKey.current ??= location.key;
    previousKey.current = location.key;
  }, [location.key]);
  return (
    <KitPageTransition
      transitionKey={location.pathname}
      navigationType={navigationType}
      swipedBack={swipedBack}
      skipAnimation={firstPage}
      testId="page"
    >
      {children}
    </KitPageTransition>
  );
}
