/** Session and auth state (docs/product/data.md#session: MC_SESSION_INFO, auth state, trialName). */
import { atom, selector } from 'recoil';
import { isAgentType, isContractCheckType, isTrialType, storageKeys } from '@lobby/contract';
import type { LoginValue } from '@lobby/contract';
import { parseJson, readStored, storageEffect, writeStored } from './storage.ts';

/** docs/product/data.md#session: what MC_SESSION_INFO holds. */
export interface SessionInfo {
  token: string;
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
    typeof o.token === 'string' &&
    o.token.length > 0 &&
    typeof o.merchantCode === 'string' &&
    typeof o.userName === 'string' &&
    typeof o.type === 'number'
  );
};

/** The session info of a login, register, free-play or set-password answer. */
export const sessionFromLogin = (v: LoginValue): SessionInfo => ({
  token: v.token,
  merchantCode: v.merchantCode,
  userName: v.userName,
  type: Number(v.customerType),
  firstTimeLogin: v.firstTimeLogin,
});

const parseSession = parseJson(isSessionInfo);

/** Read outside React (the API client): the session as stored. */
export const readSession = (): SessionInfo | undefined => readStored('session', storageKeys.sessionInfo, parseSession);
/** Removes the stored session (the API client on expiry; the atom follows through useSessionSync). */
export const dropStoredSession = (): void => writeStored('session', storageKeys.sessionInfo, null);

/** The session, persisted in sessionStorage as MC_SESSION_INFO (protocol.md storage keys). */
export const sessionState = atom<SessionInfo | null>({
  key: 'session',
  default: null,
  effects: [
    storageEffect<SessionInfo | null>('session', storageKeys.sessionInfo, parseSession, (v) =>
      v ? JSON.stringify(v) : null,
    ),
  ],
});

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
