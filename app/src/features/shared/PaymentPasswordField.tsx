/** The payment password field of the money, member and agent forms. */
import { PasswordField } from '@lobby/ui-kit';
import type { PasswordFieldProps } from '@lobby/ui-kit';

export interface PaymentPasswordFieldProps extends Omit<
  PasswordFieldProps,
  'onChange' | 'inputMode' | 'maxLength' | 'autoComplete'
> {
  /** The typed value with anything but digits dropped. */
  onDigits: (digits: string) => void;
}

/**
 * The payment password is 6 digits (errorCatalogue payment.password.format, rules.ts): a numeric
 * keypad, at most 6 characters, only digits kept as they are typed, and never autofilled.
 */
export function PaymentPasswordField({ onDigits, ...rest }: PaymentPasswordFieldProps) {
  return (
    <PasswordField
      {...rest}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      onChange={(e) => onDigits(e.target.value.replace(/\D/g, ''))}
    />
  );
}
