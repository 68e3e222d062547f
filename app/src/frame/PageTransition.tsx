/**
 * docs/product/screens-and-routes.md#page-transitions page transitions through the kit's PageTransition and useSwipeBack: each page fades in
 * over the 'fade' motion token (300 ms), with none when a swipe-back gesture (horizontal travel
 * over the 'swipeBack' distance token, 100 px) led to a pop navigation.
 */
import { useMemo } from 'react';
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
  return (
    <KitPageTransition
      transitionKey={location.pathname}
      navigationType={navigationType}
      swipedBack={swipedBack}
      testId="page"
    >
      {children}
    </KitPageTransition>
  );
}
