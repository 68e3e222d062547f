import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/index.ts';
import { useLabels } from '../provider/KitProvider.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { ToggleButton } from './PasswordField.styles.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'numeric'> {
  /** Start with the password visible. @default false */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle (docs/product/accounts.md#registration: login and registration). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { defaultVisible = false, autoComplete = 'current-password', disabled, ...rest },
  ref,
) {
  const labels = useLabels();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <ToggleButton
          type="button"
          disabled={disabled}
          aria-label={visible ? labels.hidePassword : labels.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size="sm" /> : <EyeIcon size="sm" />}
        </ToggleButton>
      }
    />
  );
});
