import { useCallback, useRef } from 'react';
import { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser.ts';

/**
 * A function whose identity never changes but which always calls the latest `fn`: memoised
 * children (GameGrid tiles) keep their props equal while the parent's handlers change.
 */
export function useEventCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffectInBrowser(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
