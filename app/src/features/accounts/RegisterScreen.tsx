/**
 * docs/product/accounts.md#registration registration, built from data: the server's register settings (enabled / required /
 * pattern per field) and the whitelabel flags go through buildRegisterForm; this screen only draws
 * the list it gets back. Rules of docs/product/states.md#registration: tabs, captcha on load and on tap, SMS code, invitation
 * code check, agree flag, first invalid field focused, success signs the player in.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormikErrors } from 'formik';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Checkbox, ErrorState, Loading, SegmentedTabs } from '@lobby/ui-kit';
import type { RegisterField, RegisterPayload } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { call } from '../../api/client.ts';
import { ApiError, errorText } from '../../api/errors.ts';
import { readEnvironment, registerMethodOf } from '../../config/standalone.ts';
import { homePath, loginPath } from '../../routes/paths.ts';
import { useToast } from '../../state/hooks.ts';
import { registerFieldOrder } from './fields.ts';
import {
  useAccountsT,
  useBusy,
  useCaptchaImage,
  useDialingCode,
  useRegisterData,
  useSignIn,
  useSmsSender,
} from './hooks.ts';
import type { RegisterData } from './hooks.ts';
import { AccountScreen, AccountsSuspense } from './Page.tsx';
import { CaptchaField, DynamicField, PhoneInput, SmsCodeInput, keepFocus, validMobileNum } from './parts.tsx';
import { Card, CenterBox, Form, Note, TextLink } from './parts.styles.ts';
import { buildRegisterForm, cleanValue, defaultRegisterTab, emptyRegisterValues, registerTabs } from './schema.ts';
import type { RegisterTab, RegisterValues } from './schema.ts';

export function RegisterScreen() {
  const { t } = useTranslation('accounts');
  const data = useRegisterData();
  return (
    <AccountScreen testId="register-page" title={t('register.title')} subtitle={t('register.subtitle')} homeButton>
      {data.state.status === 'loading' && (
        <CenterBox>
          <Loading />
        </CenterBox>
      )}
      {/* docs/product/errors.md#network: the catalogue's load-failed text, the whole block a retry */}
      {data.state.status === 'error' && <ErrorState onRetry={data.reload} />}
      {data.state.status === 'ready' && <RegisterForm data={data.state.data} />}
    </AccountScreen>
  );
}

/** URL affiliate code: `?affiliateCode=`, `?code=` or `?a=` (docs/product/states.md#registration: "affiliate code from URL params"). */
const urlAffiliate = (p: URLSearchParams) => p.get('affiliateCode') ?? p.get('code') ?? p.get('a') ?? '';

