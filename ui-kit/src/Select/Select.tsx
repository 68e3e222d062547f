import { forwardRef } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/index.ts';
import { fieldAria, FieldShell, useFieldIds } from '../Field/Field.tsx';
import type { FieldStateProps } from '../Field/Field.tsx';
import { Control } from '../Field/Field.styles.ts';
import { Chevron, NativeSelect } from './Select.styles.ts';

export interface SelectOption {
  /** The value sent to the form. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Not selectable. @default false */
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldStateProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'value' | 'children' | 'multiple'> {
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** The chosen value; '' shows the placeholder. */
  value: string;
  /** A first, empty choice such as 'Choose a bank'. */
  placeholder?: string;
}

/**
 * A native select in the kit's field box: the phone's own picker is the most usable list on a
 * phone, and it needs no code for keyboard or screen readers.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, touched = true, hint, required = false, id, options, value, placeholder, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const { showError, aria } = fieldAria({ error, touched, hint }, ids);
  return (
    <FieldShell label={label} error={error} touched={touched} hint={hint} required={required} {...ids}>
      <Control
        data-invalid={showError || undefined}
        data-disabled={disabled || undefined}
        style={{ position: 'relative' }}
      >
        <NativeSelect
          ref={ref}
          id={ids.inputId}
          value={value}
          disabled={disabled}
          aria-required={required || undefined}
          data-placeholder={value === '' || undefined}
          {...aria}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron aria-hidden="true">
          <ChevronDownIcon size="sm" />
        </Chevron>
      </Control>
    </FieldShell>
  );
});
