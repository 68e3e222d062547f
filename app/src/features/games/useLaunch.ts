/**
 * Launching from any screen (docs/product/calls.md#launch): the pure rules decide, this hook acts: guests to /m/login,
 * RNG vendors to their category page, everything else to /m/launchGame. A double tap does one thing.
 */
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '../../routes/paths.ts';
import { useSession } from '../../state/hooks.ts';
import { decideLaunch, launchPath } from './launchRules.ts';
import type { LaunchTarget } from './launchRules.ts';
import { useVendorConfigValue } from '../../state/atomHooks.ts';

/** A second tap within this window is the same tap. */
const doubleTapMs = 800;

export function useLaunch(pageBack = 'home'): (target: LaunchTarget) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, isTrial } = useSession();
  const config = useVendorConfigValue();
  const last = useRef(0);
  return useCallback(
    (target: LaunchTarget) => {
      const now = Date.now();
      if (now - last.current < doubleTapMs) return;
      last.current = now;
      const d = decideLaunch(target, { loggedIn: isLoggedIn, config, freePlay: isTrial });
      if (d.to === 'login') navigate(loginPath, { state: { from: location.pathname + location.search } });
      else if (d.to === 'category') navigate(d.path);
      else navigate(launchPath(d.query, pageBack));
    },
    [navigate, location.pathname, location.search, isLoggedIn, isTrial, config, pageBack],
  );
}
