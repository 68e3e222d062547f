/**
 * Account form parts built from kit fields. PhoneInput and SmsCodeInput are local stand-ins:
 * TODO(kit): PhoneField, SmsCodeField — switch when ui-kit exports them.
 */
import { forwardRef, useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, CountdownButton, PasswordField, TextField } from '@lobby/ui-kit';
import type { Country } from '@lobby/contract';
import { limits } from './fields.ts';
import type { FieldSpec } from './schema.ts';
import { Select } from './parts.styles.ts';

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

/** spec 2: mobile number with a country dialing code picker; spec 5: max 20 digits. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { dialingCode, countries, onDialingCodeChange, maxLength = limits.mobileMax, ...rest },
  ref,
) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      ref={ref}
      {...rest}
      numeric
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={maxLength}
      startAdornment={
        <Select
          aria-label={t('fields.countryCode')}
          value={dialingCode}
          data-testid="dialing-code"
          onChange={(e) => onDialingCodeChange(e.target.value)}
        >
          {countries.map((c) => (
            <option key={`${c.code}${c.countryDialingCode}`} value={c.countryDialingCode}>
              {c.countryDialingCode}
            </option>
          ))}
        </Select>
      }
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

/** spec 4: the get-code link, then a countdown; the code input is disabled until a code was sent. */
export const SmsCodeInput = forwardRef<HTMLInputElement, SmsCodeInputProps>(function SmsCodeInput(
  { onSend, ...rest },
  ref,
) {
  const { t } = useTranslation('accounts');
  const [sent, setSent] = useState(false);
  return (
    <TextField
      ref={ref}
      {...rest}
      numeric
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={limits.smsCodeMax}
      disabled={!sent}
      endAdornment={
        <CountdownButton
          size="sm"
          label={t('sms.getCode')}
          readyAnnouncement={t('sms.ready')}
          defaultSeconds={limits.smsDefaultSeconds}
          formatRemaining={(s) => t('sms.remaining', { seconds: s })}
          data-testid="sms-send"
          onMouseDown={keepFocus}
          onSend={async () => {
            const seconds = await onSend();
            setSent(true);
            return seconds;
          }}
        />
      }
    />
  );
});

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
    label: t(`fields.${spec.labelKey}`),
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