function RegisterForm({ data }: { data: RegisterData }) {
  const { t } = useTranslation(['accounts', 'common']);
  const tr = useAccountsT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const signIn = useSignIn();
  const sendSms = useSmsSender();
  const { busy, run } = useBusy();
  const tabs = registerTabs(data.flags);
  const [method, setMethod] = useState<RegisterTab>(() => defaultRegisterTab(data.flags));
  const { dialingCode, picker } = useDialingCode();
  // docs/product/states.md#registration: the register button is disabled when the agree flag is false (default true).
  const [agree, setAgree] = useState(true);
  const urlCode = urlAffiliate(params);
  const domain = params.get('domain') ?? '';
  const [urlCodeValid, setUrlCodeValid] = useState(false);
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});

  const { fields, schema } = useMemo(
    () =>
      buildRegisterForm(
        { settings: data.settings.fields, patterns: data.settings.patterns, flags: data.flags, method },
        tr,
      ),
    [data, method, tr],
  );
  const captchaOn = fields.some((f) => f.name === 'captcha');
  // docs/product/states.md#login: captcha refetched on screen load and on tapping the image.
  const captcha = useCaptchaImage(captchaOn);

  const form = useFormik<RegisterValues>({
    initialValues: { ...emptyRegisterValues(), affiliateCode: urlCode },
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: () => undefined,
  });

  // The URL's affiliate code: when the server accepts it, it is used as is (no second check on submit).
  useEffect(() => {
    if (!urlCode) return;
    let live = true;
    call('affiliateCheck', { query: { code: urlCode, ...(domain && { domain }) } }).then(
      () => live && setUrlCodeValid(true),
      () => live && setUrlCodeValid(false),
    );
    return () => {
      live = false;
    };
  }, [urlCode, domain]);

  const focusFirstInvalid = useCallback(
    (errors: FormikErrors<RegisterValues>) => {
      const first = registerFieldOrder.find((f) => errors[f] && fields.some((s) => s.name === f));
      if (first) inputs.current[first]?.focus();
    },
    [fields],
  );

  async function submit() {
    // docs/product/states.md#registration: submit validates and focuses the first invalid field.
    const visible = fields.map((f) => f.name);
    await form.setTouched(Object.fromEntries(visible.map((f) => [f, true])), false);
    const errors = await form.validateForm();
    if (Object.keys(errors).some((k) => visible.includes(k as RegisterField))) {
      focusFirstInvalid(errors);
      return;
    }
    const v = form.values;
    const value = (f: RegisterField) => (visible.includes(f) ? cleanValue(f, v[f]) : '');
    const code = value('affiliateCode');
    // docs/product/errors.md#catalogue: with no valid URL code and the field enabled, the typed code is checked first:
    // 'invitation code error' for 1 s, then focus the field.
    if (!urlCodeValid && visible.includes('affiliateCode') && code) {
      try {
        await call('affiliateCheck', { query: { code, ...(domain && { domain }) } });
      } catch {
        const ms = readDurationMs('toast-success');
        toast.show(t('register.invitationError'), { kind: 'error', durationMs: ms });
        await new Promise((r) => setTimeout(r, ms));
        inputs.current.affiliateCode?.focus();
        return;
      }
    }
    const body: RegisterPayload = {
      type: 0,
      registerUrl: window.location.hostname,
      registerMethod: registerMethodOf(readEnvironment()),
      ...(domain && { domain }),
    };
    for (const f of visible) {
      const x = value(f);
      if (x) (body as Record<string, unknown>)[f] = x;
    }
    if (visible.includes('password')) body.confirmPassword = body.password ?? '';
    // docs/product/accounts.md#registration: affiliateCode is the form value, else the URL's.
    const affiliate = code || (urlCodeValid ? urlCode : '');
    if (affiliate) body.affiliateCode = affiliate;
    if (body.mobileNum) body.countryDialingCode = dialingCode;
    try {
      const answer = await call(method === 'mobile' ? 'registerMobile' : 'register', { body });
      signIn(answer, body.password ?? null);
      toast.show(t('common:auth.messages.registered_successfully'), {
        kind: 'success',
        durationMs: readDurationMs('toast-success-long'),
      });
      navigate(homePath, { replace: true });
    } catch (err) {
      toast.show(err instanceof ApiError ? err.text : errorText('unknown.error'), { kind: 'error' });
      // A captcha answer is used once: a new picture, an empty input. Everything else typed stays.
      if (captchaOn) {
        void form.setFieldValue('captcha', '', false);
        captcha.refresh();
      }
      const field = err instanceof ApiError ? fieldOfError(err.code, visible) : undefined;
      if (field) inputs.current[field]?.focus();
    }
  }

  const bind = (name: RegisterField) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    touched: form.touched[name] === true,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
  });

  const fieldsView = fields.map((spec) => {
    const label = t(`fields.${spec.name}`);
    if (spec.name === 'mobileNum') {
      return (
        <PhoneInput
          key={spec.name}
          id="reg-mobileNum"
          label={label}
          required={spec.required}
          {...picker}
          maxLength={spec.maxLength}
          data-testid="field-mobileNum"
          {...bind('mobileNum')}
        />
      );
    }
    if (spec.name === 'verificationCode') {
      return (
        <SmsCodeInput
          key={spec.name}
          id="reg-verificationCode"
          label={label}
          required={spec.required}
          data-testid="field-verificationCode"
          onSend={async () => {
            const mobileNum = await validMobileNum(form, () => inputs.current.mobileNum?.focus());
            return sendSms(mobileNum, dialingCode, 'register');
          }}
          {...bind('verificationCode')}
        />
      );
    }
    if (spec.name === 'captcha') {
      return (
        <CaptchaField
          key={spec.name}
          id="reg-captcha"
          label={label}
          required
          hint={t('login.captchaHint')}
          imageSrc={captcha.src}
          imageFailed={captcha.failed}
          onRefresh={() => {
            void form.setFieldValue('captcha', '', false);
            captcha.refresh();
          }}
          data-testid="field-captcha"
          {...bind('captcha')}
        />
      );
    }
    return (
      <DynamicField
        key={spec.name}
        spec={spec}
        readOnly={spec.name === 'affiliateCode' && urlCodeValid}
        {...bind(spec.name)}
      />
    );
  });

  if (tabs.length === 0) return <Note data-testid="register-closed">{t('register.closed')}</Note>;

  return (
    <Card>
      <Form
        noValidate
        data-method={method}
        onSubmit={(e) => {
          e.preventDefault();
          void run(submit);
        }}
      >
        <SegmentedTabs<RegisterTab>
          aria-label={t('register.tabsLabel')}
          value={method}
          onValueChange={(m) => {
            // One form holds both tabs, so the typed mobile number is already in the other tab's
            // input (docs/product/states.md#registration's 150 ms copy); errors of the old tab's fields are cleared.
            form.setErrors({});
            setMethod(m);
          }}
          items={tabs.map((tab) => ({
            value: tab,
            label: tab === 'username' ? t('register.tabUsername') : t('register.tabMobile'),
            content: <>{fieldsView}</>,
          }))}
        />
        {fields.some((f) => f.required) && <Note>{t('register.requiredNote')}</Note>}
        <Checkbox
          label={t('register.agree')}
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
          data-testid="register-agree"
        />
        <Button
          type="submit"
          block
          loading={busy}
          disabled={!agree}
          data-testid="register-submit"
          onMouseDown={keepFocus}
        >
          {t('register.submit')}
        </Button>
        <TextLink type="button" onClick={() => navigate(loginPath)}>
          {t('register.haveAccount')}
        </TextLink>
      </Form>
    </Card>
  );
}

/** Which field a server rejection is about, so the player lands on it. */
function fieldOfError(code: string, visible: RegisterField[]): RegisterField | undefined {
  const byCode: Record<string, RegisterField> = {
    'user.exists': 'username',
    'username.format': 'username',
    'password.format': 'password',
    'password.weak': 'password',
    'password.confirm.mismatch': 'confirmPassword',
    'email.format': 'email',
    'mobile.invalid': 'mobileNum',
    'mobile.exists': 'mobileNum',
    'verification.code.error': 'verificationCode',
    'verification.code.invalid': 'verificationCode',
    'invitation.code.invalid': 'affiliateCode',
    'referrer.invalid': 'recommenderId',
    'captcha.required': 'captcha',
    'captcha.invalid': 'captcha',
  };
  const f = byCode[code];
  return f && visible.includes(f) ? f : undefined;
}

/** /m/register (docs/product/screens-and-routes.md#route-list registration screen, built from the server's register settings; issue 7). */
export default function RegisterPage() {
  return (
    <AccountsSuspense>
      <RegisterScreen />
    </AccountsSuspense>
  );
}
