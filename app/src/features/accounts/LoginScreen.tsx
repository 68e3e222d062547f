/**
 * docs/product/accounts.md#login login: username/password and mobile/SMS tabs (SMS only with MOBILEVERCODELOGIN3), remember
 * password (a device login, never the password: rememberMe.ts), show/hide, captcha only after a failed login that asks for it,
 * Facebook/Google behind the provider seam, test play (with the captcha when the platform asks for it: freePlay.ts),
 * the navigation strip. The API client sends Device OTHERS on login from a standalone home-screen app
 * (docs/product/states.md#login).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, ChatIcon, Checkbox, HomeIcon, PasswordField, SegmentedTabs, TextField, UserIcon } from '@lobby/ui-kit';
import type { LoginPayload } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { errorTextOf } from '../shared/errors.ts';
import { homePath } from '../../routes/paths.ts';
import { useToast } from '../../state/hooks.ts';
import { isDeviceUser, loginSchema } from './formRules.ts';
import {
  useAccountsT,
  useBusy,
  useCaptchaImage,
  useDialingCode,
  useFreshFlags,
  useSignIn,
  useSmsSender,
} from './hooks.ts';
import { asksCaptcha, useFreePlay, useFreePlayCaptcha } from './freePlay.ts';
import { AccountScreen, AccountsSuspense } from './Page.tsx';
import { CaptchaField, PhoneInput, SmsCodeInput, useBindField, validMobileNum } from './parts.tsx';
import { Card, Form, Row, Strip, TextLink } from './parts.styles.ts';
import { rememberStore } from './rememberMe.ts';
import type { RememberType } from './rememberMe.ts';
import { socialButtons, socialProvider } from './social.ts';

type Method = RememberType;
// A type, not an interface: bindField takes a record of strings.
type LoginValues = {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
};
const empty: LoginValues = { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };

/** What the empty password field shows when the device holds a remembered login (not a text to translate). */
const rememberedDots = '\u2022'.repeat(8);

