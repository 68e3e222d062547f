import { startTransition, useCallback, useEffect, useState } from 'react';

/** `fn` at the browser's next idle moment (a short timeout where it has no idle callback); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 100);
  return () => clearTimeout(id);
}

/**
 * A part whose first render (a server's, and the hydration of it) draws only what is in view: the
 * Carousel's first slides, the InfiniteList's first rows. `trimmed` is true while the part still
 * needs its trim and the browser has not yet been idle; then the rest follow in a low-priority
 * render, after the page's first screen has painted and hydrated, not in the same long task.
 * `untrim` draws the rest at once (a tap that needs them). Once whole, a part stays whole.
 */
export function useFirstRenderTrim(needed: boolean): { trimmed: boolean; untrim: () => void } {
  const [whole, setWhole] = useState(false);
  const trimmed = needed && !whole;
  useEffect(() => {
    if (!trimmed) return undefined;
    return whenIdle(() => startTransition(() => setWhole(true)));
  }, [trimmed]);
  const untrim = useCallback(() => setWhole(true), []);
  return { trimmed, untrim };
}
