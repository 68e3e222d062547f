import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export interface InfiniteLoadOptions {
  /** The element at the end of the list. */
  sentinel: RefObject<Element | null>;
  /** The scrolling element: the observer's root (null: the viewport). */
  root: () => Element | null;
  /** Distance from the bottom that counts as 'near' (docs/product/constants.md#timings: 500 px), as a CSS length. */
  distance: string;
  /** Least time between two loads (docs/product/constants.md#timings: once per second). */
  throttleMs: number;
  /** False stops observing: no more pages, a failed fetch, or busy. */
  enabled: boolean;
  /** Loads the next page. */
  onLoad: () => void;
  /** The IntersectionObserver to use (tests inject a fake). */
  Observer: typeof IntersectionObserver | undefined;
  /** The clock (tests use fake timers). */
  now: () => number;
  /** Changes when a page arrived (the item count): re-arms, so a still-visible end loads again. */
  rearm: number;
}

/**
 * Calls onLoad when the sentinel comes within `distance` of the root's bottom edge, at most once
 * per `throttleMs`; a call that comes too early is deferred to the end of the window, and dropped
 * if the sentinel has left by then. Disconnects when disabled or unmounted.
 */
export function useInfiniteLoad({
  sentinel,
  root,
  distance,
  throttleMs,
  enabled,
  onLoad,
  Observer,
  now,
  rearm,
}: InfiniteLoadOptions) {
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || !Observer) return undefined;
    let near = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      timer = undefined;
      if (!near) return;
      const wait = lastLoad.current + throttleMs - now();
      if (wait > 0) {
        timer = setTimeout(fire, wait);
        return;
      }
      lastLoad.current = now();
      onLoadRef.current();
    };
    const observer = new Observer(
      (entries) => {
        const entry = entries[entries.length - 1];
        near = Boolean(entry?.isIntersecting);
        if (near && timer === undefined) fire();
      },
      { root: root(), rootMargin: `0px 0px ${distance} 0px`, threshold: 0 },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, sentinel, root, distance, throttleMs, Observer, now, rearm]);
}
