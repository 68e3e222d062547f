/**
 * docs/product/roles.md#member for every screen of the member center that needs a real account: a guest goes to
 * /m/login; a trial user (type 4) gets the free_reject toast for 2 s and goes home.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { readDurationMs } from '@lobby/tokens';
import { homePath, loginPath } from '../../routes/paths.ts';
import { useSession, useToast } from '../../state/hooks.ts';
import type { SessionInfo } from '../../state/session.ts';
import { memberAccess } from './menuRules.ts';

/** Shows the free_reject toast for its 2 s (docs/product/constants.md#toasts). */
export function useFreeReject() {
  const { t } = useTranslation('common');
  const toast = useToast();
  return () =>
    toast.show(t('auth.messages.free_reject'), { kind: 'error', durationMs: readDurationMs('toast-reject') });
}

/** The session of a real member, or null while the guest or trial user is sent away. */
export function useMemberGate(): SessionInfo | null {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const freeReject = useFreeReject();
  const done = useRef(false);
  const access = memberAccess(session ? session.type : null);
  useEffect(() => {
    if (access === 'member' || done.current) return;
    done.current = true;
    if (access === 'guest') {
      navigate(loginPath, { replace: true, state: { from: location.pathname + location.search } });
    } else {
      freeReject();
      navigate(homePath, { replace: true });
    }
  });
  return access === 'member' ? session : null;
}
