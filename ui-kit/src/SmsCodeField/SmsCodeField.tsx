import { forwardRef, useState } from 'react';
import { CountdownButton } from '../CountdownButton/CountdownButton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { SendSlot } from './SmsCodeField.styles.ts';

/** docs/product/validation.md#registration, docs/product/constants.md#timings: SMS code numeric, max 10. */
export const SMS_CODE_MAX_LENGTH = 10;

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'numeric' | 'maxLength'> {
  /** The send button's idle text, e.g. 'Get code'. */
  sendLabel: string;
  /**
   * Sends the code. Resolve with the seconds to wait (expiredMinutes x 60), or nothing for the
   * default; reject to stay idle and keep the input disabled.
   */
  onSend: () => Promise<number | void>;
  /** Blocks sending, e.g. until the mobile number is valid (docs/product/validation.md#registration). @default false */
  sendDisabled?: boolean;
  /** Seconds to count when onSend gives none (docs/product/constants.md#timings: 60). @default 60 */
  defaultSeconds?: number;
  /** Counting text. @default (s) => `${s}s` */
  formatRemaining?: (seconds: number) => string;
  /** Whether a code was already sent (controlled); otherwise the field tracks it. */
  codeSent?: boolean;
  /** Digits allowed. @default 10 */
  maxLength?: number;
}

/**
 * The SMS verification code input with its send button and countdown (docs/product/states.md#sms-code: the input is
 * disabled until a code was sent; idle, sending, counting, idle again).
 */
export const SmsCodeField = forwardRef<HTMLInputElement, SmsCodeFieldProps>(function SmsCodeField(
  {
    sendLabel,
    onSend,
    sendDisabled = false,
    defaultSeconds,
    formatRemaining,
    codeSent,
    maxLength = SMS_CODE_MAX_LENGTH,
    disabled,
    ...rest
  },
  ref,
) {
  const [sentHere, setSentHere] = useState(false);
  const sent = codeSent ?? sentHere;
  return (
    <TextField
      ref={ref}
      {...rest}
      numeric
      maxLength={maxLength}
      autoComplete="one-time-code"
      disabled={disabled || !sent}
      endAdornment={
        <SendSlot>
          <CountdownButton
            size="sm"
            variant="primary"
            label={sendLabel}
            disabled={disabled || sendDisabled}
            defaultSeconds={defaultSeconds}
            formatRemaining={formatRemaining}
            onSend={async () => {
              const seconds = await onSend();
              setSentHere(true);
              return seconds;
            }}
          />
        </SendSlot>
      }
    />
  );
});
