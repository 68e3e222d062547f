/**
 * Account form parts: the kit's PhoneField and SmsCodeField with the accounts words and the
 * platform's country list mapped onto their props, and the registration form's plain fields.
 */
import { forwardRef, useEffect, useMemo, useRef } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, PasswordField, PhoneField, SmsCodeField, TextField } from '@lobby/ui-kit';
import type { DialingCountry } from '@lobby/ui-kit';
import type { Country } from '@lobby/contract';
import type { FormikProps } from 'formik';
import { toTag, useLanguageCode } from '../../i18n/index.ts';
import { limits } from './fields.ts';
import type { FieldSpec } from './schema.ts';

/** One Intl.DisplayNames per language; null where the runtime has none for it. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the page's language from its ISO code ('PH' -> 'فیلیپین'), if Intl knows it. */
function regionName(isoCode: string, tag: string): string | undefined {
  let names = regionNames.get(tag);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(tag, names);
  }
  try {
    return names?.of(isoCode.toUpperCase()) || undefined;
  } catch {
    return undefined; // not a region code Intl accepts
  }
}

/**
 * The platform's countries as the kit's picker rows; a flag only when it is inline (no outside CDN).
 * docs/product/accounts.md#registration: each country is named in the page's language where the
 * browser knows the name of its code, and is found by the platform's name as well.
 */
export const dialingCountries = (countries: readonly Country[], tag: string): DialingCountry[] =>
  countries.map((c) => {
    const local = regionName(c.code, tag);
    return {
      code: `${c.code}${c.countryDialingCode}`,
      dialCode: c.countryDialingCode,
      name: local ?? c.name,
      ...(local && local !== c.name ? { otherNames: [c.name] } : {}),
      ...(c.flagUrl.startsWith('data:') ? { flag: c.flagUrl } : {}),
    };
  });

interface PhoneInputProps {
  id?: string;
  name: string;
  label: string;
  value: string;
  dialingCode: string;
  countries: Country[];
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  onDialingCodeChange: (code: string) => void;
  error?: string;
  touched?: boolean;
  required?: boolean;
  maxLength?: number;
}

/** docs/product/accounts.md#registration: mobile number with a country dialing code picker; docs/product/validation.md#registration: max 20 digits. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { dialingCode, countries, onDialingCodeChange, maxLength = limits.mobileMax, ...rest },
  ref,
) {
  const tag = toTag(useLanguageCode());
  const rows = useMemo(() => dialingCountries(countries, tag), [countries, tag]);
  return (
    <PhoneField
      ref={ref}
      {...rest}
      inputMode="numeric"
      maxLength={maxLength}
      countries={rows}
      dialCode={dialingCode}
      onDialCodeChange={(code) => onDialingCodeChange(code)}
    />
  );
});

interface SmsCodeInputProps {
  id?: string;
  name: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  /** Sends the code; resolves with the countdown seconds; rejects when nothing was sent. */
  onSend: () => Promise<number>;
  error?: string;
  touched?: boolean;
  required?: boolean;
}

/** docs/product/states.md#sms-code: the get-code button, then a countdown; the code input is disabled until a code was sent. */
export const SmsCodeInput = forwardRef<HTMLInputElement, SmsCodeInputProps>(function SmsCodeInput(props, ref) {
  const { t } = useTranslation('accounts');
  return (
    // The send button must not blur the field being typed in (see keepFocus): a press on any button
    // inside the field keeps the focus where it is.
    <div
      style={{ display: 'contents' }}
      onMouseDown={(e) => {
        if ((e.target as Element).closest('button')) keepFocus(e);
      }}
    >
      <SmsCodeField
        ref={ref}
        {...props}
        inputMode="numeric"
        maxLength={limits.smsCodeMax}
        sendLabel={t('sms.getCode')}
        defaultSeconds={limits.smsDefaultSeconds}
        formatRemaining={(s) => t('sms.remaining', { seconds: s })}
      />
    </div>
  );
});

/**
 * docs/product/validation.md#registration: an SMS code is requested only for a valid mobile number.
 * Touches and checks that field alone; resolves with the number to send to, or rejects (nothing is
 * sent) after `onInvalid` when it does not validate.
 */
export async function validMobileNum<V extends { mobileNum: string }>(
  form: FormikProps<V>,
  onInvalid?: (error: string) => void,
): Promise<string> {
  await form.setFieldTouched('mobileNum', true, false);
  const errors = await form.validateForm();
  if (errors.mobileNum) {
    onInvalid?.(String(errors.mobileNum));
    throw new Error('mobile invalid');
  }
  return form.values.mobileNum.trim();
}

