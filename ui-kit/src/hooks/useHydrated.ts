import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Nothing to follow: the answer changes once, from the server's render to the browser's. */
const noSubscription = () => () => undefined;
const no = () => false;

/**
 * Whether the browser is still taking over a server-rendered page (setHydratingPage). While it is,
 * a part's first answer is false in the browser too, like the server's.
 */
let hydratingPage = false;
const browser = () => !hydratingPage;

/**
 * Called by an app that hydrates a server-rendered page: true before the hydration starts, false
 * once the page is up. In between, a part that hydrates turns true in a low-priority render after
 * its boundary's commit: read from a store, the browser's answer (true) differing from the server's
 * made React render the part again synchronously, right after each boundary hydrated, one more long
 * task per boundary on a phone. A part that hydrates later than that window still turns true, in
 * React's synchronous render again.
 */
export function setHydratingPage(open: boolean): void {
  hydratingPage = open;
}

/**
 * False on the server and while the browser hydrates the server's markup, true from a render after
 * and from the start on a client-only page (a story, a client-rendered site). What only the browser
 * knows, or may do, waits for it.
 *
 * A part that needs the answer only in some of its forms (the kit's Button: a submit button) passes
 * `watched` false in the others: it then reads false throughout, and hydration leaves it as it is.
 */
export function useHydrated(watched = true): boolean {
  const fromStart = useSyncExternalStore(noSubscription, watched ? browser : no, no);
  const [turned, setTurned] = useState(false);
  const waiting = watched && !fromStart && !turned;
  useEffect(() => {
    // Past the window, the store's own answer (true now) renders the part again, once.
    if (waiting && !browser()) startTransition(() => setTurned(true));
  }, [waiting]);
  return watched && (fromStart || turned);
}
