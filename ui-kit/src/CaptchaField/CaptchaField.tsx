import { forwardRef, useRef } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { RefreshIcon } from '../icons/icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { assignRef, setInputValue, useFieldIds } from '../Field/Field.tsx';
import { ImageButton, RetryLabel } from './CaptchaField.styles.ts';

/** docs/product/constants.md#limits, docs/product/validation.md#captcha: captcha numeric, max 6. */
export const CAPTCHA_MAX_LENGTH = 6;

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'numeric' | 'maxLength'> {
  /** The captcha picture (docs/product/accounts.md#remembered-credentials: a base64 PNG, as a data: URL); while undefined a spinner shows. */
  imageSrc?: string;
  /**
   * The last image did not load: the catalogue's load-failed text shows under the field (over any other
   * error: no answer is possible without the picture) and the picture's place offers the retry
   * (docs/product/errors.md#network), instead of a spinner that never ends.
   */
  imageFailed?: boolean;
  /** Asks the app for a new image. The field clears its input first (docs/product/states.md#logout: input cleared on refresh). */
  onRefresh: () => void;
  /** Digits allowed. @default 6 */
  maxLength?: number;
}

/** A numeric captcha input with its image; tapping the image loads a new one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { imageSrc, imageFailed = false, onRefresh, maxLength = CAPTCHA_MAX_LENGTH, disabled, id, ...rest },
  ref,
) {
  const labels = useLabels();
  const input = useRef<HTMLInputElement | null>(null);
  const { inputId, errorId } = useFieldIds(id);
  const failed = imageFailed && !imageSrc;
  return (
    <TextField
      {...rest}
      {...(failed ? { error: labels.loadFailed, touched: true } : {})}
      id={inputId}
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
          aria-label={failed ? labels.retry : labels.refreshCaptcha}
          aria-describedby={failed ? errorId : undefined}
          onClick={() => {
            if (input.current?.value) setInputValue(input.current, '');
            onRefresh();
          }}
        >
          {imageSrc ? (
            <img src={imageSrc} alt="" />
          ) : failed ? (
            <RetryLabel aria-hidden="true">
              <RefreshIcon /> {labels.retry}
            </RetryLabel>
          ) : (
            <Spinner size="sm" />
          )}
        </ImageButton>
      }
    />
  );
});
