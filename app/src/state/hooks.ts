/**
 * The hooks screens use (issue 6): session, flags, member info, balance, toasts, back, logout,
 * links. Recoil stays inside app/src/state; screens import these.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRecoilState, useRecoilValue, useSetRecoilState } from 'recoil';
import { storageKeys } from '@lobby/contract';
import type { MemberInfo, WhitelabelFlag } from '@lobby/contract';
import { toastDurationMs, useToast as useKitToast } from '@lobby/ui-kit';
import type { ToastKind, ToastTiming } from '@lobby/ui-kit';
import { call } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { errorMessage, setLanguage, toLanguageCode } from '../i18n/index.ts';
import type { LanguageCode } from '../i18n/index.ts';
import { homePath, loginPath } from '../routes/paths.ts';
import { useTapNavigate } from './tapNavigate.ts';
import { consolidatedState, flagOnState, flagsState } from './flags.ts';
import { memberInfoState, walletState } from './member.ts';
import { isAgentState, isTrialState, sessionState, trialNameState } from './session.ts';
import type { SessionInfo } from './session.ts';
import { clearSessionStorage, writeStored } from './storage.ts';
import { localKeys } from './ui.ts';

/** The session (null when logged out) and its derived roles. */
export function useSession() {
  const session = useRecoilValue(sessionState);
  const isAgent = useRecoilValue(isAgentState);
  const isTrial = useRecoilValue(isTrialState);
  return { session, isLoggedIn: session !== null, isAgent, isTrial };
}

/**
 * For pages that need a session (docs/product/roles.md#guest): without one, replaces the route with /m/login and
 * answers null; the page renders nothing meanwhile.
 */
export function useRequireSession(): SessionInfo | null {
  const session = useRecoilValue(sessionState);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!session) navigate(loginPath, { replace: true, state: { from: location.pathname + location.search } });
  }, [session, navigate, location.pathname, location.search]);
  return session;
}

/** Whitelabel flags: `flags.on('DIRECTREG3')`; `loaded` is false until the first answer. */
export function useFlags() {
  const flags = useRecoilValue(flagsState);
  const settings = useRecoilValue(consolidatedState);
  const on = useCallback((flag: WhitelabelFlag) => flags?.[flag]?.enabled === '1', [flags]);
  return { loaded: flags !== null, on, settings };
}
/** One flag (re-renders only when that flag changes). */
export const useFlag = (flag: WhitelabelFlag): boolean => useRecoilValue(flagOnState(flag));

export interface ToastOptions {
  /** Spinner, tick, warning or plain text. @default 'info' */
  kind?: ToastKind;
  /** A docs/product/constants.md#timings timing rule of the kit. @default by kind: loading 10 s, success 1 s, others 3 s */
  timing?: ToastTiming;
  /** A duration in ms (usually readDurationMs of a toast token): the docs/product/constants.md#toasts timing closest to it. */
  durationMs?: number;
}
const toastTimings: ToastTiming[] = ['success', 'successLong', 'reject', 'short', 'long', 'loading', 'sending'];
/** The kit timing whose token duration is closest to `ms` (equal when the caller read the same token). */
function timingFor(ms: number): ToastTiming {
  let best: ToastTiming = 'short';
  let bestGap = Infinity;
  for (const timing of toastTimings) {
    const gap = Math.abs((toastDurationMs(timing) ?? Infinity) - ms);
    if (gap < bestGap) [best, bestGap] = [timing, gap];
  }
  return best;
}
/**
 * docs/product/constants.md#toasts toasts, rendered by the kit's ToastProvider (AppShell): one at a time, a new one replaces
 * the current one. `const toast = useToast(); const id = toast.show(text); toast.dismiss(id)`.
 */
