import { useRef } from 'react';

/**
 * True once a session this component has seen is gone (it expired, or the user logged out): the
 * shell owns that navigation (protocol.md: a 401 lands on login with the catalogue text), so a
 * page's own "no session, go home" rule must stand aside (issue 11, found by the fault matrix).
 * Guests who open the page never had a session here, so their redirect still applies.
 */
export function useSessionLost(session: unknown): boolean {
  const had = useRef(false);
  if (session) had.current = true;
  return !session && had.current;
}