export function LoginScreen() {
  const { t } = useTranslation(['accounts', 'common']);
  const tr = useAccountsT();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const signIn = useSignIn();
  const sendSms = useSmsSender();
  const flags = useFreshFlags();
  const { busy, run } = useBusy();
  const [method, setMethod] = useState<Method>('username');
  const { dialingCode, setDialingCode, picker } = useDialingCode();
  const [remember, setRemember] = useState(false);
  /** The account this device holds a remembered login for (username method), if any. */
  const [deviceUser, setDeviceUser] = useState<string | undefined>(undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  /** Free play asked for the captcha (login did not): the field shows above the free-play button. */
  const playCaptcha = useFreePlayCaptcha();
  const captcha = useCaptchaImage(captchaShown || playCaptcha.asked);
  const freePlay = useFreePlay();
  const captchaInput = useRef<HTMLInputElement>(null);
  const smsOn = flags?.MOBILEVERCODELOGIN3?.enabled === '1';

  // Remember-me unticked means "forget me": the password is needed again.
  const offered = remember ? deviceUser : undefined;
  const schema = useMemo(() => loginSchema(method, captchaShown, tr, offered), [method, captchaShown, tr, offered]);
  const form = useFormik<LoginValues>({
    initialValues: empty,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: (values) => run(() => submit(values)),
  });

  // docs/product/states.md#login: switching tabs reloads the remembered credentials of that method.
  // No password is kept: with a remembered login the password may stay empty (its field shows dots).
  const { setValues } = form;
  useEffect(() => {
    const creds = rememberStore().recall(method);
    setRemember(creds !== null);
    setDeviceUser(creds?.device ? creds.username : undefined);
    if (!creds) return;
    if (method === 'username') {
      void setValues((v) => ({ ...v, username: creds.username, password: '' }), true);
    } else {
      if (creds.countryDialingCode) setDialingCode(creds.countryDialingCode);
      void setValues((v) => ({ ...v, mobileNum: creds.username }), true);
    }
  }, [method, setValues, setDialingCode]);
  // The rules changed with the remembered login: judge the filled form again.
  const { validateForm } = form;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  // A flag switched off while on the SMS tab falls back to the username tab.
  useEffect(() => {
    if (flags && !smsOn && method === 'sms') setMethod('username');
  }, [flags, smsOn, method]);

  /** The remembered login is used when the password is left empty for the remembered user name. */
  const viaDevice = (values: LoginValues) =>
    method === 'username' && !!offered && values.password === '' && isDeviceUser(values.username, offered);

  async function submit(values: LoginValues) {
    const body: LoginPayload =
      method === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password, rememberMe: remember }
        : {
            type: 'sms',
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: dialingCode,
            verificationCode: values.verificationCode.trim(),
          };
    if (captchaShown) body.captcha = values.captcha.trim();
    const device = viaDevice(values);
    const store = rememberStore();
    try {
      const value = device
        ? await call('rememberedLogin', { body: { username: values.username.trim() } })
        : await call('login', { body });
      if (remember) {
        store.remember(
          method === 'username'
            ? { type: 'username', username: value.userName, countryDialingCode: '', device: true }
            : { type: 'sms', username: body.mobileNum ?? '', countryDialingCode: dialingCode, device: false },
        );
      } else store.forget(method);
      // A remembered login holds no password: change password will ask for the old one.
      signIn(value, method === 'username' && !device ? values.password : null);
      toast.show(t('login.success'), { kind: 'success', durationMs: readDurationMs('toast-success') });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/m/') && from !== location.pathname ? from : homePath, { replace: true });
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (device && e?.code === 'user.or.token.invalid') {
        // The platform ended the remembered login (logout elsewhere, password changed, expired): the
        // name stays, the password is needed again.
        store.forgetDevice();
        setDeviceUser(undefined);
      }
      // docs/product/states.md#login: the captcha appears only after a failed login that asks for it; a used one is refreshed.
      if (asksCaptcha(e) || (e && captchaShown)) {
        setCaptchaShown(true);
        // Only a captcha this login sent is used up (one free play asked for is still good).
        if (captchaShown) {
          captcha.refresh();
          void form.setFieldValue('captcha', '', false);
        }
        playCaptcha.clearError();
      }
      // docs/product/roles.md#agent: login and agent-only messages are the catalogue's.
      toast.show(errorTextOf(err), { kind: 'error' });
    }
  }

  async function testPlay() {
    await run(async () => {
      // The screen has one captcha (one picture per browser): whatever is typed in it goes along.
      const answer = captchaShown || playCaptcha.asked ? form.values.captcha.trim() : '';
      try {
        await freePlay(answer);
      } catch (err) {
        // The platform wants the captcha (its text under the field; everything else typed stays).
        const renew = () => {
          captcha.refresh();
          void form.setFieldValue('captcha', '', false);
        };
        if (!playCaptcha.failed(err, answer, renew)) toast.show(errorTextOf(err), { kind: 'error' });
      }
    });
  }

  const bind = useBindField(form);
  const field = (name: keyof LoginValues, id: string) => ({
    ...bind(name, id),
    // docs/product/validation.md#login: login messages are not shown under the fields; the button waits for valid input.
    error: undefined,
    touched: false,
  });

  const captchaField =
    captchaShown || playCaptcha.asked ? (
      <CaptchaField
        ref={captchaInput}
        hint={t('login.captchaHint')}
        required
        imageSrc={captcha.src}
        imageFailed={captcha.failed}
        onRefresh={() => {
          void form.setFieldValue('captcha', '');
          playCaptcha.clearError();
          captcha.refresh();
        }}
        {...field('captcha', 'login-captcha')}
        onChange={(e) => {
          playCaptcha.clearError();
          form.handleChange(e);
        }}
        // Free play's captcha failures show under the field (login's show as a toast).
        error={playCaptcha.error}
        touched={playCaptcha.error !== undefined}
        // Asked by free play only: Enter (a phone keyboard's Go) tries free play again, not the login.
        onKeyDown={
          captchaShown
            ? undefined
            : (e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void testPlay();
              }
        }
      />
    ) : null;

  const social = socialButtons(method, socialProvider(), flags ?? {});

  const usernamePanel = (
    <>
      <TextField autoComplete="username" maxLength={32} {...field('username', 'login-username')} />
      <PasswordField
        autoComplete="current-password"
        maxLength={64}
        // A remembered login for this name: dots where the password was, so the field reads as filled;
        // typing replaces them (a typed password logs in as usual).
        placeholder={offered && isDeviceUser(form.values.username, offered) ? rememberedDots : undefined}
        {...field('password', 'login-password')}
      />
    </>
  );
  const smsPanel = (
    <>
      <PhoneInput {...picker} {...field('mobileNum', 'login-mobile')} />
      <SmsCodeInput
        onSend={async () => {
          const mobileNum = await validMobileNum(form, (error) => toast.show(error, { kind: 'error' }));
          return sendSms(mobileNum, dialingCode, 'login');
        }}
        {...field('verificationCode', 'login-sms')}
      />
    </>
  );

  return (
    <AccountScreen testId="login-page" title={t('login.title')} subtitle={t('login.subtitle')} homeButton>
      <Card>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.handleSubmit();
          }}
        >
          <SegmentedTabs<Method>
            aria-label={t('login.tabsLabel')}
            value={method}
            onValueChange={(m) => {
              setMethod(m);
              void form.setFieldValue('captcha', '', false);
            }}
            items={[
              { value: 'username', label: t('login.tabUsername'), content: usernamePanel },
              ...(smsOn ? [{ value: 'sms' as const, label: t('login.tabSms'), content: smsPanel }] : []),
            ]}
          />
          {captchaShown && captchaField}
          <Row>
            <Checkbox
              label={t('login.remember')}
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              data-testid="login-remember"
            />
            <TextLink type="button" onClick={() => navigate('/m/forget')}>
              {t('login.forgot')}
            </TextLink>
          </Row>
          <Button type="submit" block loading={busy} disabled={!form.isValid} data-testid="login-submit">
            {t('login.submit')}
          </Button>
          {!captchaShown && captchaField}
          <Button type="button" block variant="secondary" onClick={() => void testPlay()} data-testid="test-play">
            {t('login.testPlay')}
          </Button>
          {social.map((kind) => (
            <Button key={kind} type="button" block variant="secondary" data-testid={`social-${kind}`}>
              {t(`login.${kind}`)}
            </Button>
          ))}
        </Form>
      </Card>
      <Strip aria-label={t('login.stripLabel')}>
        <ul>
          <li>
            <button type="button" onClick={() => navigate(homePath)}>
              <HomeIcon />
              {t('login.home')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => navigate('/m/register')}>
              <UserIcon />
              {t('login.register')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => navigate('/m/forget')}>
              <ChatIcon />
              {t('login.forgot')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => navigate('/m/service')}>
              <ChatIcon />
              {t('login.service')}
            </button>
          </li>
        </ul>
      </Strip>
    </AccountScreen>
  );
}

/** /m/login (docs/product/screens-and-routes.md#route-list login screen; issue 7). */
export default function LoginPage() {
  return (
    <AccountsSuspense>
      <LoginScreen />
    </AccountsSuspense>
  );
}
