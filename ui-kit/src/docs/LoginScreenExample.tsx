import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  CaptchaField,
  Checkbox,
  PasswordField,
  PhoneField,
  SegmentedTabs,
  SmsCodeField,
  TextField,
} from '../index.ts';
import type { DialingCountry } from '../index.ts';

/**
 * The login screen (docs/product/screens-and-routes.md#route-list, docs/product/states.md#login) made only of kit parts. In the app, Formik holds the values and
 * errors and i18next gives the words; here plain state stands in for both, so the example runs alone.
 */
export interface LoginScreenExampleProps {
  /** Shows the captcha, as after a failed login that asked for one (docs/product/states.md#login). */
  withCaptcha?: boolean;
  /** Offers the SMS tab (flag MOBILEVERCODELOGIN3). */
  smsLogin?: boolean;
  /** Called with the values on a valid submit. */
  onLogin?: (values: Record<string, string | boolean>) => void;
}

const countries: DialingCountry[] = [
  { code: 'PH', dialCode: '+63', name: 'Philippines' },
  { code: 'VN', dialCode: '+84', name: 'Vietnam' },
];

export function LoginScreenExample({ withCaptcha = false, smsLogin = true, onLogin }: LoginScreenExampleProps) {
  const [method, setMethod] = useState<'username' | 'sms'>('username');
  const [values, setValues] = useState({ username: '', password: '', mobileNum: '', code: '', captcha: '' });
  const [dialCode, setDialCode] = useState('+63');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
  };
  // Every kit field takes the same value/onChange/name as a Formik <Field>.
  const bind = (name: keyof typeof values) => ({
    name,
    ref: refs[name],
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const required: Array<keyof typeof values> =
      method === 'username' ? ['username', 'password'] : ['mobileNum', 'code'];
    if (withCaptcha) required.push('captcha');
    const next: typeof errors = {};
    for (const name of required) if (!values[name]) next[name] = 'This field is required';
    setErrors(next);
    // docs/product/states.md#registration: submit validates and focuses the first invalid field (the kit forwards refs to inputs)
    const first = required.find((name) => next[name]);
    if (first) refs[first].current?.focus();
    else onLogin?.({ ...values, dialCode, remember, method });
  };

  const usernamePanel = (
    <div style={{ display: 'grid', gap: 'var(--space-md)' }}>
      <TextField label="Username" autoComplete="username" required clearable {...bind('username')} />
      <PasswordField label="Password" required {...bind('password')} />
    </div>
  );
  const smsPanel = (
    <div style={{ display: 'grid', gap: 'var(--space-md)' }}>
      <PhoneField
        label="Mobile number"
        required
        countries={countries}
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        {...bind('mobileNum')}
      />
      <SmsCodeField label="SMS code" required sendLabel="Get code" onSend={async () => 60} {...bind('code')} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 'var(--space-md)', padding: 'var(--space-md)' }}>
      <h1 style={{ margin: 0, fontSize: 'var(--font-size-xl)' }}>Log in</h1>
      <SegmentedTabs
        aria-label="Login method"
        value={method}
        onValueChange={setMethod}
        items={[
          { value: 'username', label: 'Username', content: usernamePanel },
          ...(smsLogin ? [{ value: 'sms' as const, label: 'SMS', content: smsPanel }] : []),
        ]}
      />
      {withCaptcha && (
        <CaptchaField
          label="Captcha"
          required
          imageSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='108' height='40'%3E%3Crect width='108' height='40' fill='%23f4f1ea'/%3E%3Ctext x='54' y='28' font-family='monospace' font-size='22' text-anchor='middle' fill='%233a2f20'%3E4821%3C/text%3E%3C/svg%3E"
          onRefresh={() => undefined}
          {...bind('captcha')}
        />
      )}
      <Checkbox label="Remember password" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <Button type="submit" block>
        Log in
      </Button>
      <Button variant="secondary" block>
        Free play
      </Button>
      <nav aria-label="More" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button variant="ghost" size="sm">
          Back home
        </Button>
        <Button variant="ghost" size="sm">
          Register now
        </Button>
        <Button variant="ghost" size="sm">
          Forgot password?
        </Button>
        <Button variant="ghost" size="sm">
          Customer service
        </Button>
      </nav>
    </form>
  );
}
