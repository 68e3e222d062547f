import { forwardRef } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/index.ts';
import { FieldShell, useField } from '../Field/Field.tsx';
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
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const { showError, shell, control, rest: own } = useField(props);
  const { options, value, placeholder, disabled, ...rest } = own;
  return (
    <FieldShell {...shell}>
      <Control
        data-invalid={showError || undefined}
        data-disabled={disabled || undefined}
        style={{ position: 'relative' }}
      >
        <NativeSelect
          ref={ref}
          {...control}
          value={value}
          disabled={disabled}
          data-placeholder={value === '' || undefined}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={shell.required}>
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
