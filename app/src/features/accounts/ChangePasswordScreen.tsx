/**
 * docs/product/states.md#change-password, docs/product/validation.md#change-password change password: username read-only, old password only when none is held in memory,
 * the three rules of docs/product/validation.md#change-password, loading up to 10 s, 'Change saved' for 1 s, the new password kept in
 * memory, this device's remembered login renewed when it held one, then home after 1 s. Without a session: home.
 */
import { useEffect, useMemo } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField } from '@lobby/ui-kit';
import { readDurationMs } from '@lobby/tokens';
import { call } from '../../api/client.ts';
import { homePath } from '../../routes/paths.ts';
import { useSession, useToast } from '../../state/hooks.ts';
import { changePasswordSchema } from './formRules.ts';
import { useAccountsT, useBusy, usePasswordPattern } from './hooks.ts';
import { AccountScreen, AccountsSuspense } from './Page.tsx';
import { NewPasswordFields, keepFocus, useBindField } from './parts.tsx';
import { Card, Form, Note } from './parts.styles.ts';
import { rememberStore } from './rememberMe.ts';
import { errorTextOf } from '../shared/errors.ts';
import { ApiError } from '../../api/errors.ts';
import { useSessionLost } from '../shared/useSessionLost.ts';
import { usePasswordMemoryState } from '../../state/atomHooks.ts';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** The field a refusal of the platform is about (its id): it takes the focus, as on register. */
const refusedField: Record<string, string> = {
  'password.weak': 'cp-new',
  'password.format': 'cp-new',
  'modify.new.old.same': 'cp-new',
  'password.confirm.mismatch': 'cp-confirm',
  'password.incorrect': 'cp-old',
};

export function ChangePasswordScreen() {
  const { t } = useTranslation('accounts');
  const tr = useAccountsT();
  const navigate = useNavigate();
  const toast = useToast();
  const { session } = useSession();
  const [memory, setMemory] = usePasswordMemoryState();
  const pattern = usePasswordPattern();
  const { busy, run } = useBusy();
  const held = memory.password;
  const oldShown = held === null;

  // docs/product/states.md#login: without a session the user goes to /m/home (a session lost here is the shell's: login).
  const lost = useSessionLost(session);
  useEffect(() => {
    if (!session && !lost) navigate(homePath, { replace: true });
  }, [session, lost, navigate]);

  const schema = useMemo(() => changePasswordSchema(tr, pattern, oldShown, held), [tr, pattern, oldShown, held]);
  const form = useFormik<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: (values) =>
      run(async () => {
        const oldPassword = oldShown ? values.oldPassword : (held ?? '');
        const loading = toast.show(t('changePassword.saving'), {
          kind: 'loading',
          durationMs: readDurationMs('toast-loading'),
        });
        try {
          // docs/product/states.md#change-password: the remembered login follows the change. The platform
          // ends every remembered login of the account; this device asks for a new one when it held one.
          const remembered = rememberStore().recall('username');
          const rememberMe =
            !!remembered?.device && !!session && remembered.username.toLowerCase() === session.userName.toLowerCase();
          await call('changePassword', {
            body: {
              oldPassword,
              newPassword: values.newPassword,
              confirmNewPassword: values.confirmNewPassword,
              rememberMe,
            },
          });
          toast.dismiss(loading);
          const ms = readDurationMs('toast-success');
          toast.show(t('changePassword.saved'), { kind: 'success', durationMs: ms });
          setMemory({ password: values.newPassword, changed: true });
          await new Promise((r) => setTimeout(r, readDurationMs('redirect')));
          navigate(homePath, { replace: true });
        } catch (err) {
          // docs/product/states.md#change-password: on failure hide the loading; the catalogue text says why.
          toast.dismiss(loading);
          toast.show(errorTextOf(err), { kind: 'error' });
          // What was typed stays; the focus goes where the player has to change something.
          const field = err instanceof ApiError ? refusedField[err.code] : undefined;
          if (field) document.getElementById(field)?.focus();
        }
      }),
  });
  const bind = useBindField(form);

  if (!session) return null;
  return (
    <AccountScreen testId="change-password-page" title={t('changePassword.title')}>
      <Card>
        <Form noValidate onSubmit={form.handleSubmit}>
          <Note>{t('changePassword.intro', { min: pattern.minLength, max: pattern.maxLength })}</Note>
          <TextField
            id="cp-username"
            label={t('fields.username')}
            value={session.userName}
            readOnly
            autoComplete="username"
            data-testid="cp-username"
          />
          {oldShown && <PasswordField required autoComplete="current-password" {...bind('oldPassword', 'cp-old')} />}
          <NewPasswordFields
            form={form}
            idPrefix="cp"
            newName="newPassword"
            confirmName="confirmNewPassword"
            maxLength={pattern.maxLength}
          />
          <Button type="submit" block loading={busy} data-testid="cp-submit" onMouseDown={keepFocus}>
            {t('changePassword.submit')}
          </Button>
        </Form>
      </Card>
    </AccountScreen>
  );
}

/** /m/changePsw (docs/product/accounts.md#change-password change password; issue 7). */
export default function ChangePasswordPage() {
  return (
    <AccountsSuspense>
      <ChangePasswordScreen />
    </AccountsSuspense>
  );
}