export function useToast() {
  const { show: kitShow, dismiss } = useKitToast();
  const show = useCallback(
    (text: string, options: ToastOptions = {}) =>
      kitShow({
        message: text,
        kind: options.kind,
        timing: options.timing ?? (options.durationMs === undefined ? undefined : timingFor(options.durationMs)),
      }),
    [kitShow],
  );
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

/**
 * What the language pickers (the header's, the game list's) use. `picked`: the language a switch is
 * loading the texts of, for the picker to show at once (bound to the page's language alone, it
 * would show the old one until the texts came, as if the pick had been lost on a slow link). When
 * the texts cannot load (offline), the page stays in its own language, the picker shows it again,
 * and a toast in that language says why (docs/product/languages.md#changing).
 */
export function useLanguageSwitch(): { picked: LanguageCode | undefined; switchTo: (code: string) => void } {
  const { show } = useToast();
  const [picked, setPicked] = useState<LanguageCode>();
  const latest = useRef<string | undefined>(undefined);
  const switchTo = useCallback(
    (code: string) => {
      latest.current = code;
      setPicked(toLanguageCode(code));
      void setLanguage(code).then((switched) => {
        if (latest.current !== code) return; // a later pick is the one to show
        setPicked(undefined);
        if (!switched) show(errorMessage('network.offline'), { kind: 'error' });
      });
    },
    [show],
  );
  return { picked, switchTo };
}

/**
 * Member info (docs/product/calls.md#member): cached in Recoil; `refresh(true)` forces a reload. Loads once on mount
 * when a session exists and nothing is cached; `failed` when that load did not come, `retry()` asks again
 * (docs/product/errors.md#network: the screen offers the retry).
 */
export function useMemberInfo(): {
  member: MemberInfo | null;
  refresh: (force?: boolean) => Promise<void>;
  failed: boolean;
  retry: () => void;
} {
  const session = useRecoilValue(sessionState);
  const [member, setMember] = useRecoilState(memberInfoState);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(
    async (force = false) => {
      if (!session) return;
      const value = await call('memberInfo', force ? { query: { refresh: '1' } } : {});
      setMember(value);
    },
    [session, setMember],
  );
  const retry = useCallback(() => {
    setFailed(false);
    refresh().catch(() => setFailed(true));
  }, [refresh]);
  useEffect(() => {
    if (session && !member) retry();
  }, [session, member, retry]);
  return { member, refresh, failed, retry };
}

/** The wallet (docs/product/data.md#wallet sumBalance); `refresh()` hides the amount until the reload finishes (docs/product/states.md#balance). */
export function useBalance() {
  const session = useRecoilValue(sessionState);
  const [wallet, setWallet] = useRecoilState(walletState);
  const refresh = useCallback(async () => {
    if (!session) return;
    setWallet((w) => ({ ...w, refreshing: true }));
    try {
      const value = await call('balance');
      setWallet({ sumBalance: value.sumBalance, refreshing: false });
    } catch (err) {
      setWallet((w) => ({ ...w, refreshing: false }));
      throw err;
    }
  }, [session, setWallet]);
  return { ...wallet, refresh };
}

/**
 * docs/product/screens-and-routes.md#route-list back rules: `target` 'home' goes to /m/home; otherwise back one page, or replace the route
 * with /m/home when there is no history inside the app.
 */
export function useBack(target: 'home' | 'history' = 'history') {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (target === 'home') navigate(homePath);
    // React Router marks the first entry of this tab with the key 'default'.
    else if (location.key === 'default') navigate(homePath, { replace: true });
    else navigate(-1);
  }, [navigate, location.key, target]);
}

/** docs/product/screens-and-routes.md#route-list: links starting with http open outside; others navigate inside the app. */
export function useOpenLink() {
  // A tap's answer is painted before the route changes (state/tapNavigate.ts); an outside link opens at once.
  const navigate = useTapNavigate();
  return useCallback(
    (link: string | null | undefined) => {
      if (!link) return;
      if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
      else navigate(link.startsWith('/') ? link : `/${link}`);
    },
    [navigate],
  );
}

/**
 * docs/product/states.md#logout logout (after the confirm dialog): logout call with the token, then clear token, trial
 * user, member info and all session storage, set autoLogin '0', remove saved auto-login,
 * remembered password and cached bank list, and reload at /m/home.
 */
export function useLogout() {
  const session = useRecoilValue(sessionState);
  const setSession = useSetRecoilState(sessionState);
  const setTrial = useSetRecoilState(trialNameState);
  const setMember = useSetRecoilState(memberInfoState);
  const busy = useRef(false);
  return useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (session) await call('logout').catch((err: unknown) => (err instanceof ApiError ? undefined : undefined));
    } finally {
      setSession(null);
      setTrial(null);
      setMember(null);
      clearSessionStorage();
      writeStored('local', storageKeys.autoLogin, '0');
      for (const key of Object.values(localKeys)) writeStored('local', key, null);
      window.location.assign(homePath);
    }
  }, [session, setSession, setTrial, setMember]);
}
