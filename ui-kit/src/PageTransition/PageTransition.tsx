import type { ReactNode } from 'react';
import { useReducedMotion } from '../provider/KitProvider.tsx';
import { Page } from './PageTransition.styles.ts';

/** How the app arrived at the page, as routers name it. */
export type NavigationType = 'push' | 'pop' | 'replace';

export interface PageTransitionProps {
  /** The page shown. */
  children: ReactNode;
  /** Changes with each page (e.g. the route's pathname); a new key fades the page in. */
  transitionKey: string;
  /** How the app got here; with `swipedBack` a 'pop' skips the fade. @default 'push' */
  navigationType?: NavigationType;
  /** The last gesture was a swipe-back (from useSwipeBack's consume()). @default false */
  swipedBack?: boolean;
  /** Skips the fade for any other reason (first paint, a redirect). @default false */
  skipAnimation?: boolean;
  /** A `data-testid` on the fading element, for end-to-end tests that wait for the fade. */
  testId?: string;
}

/** Whether the next page fades in (docs/product/screens-and-routes.md#page-transitions): not after a swipe-back pop, not under reduced motion. */
export function shouldFade(options: {
  navigationType: NavigationType;
  swipedBack: boolean;
  skipAnimation: boolean;
  reducedMotion: boolean;
}): boolean {
  if (options.skipAnimation || options.reducedMotion) return false;
  return !(options.navigationType === 'pop' && options.swipedBack);
}

/**
 * Fades each page in over the `fade` motion token (300 ms, docs/product/screens-and-routes.md#page-transitions). Router-agnostic: the app passes
 * a key per page and how it navigated; the old page leaves at once, the new one fades in.
 */
export function PageTransition({
  children,
  transitionKey,
  navigationType = 'push',
  swipedBack = false,
  skipAnimation = false,
  testId,
}: PageTransitionProps) {
  const reducedMotion = useReducedMotion();
  const animate = shouldFade({ navigationType, swipedBack, skipAnimation, reducedMotion });
  return (
    <Page key={transitionKey} data-animate={animate} data-testid={testId}>
      {children}
    </Page>
  );
}
