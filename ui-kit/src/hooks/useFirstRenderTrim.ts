import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle.ts';

/** The browser's next idle moment, at most 2 s away (a short timeout where it has no idle callback). */
const idleTimes = { latestMs: 2000, withoutIdleMs: 100 };

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
    return whenIdle(() => startTransition(() => setWhole(true)), idleTimes);
  }, [trimmed]);
  const untrim = useCallback(() => setWhole(true), []);
  return { trimmed, untrim };
}
