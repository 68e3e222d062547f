import { forwardRef, useRef } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { assignRef, setInputValue } from '../Field/Field.tsx';
import { ImageButton } from './CaptchaField.styles.ts';

/** docs/product/constants.md#limits, docs/product/validation.md#captcha: captcha numeric, max 6. */
export const CAPTCHA_MAX_LENGTH = 6;

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'numeric' | 'maxLength'> {
  /** The captcha picture (docs/product/accounts.md#remembered-credentials: a base64 PNG, as a data: URL); while undefined a spinner shows. */
  imageSrc?: string;
  /** Asks the app for a new image. The field clears its input first (docs/product/states.md#logout: input cleared on refresh). */
  onRefresh: () => void;
  /** Digits allowed. @default 6 */
  maxLength?: number;
}

/** A numeric captcha input with its image; tapping the image loads a new one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { imageSrc, onRefresh, maxLength = CAPTCHA_MAX_LENGTH, disabled, ...rest },
  ref,
) {
  const labels = useLabels();
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <TextField
      {...rest}
      ref={(el: HTMLInputElement | null) => {
        input.current = el;
        assignRef(ref, el);
      }}
      disabled={disabled}
      numeric
      maxLength={maxLength}
      autoComplete="off"
      endAdornment={
        <ImageButton
          type="button"
          disabled={disabled}
          aria-label={labels.refreshCaptcha}
          onClick={() => {
            if (input.current?.value) setInputValue(input.current, '');
            onRefresh();
          }}
        >
          {imageSrc ? <img src={imageSrc} alt="" /> : <Spinner size="sm" />}
        </ImageButton>
      }
    />
  );
});