/**
 * For submit and send buttons: pressing them must not blur the field being typed in, because the
 * blur validates it, an error line appears, the button moves between press and release and the
 * tap is lost. Keyboard and screen-reader use are unchanged.
 */
export const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();

interface DynamicFieldProps {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  touched: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
  readOnly?: boolean;
}

/** A plain field of the registration form, drawn by its kind (the phone, SMS and captcha fields are drawn by the page). */
export const DynamicField = forwardRef<HTMLInputElement, DynamicFieldProps>(function DynamicField(
  { spec, value, error, touched, onChange, onBlur, readOnly },
  ref,
) {
  const { t } = useTranslation('accounts');
  const common = {
    ref,
    id: `reg-${spec.name}`,
    name: spec.name,
    label: t(`fields.${spec.name}`),
    value,
    error,
    touched,
    required: spec.required,
    onChange,
    onBlur,
    autoComplete: spec.autoComplete,
    maxLength: spec.maxLength,
    readOnly,
    'data-testid': `field-${spec.name}`,
  };
  if (spec.kind === 'password') return <PasswordField {...common} />;
  if (spec.kind === 'numeric') return <TextField {...common} numeric inputMode="numeric" />;
  if (spec.kind === 'email') return <TextField {...common} type="email" inputMode="email" />;
  return <TextField {...common} />;
});

export { CaptchaField };

/** What a kit field takes from a formik form for one value: the value, its catalogue error (docs/product/errors.md#field-errors)
 * under the field once touched, and the change / blur handlers. */
export function bindField<V extends Record<string, string>>(form: FormikProps<V>, name: keyof V & string) {
  return {
    name,
    value: String(form.values[name]),
    error: form.errors[name] as string | undefined,
    touched: form.touched[name] === true,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  };
}

/**
 * A form's binder of accounts fields: for a value's name and the field's id (its test id too), the
 * label `accounts:fields.<name>` and what bindField gives.
 */
export function useBindField<V extends Record<string, string>>(form: FormikProps<V>) {
  const { t } = useTranslation('accounts');
  const bound = useRef(new Map<string, keyof V & string>());
  const initial = useRef(form.initialValues);
  const { setValues } = form;
  // docs/decisions/web-server-rendering.md#typing-before-hydration: a server-rendered form can be
  // typed into before its script runs. React 18 hydrates an input without reading what it holds, and
  // the form's next render would blank it: so once, as the form comes alive, what the player typed
  // becomes the form's value. All fields in one update, validated together: one update per field
  // validated each against the others' old (empty) values, and the login button stayed disabled
  // under a name and a password the player could see.
  useEffect(() => {
    const typed: Partial<V> = {};
    for (const [id, name] of bound.current) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement) || input.value === '') continue;
      if (input.value !== initial.current[name]) typed[name] = input.value as V[typeof name];
    }
    if (Object.keys(typed).length > 0) void setValues((values) => ({ ...values, ...typed }), true);
  }, [setValues]);
  return (name: keyof V & string, id: string) => {
    bound.current.set(id, name);
    const label: string = `fields.${name}`;
    return { id, 'data-testid': id, label: t(label), ...bindField(form, name) };
  };
}

interface NewPasswordFieldsProps<V extends Record<string, string>> {
  form: FormikProps<V>;
  /** Prefix of the fields' ids and test ids, e.g. 'cp' -> cp-new, cp-confirm. */
  idPrefix: string;
  /** The new password's value name. */
  newName: keyof V & string;
  /** The confirmation's value name; no confirmation field without it. */
  confirmName?: keyof V & string;
  /** docs/product/validation.md#registration: the merchant's password pattern bounds the length. */
  maxLength: number;
}

/** The new password (and its confirmation) of the change-password and set-by-phone forms. */
export function NewPasswordFields<V extends Record<string, string>>({
  form,
  idPrefix,
  newName,
  confirmName,
  maxLength,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        id={`${idPrefix}-${confirmName ? 'new' : 'password'}`}
        label={t('fields.newPassword')}
        required
        autoComplete="new-password"
        maxLength={maxLength}
        data-testid={`${idPrefix}-${confirmName ? 'new' : 'password'}`}
        {...bindField(form, newName)}
      />
      {confirmName && (
        <PasswordField
          id={`${idPrefix}-confirm`}
          label={t('fields.confirmNewPassword')}
          required
          autoComplete="new-password"
          maxLength={maxLength}
          data-testid={`${idPrefix}-confirm`}
          {...bindField(form, confirmName)}
        />
      )}
    </>
  );
}
