import { useCallback, useEffect, useRef } from 'react';
import { readNumber } from '@lobby/tokens';

/** True when a touch travelled further sideways than the threshold (docs/product/constants.md#timings: 100 px). */
export function isSwipeTravel(startX: number, endX: number, threshold: number): boolean {
  return Math.abs(endX - startX) > threshold;
}

export interface SwipeBackOptions {
  /** Horizontal travel in px that counts as a swipe. @default the motion.distance.swipeBack token (100) */
  threshold?: number;
  /** Where to listen. @default window */
  target?: EventTarget | null;
}

/**
 * Watches touches and remembers whether the last gesture was a horizontal swipe, so a pop
 * navigation it caused can skip the page fade (docs/product/screens-and-routes.md#page-transitions: the browser already animated it).
 * Returns `consume()`: true once per swipe, then false until the next one.
 */
export function useSwipeBack({ threshold, target }: SwipeBackOptions = {}): () => boolean {
  const swiped = useRef(false);
  useEffect(() => {
    const el: EventTarget | null = target === undefined ? (typeof window === 'undefined' ? null : window) : target;
    if (!el) return undefined;
    const limit = threshold ?? readNumber('--motion-distance-swipe-back');
    let startX: number | null = null;
    const onStart = (event: Event) => {
      const touch = (event as TouchEvent).touches[0];
      startX = touch ? touch.clientX : null;
      swiped.current = false;
    };
    const onMove = (event: Event) => {
      const touch = (event as TouchEvent).touches[0];
      if (startX !== null && touch && isSwipeTravel(startX, touch.clientX, limit)) swiped.current = true;
    };
    const onEnd = () => {
      startX = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: true });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [threshold, target]);
  return useCallback(() => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  }, []);
}
