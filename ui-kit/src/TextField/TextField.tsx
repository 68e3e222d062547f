import { forwardRef, useRef } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { CloseIcon } from '../icons/index.ts';
import { useLabels } from '../provider/KitProvider.tsx';
import { assignRef, FieldShell, setInputValue, useField } from '../Field/Field.tsx';
import type { FieldStateProps } from '../Field/Field.tsx';
import { Adornment } from '../Field/Field.styles.ts';
import { ClearButton, TextFieldControl, TextFieldInput } from './TextField.styles.ts';

export interface TextFieldProps
  extends FieldStateProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'required' | 'value' | 'children'> {
  /** The current text; the field is controlled (a Formik value, a state). */
  value: string;
  /** Shows a clear button while there is text; clearing fires a real change event. @default false */
  clearable?: boolean;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Digits only: numeric keyboard, other characters dropped as they are typed. @default false */
  numeric?: boolean;
  /** Something before the input inside the box (an icon, a dialing code button). */
  startAdornment?: ReactNode;
  /** Something after the input inside the box (a toggle, an image, a button). */
  endAdornment?: ReactNode;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
}

/**
 * A labelled text input made to be driven by a form library: value/onChange/onBlur/name in, the
 * ref goes to the <input> so the app can focus the first invalid field (docs/product/states.md#registration: registration).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { showError, shell, control, rest: own } = useField(props);
  const {
    value,
    clearable = false,
    onClear,
    numeric = false,
    startAdornment,
    endAdornment,
    disabled,
    readOnly,
    onChange,
    type = 'text',
    inputMode,
    pattern,
    ...rest
  } = own;
  const labels = useLabels();
  const local = useRef<HTMLInputElement | null>(null);
  const canClear = clearable && value !== '' && !disabled && !readOnly;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (numeric) {
      const digits = event.target.value.replace(/\D+/g, '');
      if (digits !== event.target.value) event.target.value = digits;
    }
    onChange?.(event);
  };

  return (
    <FieldShell {...shell}>
      <TextFieldControl data-invalid={showError || undefined} data-disabled={disabled || undefined}>
        {startAdornment && <Adornment data-adornment="">{startAdornment}</Adornment>}
        <TextFieldInput
          ref={(el: HTMLInputElement | null) => {
            local.current = el;
            assignRef(ref, el);
          }}
          {...control}
          type={type}
          value={value}
          disabled={disabled}
          readOnly={readOnly}
          {...rest}
          inputMode={numeric ? 'numeric' : inputMode}
          pattern={numeric ? '[0-9]*' : pattern}
          onChange={handleChange}
        />
        {canClear && (
          <ClearButton
            type="button"
            aria-label={labels.clear}
            onClick={() => {
              setInputValue(local.current, '');
              local.current?.focus();
              onClear?.();
            }}
          >
            <CloseIcon size="sm" />
          </ClearButton>
        )}
        {endAdornment}
      </TextFieldControl>
    </FieldShell>
  );
});
