/**
 * Accounts hooks: words, register settings, countries, captcha, SMS sending, signing in and out.
 * Session state stays in app/src/state (the shell's atoms); these compose it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageKeys, validationPatterns } from '@lobby/contract';
import type { Country, LoginValue, RegisterSettings, ValidationPattern, WhitelabelFlags } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { call } from '../../api/client.ts';
import { ApiError, errorText } from '../../api/errors.ts';
import { useToast } from '../../state/hooks.ts';
import { sessionFromLogin, setKnownSession } from '../../state/session.ts';
import { writeStored } from '../../state/storage.ts';
import { useLoad } from '../shared/useLoad.ts';
import type { Loaded } from '../shared/useLoad.ts';
import { limits } from './fields.ts';
import { resolvePattern } from './schema.ts';
import type { Translate } from './schema.ts';
import { useAskLogout, useSetPasswordMemory, useSetSession, useSetTrialName } from '../../state/atomHooks.ts';

/** The `accounts` words as the schema builders want them. */
export function useAccountsT(): Translate {
  const { t } = useTranslation('accounts');
  return useCallback((key: string, params?: Record<string, string | number>) => t(key, params ?? {}), [t]);
}

export interface RegisterData {
  settings: RegisterSettings;
  flags: Partial<WhitelabelFlags>;
}

/** docs/product/calls.md#sessions: register settings and whitelabel flags, fresh at mount (an operator's change shows at once). */
export const useRegisterData = (): Loaded<RegisterData> =>
  useLoad<RegisterData>(async (signal) => {
    const [settings, flags] = await Promise.all([call('registerSettings', { signal }), call('whitelabel', { signal })]);
    return { settings, flags };
  }, []);

/** The shared password rule: the register settings' password pattern (contract pattern 4 while unknown). */
export function usePasswordPattern(): ValidationPattern {
  const [pattern, setPattern] = useState<ValidationPattern>(validationPatterns[4]);
  useEffect(() => {
    let live = true;
    call('registerSettings').then(
      (s) => {
        const p = resolvePattern(s.patterns, s.fields.password?.patternId);
        if (live && p) setPattern(p);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return pattern;
}

/** The whitelabel flags, fresh at mount (null while loading; {} on failure: every flag off). */
export function useFreshFlags(): Partial<WhitelabelFlags> | null {
  const [flags, setFlags] = useState<Partial<WhitelabelFlags> | null>(null);
  useEffect(() => {
    let live = true;
    call('whitelabel').then(
      (f) => live && setFlags(f),
      () => live && setFlags({}),
    );
    return () => {
      live = false;
    };
  }, []);
  return flags;
}

const fallbackCountries: Country[] = [{ code: 'PH', name: 'Philippines', countryDialingCode: '+63', flagUrl: '' }];

/** docs/product/accounts.md#registration: the country dialing codes (+63 first); the Philippines while loading or on failure. */
export function useCountries(): Country[] {
  const [list, setList] = useState<Country[]>(fallbackCountries);
  useEffect(() => {
    let live = true;
    call('country').then(
      (c) => live && c.length > 0 && setList(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/**
 * The dialing code a phone field sends with its number (+63 until the user picks another), and the
 * props that hand it and the country list to PhoneInput's picker.
 */
export function useDialingCode() {
  const countries = useCountries();
  const [dialingCode, setDialingCode] = useState(fallbackCountries[0]!.countryDialingCode);
  return { dialingCode, setDialingCode, picker: { dialingCode, countries, onDialingCodeChange: setDialingCode } };
}

/**
 * docs/product/states.md#login: the captcha image; `refresh()` fetches a new one (never cached).
 * `failed` when the last one did not come (docs/product/errors.md#network: the field offers the retry).
 */
export function useCaptchaImage(active: boolean) {
  const [src, setSrc] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setSrc(undefined);
    setFailed(false);
    call('captcha').then(
      (b64) => mine === seq.current && setSrc(`data:image/png;base64,${b64}`),
      () => mine === seq.current && setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);
  return { src, failed, refresh };
}

/** docs/product/states.md#sms-code, docs/product/errors.md#toasts: SMS sending: 'sending' loading, then 'sent' for 1.5 s; the countdown is expiredMinutes x 60 s. */
export function useSmsSender() {
  const toast = useToast();
  const { t } = useTranslation('common');
  return useCallback(
    async (mobileNum: string, countryDialingCode: string, purpose: 'login' | 'register' | 'reset') => {
      const loading = toast.show(t('auth.messages.in_sms_sending'), {
        kind: 'loading',
        durationMs: readDurationMs('toast-loading'),
      });
      try {
        const v = await call('smsNoLogin', { body: { mobileNum, countryDialingCode, purpose } });
        toast.dismiss(loading);
        toast.show(t('auth.messages.in_sms_send'), {
          kind: 'success',
          durationMs: readDurationMs('toast-success-long'),
        });
        return v.expiredMinutes > 0 ? v.expiredMinutes * 60 : limits.smsDefaultSeconds;
      } catch (err) {
        toast.dismiss(loading);
        toast.show(err instanceof ApiError ? err.text : errorText('unknown.error'), { kind: 'error' });
        throw err;
      }
    },
    [toast, t],
  );
}

/** Stores a login/register/set-password answer as the session (docs/product/states.md#login: login stores the session). */
export function useSignIn() {
  const setSession = useSetSession();
  const setMemory = useSetPasswordMemory();
  const setTrial = useSetTrialName();
  return useCallback(
    (value: LoginValue, password: string | null, trialName: string | null = null) => {
      // The token went into the front-end server's cookie; the page keeps who signed in. The API
      // client reads it (the merchant header) now, before the atom's effect runs.
      const info = sessionFromLogin(value);
      setKnownSession(info);
      if (trialName) writeStored('session', storageKeys.trialName, trialName);
      setSession(info);
      setTrial(trialName);
      // docs/product/states.md#change-password, docs/product/accounts.md#change-password: change password asks for the old password only when none is held in memory.
      setMemory({ password, changed: false });
    },
    [setSession, setMemory, setTrial],
  );
}

/**
 * docs/product/states.md#logout logout, started from Settings or the shell's pop-up menu: opens the confirm dialog the
 * shell renders (in_popup_prompt / in_sure_logout); confirming shows the loading toast, calls the
 * logout with the token, clears what docs/product/states.md#login lists (remembered credentials included: they live
 * under the shell's localKeys) and reloads at /m/home.
 */
export function useLogout(): () => void {
  const ask = useAskLogout();
  return useCallback(() => ask(true), [ask]);
}

/** A guard so a double tap does one thing while a request runs. */
export function useBusy() {
  const ref = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (ref.current) return undefined;
    ref.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      ref.current = false;
      setBusy(false);
    }
  }, []);
  return useMemo(() => ({ busy, run }), [busy, run]);
}
