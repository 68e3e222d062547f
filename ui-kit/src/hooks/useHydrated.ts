import { useSyncExternalStore } from 'react';

/** Nothing to follow: the answer changes once, from the server's render to the browser's. */
const noSubscription = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False on the server and while the browser hydrates the server's markup, true from the render after
 * (React renders the part again at once) and from the start on a client-only page (a story, a
 * client-rendered site). What only the browser knows, or may do, waits for it.
 *
 * That render again is synchronous, right after the part's boundary hydrates. A part that needs the
 * answer only in some of its forms (the kit's Button: a submit button) passes `watched` false in the
 * others: it then reads false throughout, and hydration leaves it as it is.
 */
export function useHydrated(watched = true): boolean {
  return useSyncExternalStore(noSubscription, watched ? yes : no, no);
}
