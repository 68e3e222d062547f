/**
 * Free play (docs/product/accounts.md#login, docs/product/roles.md#trial-user), started from the login screen and from
 * /m/trail: a trial name, a trial session, home. After a few free plays from one address the platform asks
 * for the captcha a login asks for after a failure (captcha.required with the captcha flag); the screen
 * then shows its captcha field and the next try sends the answer.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FreePlayPayload } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { homePath } from '../../routes/paths.ts';
import { useSignIn } from './hooks.ts';

/** Captcha answers from the server that mean "a captcha is now needed" even without the flag. */
const captchaCodes: ReadonlySet<string> = new Set(['captcha.required', 'captcha.invalid']);

/** Whether a failed call asks for a captcha (its flag, or a captcha code): show the field, a new picture. */
export const asksCaptcha = (err: unknown): err is ApiError =>
  err instanceof ApiError && (err.captcha || captchaCodes.has(err.code));

/**
 * Starts free play: signs the trial user in and goes home; throws the failure (an ApiError) for the
 * screen to show. `captcha` is the typed answer, sent only when there is one.
 */
export function useFreePlay(): (captcha?: string) => Promise<void> {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return useCallback(
    async (captcha?: string) => {
      const { trialName } = await call('trialUser');
      const body: FreePlayPayload = { trialName };
      if (captcha) body.captcha = captcha;
      const value = await call('freePlay', { body });
      signIn(value, null, value.userName);
      navigate(homePath, { replace: true });
    },
    [signIn, navigate],
  );
}

/**
 * The captcha state of a screen that starts free play: whether the platform asked for it, and the
 * catalogue text of the last captcha failure (shown under the field until the player types or asks
 * for a new picture). `failed` takes a failed free play: when it asks for the captcha it shows the
 * field and the text, and after a sent answer (used up by the platform) calls `renew` for a new
 * picture and an empty input; it answers false for any other failure, which the screen shows itself.
 */
export function useFreePlayCaptcha() {
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const clearError = useCallback(() => setError(undefined), []);
  const failed = useCallback((err: unknown, sent: string, renew: () => void): boolean => {
    if (!asksCaptcha(err)) return false;
    setAsked(true);
    if (sent) renew();
    setError(err.text);
    return true;
  }, []);
  return { asked, error, clearError, failed };
}
