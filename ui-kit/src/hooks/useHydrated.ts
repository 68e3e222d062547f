import { useSyncExternalStore } from 'react';

/** Nothing to follow: the answer changes once, from the server's render to the browser's. */
const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true from the render after
 * (React renders the part again at once) and from the start on a client-only page (a story, a
 * client-rendered site). What only the browser knows, or may do, waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
