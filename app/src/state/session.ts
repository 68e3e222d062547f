/**
 * Session and auth state (docs/product/data.md#session: auth state, trialName).
 *
 * The platform's token never reaches this page: the front-end server keeps it in a sealed HttpOnly
 * cookie and adds it to every call (docs/decisions/web-session-cookie.md). The page knows only who is
 * signed in, from the login answer, the server-rendered page's data, or GET /web/session, and keeps
 * that in memory. Tabs share the cookie; a tab that signs out tells the others (BroadcastChannel).
 */
import { atom, selector } from 'recoil';
import type { AtomEffect } from 'recoil';
import { isAgentType, isContractCheckType, isTrialType, storageKeys } from '@lobby/contract';
import type { LoginValue } from '@lobby/contract';
import { storageEffect } from './storage.ts';

/** docs/product/data.md#session: who is signed in (the token stays with the front-end server). */
export interface SessionInfo {
  merchantCode: string;
  userName: string;
  /** Customer type (docs/product/data.md#session). */
  type: number;
  firstTimeLogin: boolean;
}

export const isSessionInfo = (v: unknown): v is SessionInfo => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.merchantCode === 'string' &&
    o.merchantCode.length > 0 &&
    typeof o.userName === 'string' &&
    o.userName.length > 0 &&
    typeof o.type === 'number'
  );
};

/** The session info of a login, register, free-play or set-password answer (its token, if any, is not kept). */
export const sessionFromLogin = (v: Omit<LoginValue, 'token'>): SessionInfo => ({
  merchantCode: v.merchantCode,
  userName: v.userName,
  type: Number(v.customerType),
  firstTimeLogin: v.firstTimeLogin === true,
});

/** Who a session is, for effects that start again when another account signs in. */
export const sessionKey = (s: SessionInfo | null | undefined): string | null =>
  s ? `${s.merchantCode}/${s.userName}` : null;

// The page's session, in memory only. Never set by the server's render (it renders per request).
let known: SessionInfo | undefined;
const listeners = new Set<(s: SessionInfo | null) => void>();
const channelName = 'lobby-session';
let channel: BroadcastChannel | null | undefined;
function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
    channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
      // Another tab signed in or out: the cookie is shared, so this tab follows.
      const next = isSessionInfo(e.data) ? e.data : null;
      setKnown(next);
    });
  }
  return channel;
}
function setKnown(next: SessionInfo | null): void {
  known = next ?? undefined;
  for (const l of listeners) l(next);
}

/** Read outside React (the API client, page data loaders): the session this page knows. */
export const readSession = (): SessionInfo | undefined => known;

/**
 * Sets the session this page knows (boot: the data block or GET /web/session; a sign-in; a sign-out)
 * and, unless `quiet`, tells the other tabs.
 */
export function setKnownSession(next: SessionInfo | null, quiet = false): void {
  setKnown(next);
  if (!quiet) tabs()?.postMessage(next);
  else tabs();
}

/** The session ended (the API client on an expired answer): forget it here and in the other tabs. */
export const dropStoredSession = (): void => setKnownSession(null);

/** Keeps the atom and the page's session one: set either, and the other follows. */
const knownSessionEffect: AtomEffect<SessionInfo | null> = ({ setSelf, onSet }) => {
  if (known) setSelf(known);
  const follow = (s: SessionInfo | null) => setSelf(s);
  listeners.add(follow);
  onSet((value, _old, isReset) => {
    const next = isReset ? null : value;
    listeners.delete(follow);
    setKnownSession(next);
    listeners.add(follow);
  });
  return () => listeners.delete(follow);
};

/** The session (null when signed out). */
export const sessionState = atom<SessionInfo | null>({
  key: 'session',
  default: null,
  effects: [knownSessionEffect],
});

/** Earlier versions kept the session, token included, in sessionStorage: remove it. */
export function purgeStoredSession(): void {
  try {
    window.sessionStorage.removeItem(storageKeys.sessionInfo);
  } catch {
    // no storage: nothing kept
  }
}

/** docs/product/data.md#session: the trial user name, kept as trialName in sessionStorage. */
export const trialNameState = atom<string | null>({
  key: 'trialName',
  default: null,
  effects: [
    storageEffect<string | null>(
      'session',
      storageKeys.trialName,
      (raw) => raw,
      (v) => v,
    ),
  ],
});

/**
 * docs/product/data.md#whitelabel-flags, docs/product/states.md#change-password: the password-change flag and the password held in memory (change password shows the
 * old-password field only when none is held). Memory only, never stored.
 */
export interface PasswordMemory {
  /** The login password, kept after login or a change. */
  password: string | null;
  /** True once the password was changed in this session. */
  changed: boolean;
}
export const passwordMemoryState = atom<PasswordMemory>({
  key: 'passwordMemory',
  default: { password: null, changed: false },
});

/** docs/product/data.md#session: the captcha image (base64 PNG) of the current login/register form; null when none is asked. */
export const captchaState = atom<string | null>({ key: 'captcha', default: null });

export const isLoggedInState = selector<boolean>({
  key: 'isLoggedIn',
  get: ({ get }) => get(sessionState) !== null,
});
/** docs/product/roles.md#agent: agents are types not in 0, 4, 40. */
export const isAgentState = selector<boolean>({
  key: 'isAgent',
  get: ({ get }) => {
    const s = get(sessionState);
    return s !== null && isAgentType(s.type);
  },
});
/** docs/product/data.md#session: type 4 is a free-trial account. */
export const isTrialState = selector<boolean>({
  key: 'isTrial',
  get: ({ get }) => {
    const s = get(sessionState);
    return s !== null && isTrialType(s.type);
  },
});
/** docs/product/states.md#agent-contracts: the pending-contract check runs for types other than 4, 40, 41, 42. */
export const needsContractCheckState = selector<boolean>({
  key: 'needsContractCheck',
  get: ({ get }) => {
    const s = get(sessionState);
    return s !== null && isContractCheckType(s.type);
  },
});
