/**
 * docs/product/states.md#forgotten-password, docs/product/accounts.md#forgotten-password forgot password: by phone when CHNGPASSVERIF3 is on (with a toggle to e-mail), else by
 * e-mail. E-mail: username + e-mail, trimmed, 'please wait' while sending, in_been_out for 1 s,
 * then back. Phone (set password by phone): mobile, SMS code, new password; success logs in with
 * username = mobile; modify.new.old.same clears the password, other errors clear the code.
 */
import { useEffect, useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Loading, SegmentedTabs, TextField } from '@lobby/ui-kit';
import { readDurationMs } from '@lobby/tokens';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { errorTextOf } from '../shared/errors.ts';
import { homePath } from '../../routes/paths.ts';
import { useBack, useToast } from '../../state/hooks.ts';
import { forgotSchema, setByPhoneSchema } from './formRules.ts';
import {
  useAccountsT,
  useBusy,
  useDialingCode,
  useFreshFlags,
  usePasswordPattern,
  useSignIn,
  useSmsSender,
} from './hooks.ts';
import { AccountScreen, AccountsSuspense } from './Page.tsx';
import { rememberStore } from './rememberMe.ts';
import { NewPasswordFields, PhoneInput, SmsCodeInput, keepFocus, useBindField, validMobileNum } from './parts.tsx';
import { Card, CenterBox, Form, Note } from './parts.styles.ts';

type FindType = 'phone' | 'email';

export function ForgetScreen() {
  const { t } = useTranslation('accounts');
  const flags = useFreshFlags();
  const phoneOn = flags?.CHNGPASSVERIF3?.enabled === '1';
  // docs/product/states.md#forgotten-password: find type is phone when CHNGPASSVERIF3 is on, otherwise email.
  const [findType, setFindType] = useState<FindType>('email');
  useEffect(() => {
    if (flags) setFindType(phoneOn ? 'phone' : 'email');
  }, [flags, phoneOn]);

  return (
    <AccountScreen testId="forget-page" title={t('forgot.title')}>
      {!flags ? (
        <CenterBox>
          <Loading />
        </CenterBox>
      ) : (
        <Card>
          <SegmentedTabs<FindType>
            aria-label={t('forgot.tabsLabel')}
            value={findType}
            onValueChange={setFindType}
            items={[
              ...(phoneOn ? [{ value: 'phone' as const, label: t('forgot.byPhone'), content: <PhoneForm /> }] : []),
              { value: 'email', label: t('forgot.byEmail'), content: <EmailForm /> },
            ]}
          />
        </Card>
      )}
    </AccountScreen>
  );
}

function EmailForm() {
  const { t } = useTranslation(['accounts', 'common']);
  const tr = useAccountsT();
  const toast = useToast();
  const back = useBack('history');
  const { busy, run } = useBusy();
  const schema = useMemo(() => forgotSchema(tr), [tr]);
  const form = useFormik({
    initialValues: { username: '', email: '' },
    validationSchema: schema,
    onSubmit: (values) =>
      run(async () => {
        // docs/product/errors.md#toasts: in_please_wait while sending (up to 9999 ms).
        const wait = toast.show(t('common:auth.messages.in_please_wait'), {
          kind: 'loading',
          durationMs: readDurationMs('toast-sending'),
        });
        try {
          // docs/product/validation.md#forgotten-password: both trimmed before sending.
          await call('forgotPassword', { body: { username: values.username.trim(), email: values.email.trim() } });
          toast.dismiss(wait);
          const ms = readDurationMs('toast-success');
          toast.show(t('common:auth.messages.in_been_out'), { kind: 'success', durationMs: ms });
          await new Promise((r) => setTimeout(r, ms));
          back();
        } catch (err) {
          toast.dismiss(wait);
          toast.show(errorTextOf(err), { kind: 'error' });
        }
      }),
  });
  const bind = useBindField(form);
  return (
    <Form noValidate onSubmit={form.handleSubmit} data-testid="forgot-email-form">
      <Note>{t('forgot.emailIntro')}</Note>
      <TextField required autoComplete="username" {...bind('username', 'forgot-username')} />
      <TextField type="email" inputMode="email" required autoComplete="email" {...bind('email', 'forgot-email')} />
      <Button type="submit" block loading={busy} data-testid="forgot-submit" onMouseDown={keepFocus}>
        {t('forgot.sendEmail')}
      </Button>
    </Form>
  );
}

function PhoneForm() {
  const { t } = useTranslation('accounts');
  const tr = useAccountsT();
  const toast = useToast();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const sendSms = useSmsSender();
  const pattern = usePasswordPattern();
  const { busy, run } = useBusy();
  const { dialingCode, picker } = useDialingCode();
  const schema = useMemo(() => setByPhoneSchema(tr, pattern, 7), [tr, pattern]);
  const form = useFormik({
    initialValues: { mobileNum: '', verificationCode: '', newPassword: '' },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: (values) =>
      run(async () => {
        const mobileNum = values.mobileNum.trim();
        try {
          await call('setPasswordByPhone', {
            body: {
              mobileNum,
              countryDialingCode: dialingCode,
              verificationCode: values.verificationCode.trim(),
              newPassword: values.newPassword,
            },
          });
          // The platform ended every remembered login of the account with the old password.
          rememberStore().forgetDevice();
          // docs/product/states.md#set-password-by-phone: on success, log in with username = mobile and password = the new password.
          const session = await call('login', {
            body: {
              type: 'username',
              username: mobileNum,
              password: values.newPassword,
              countryDialingCode: dialingCode,
            },
          });
          signIn(session, values.newPassword);
          navigate(homePath, { replace: true });
        } catch (err) {
          toast.show(errorTextOf(err), { kind: 'error' });
          // docs/product/states.md#forgotten-password: modify.new.old.same clears the password; any other error clears the code.
          if (err instanceof ApiError && err.code === 'modify.new.old.same') void form.setFieldValue('newPassword', '');
          else void form.setFieldValue('verificationCode', '');
        }
      }),
  });
  const bind = useBindField(form);
  // docs/product/states.md#forgotten-password: submit disabled until fields are touched and have no errors.
  const ready = form.dirty && form.isValid;
  return (
    <Form noValidate onSubmit={form.handleSubmit} data-testid="forgot-phone-form">
      <Note>{t('forgot.phoneIntro')}</Note>
      <PhoneInput required {...picker} {...bind('mobileNum', 'phone-mobile')} />
      <SmsCodeInput
        required
        onSend={async () => sendSms(await validMobileNum(form), dialingCode, 'reset')}
        {...bind('verificationCode', 'phone-sms')}
      />
      <NewPasswordFields form={form} idPrefix="phone" newName="newPassword" maxLength={pattern.maxLength} />
      <Button type="submit" block loading={busy} disabled={!ready} data-testid="phone-submit" onMouseDown={keepFocus}>
        {t('forgot.setPassword')}
      </Button>
    </Form>
  );
}

/** /m/forget (docs/product/accounts.md#forgotten-password forgot password and set password by phone; issue 7). */
export default function ForgetPage() {
  return (
    <AccountsSuspense>
      <ForgetScreen />
    </AccountsSuspense>
  );
}
