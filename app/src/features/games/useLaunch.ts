/**
 * Launching from any screen (docs/product/calls.md#launch): the pure rules decide, this hook acts: guests to /m/login,
 * RNG vendors to their category page, everything else to /m/launchGame. A double tap does one thing.
 */
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useEventCallback } from '@lobby/ui-kit';
import { loginPath } from '../../routes/paths.ts';
import { useTapNavigate } from '../../state/tapNavigate.ts';
import { useSession } from '../../state/hooks.ts';
import { decideLaunch, launchPath } from './launchRules.ts';
import type { LaunchTarget } from './launchRules.ts';
import { useVendorConfigValue } from '../../state/atomHooks.ts';

/** A second tap within this window is the same tap. */
const doubleTapMs = 800;

export function useLaunch(pageBack = 'home'): (target: LaunchTarget) => void {
  // The tap's answer is painted before the route changes (state/tapNavigate.ts).
  const navigate = useTapNavigate();
  const location = useLocation();
  const { isLoggedIn, isTrial } = useSession();
  const config = useVendorConfigValue();
  const last = useRef(0);
  // One function for the page's life: what it reads, it reads when tapped. Tiles hold it as a prop,
  // and a server-rendered tile handed a new one before it has hydrated is rendered again (#421):
  // the vendor config reaches the store only after the first render.
  return useEventCallback((target: LaunchTarget) => {
    const now = Date.now();
    if (now - last.current < doubleTapMs) return;
    last.current = now;
    const d = decideLaunch(target, { loggedIn: isLoggedIn, config, freePlay: isTrial });
    if (d.to === 'login') navigate(loginPath, { state: { from: location.pathname + location.search } });
    else if (d.to === 'category') navigate(d.path);
    else navigate(launchPath(d.query, pageBack));
  });
}
