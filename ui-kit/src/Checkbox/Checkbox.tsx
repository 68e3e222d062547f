import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../icons/index.ts';
import { fieldAria, useFieldIds } from '../Field/Field.tsx';
import { ErrorText } from '../Field/Field.styles.ts';
import { Box, NativeInput, Root, Row, Text } from './Checkbox.styles.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'checked'> {
  /** The words next to the box; may hold a link (e.g. the user agreement). */
  label: ReactNode;
  /** Whether it is ticked; the box is controlled. */
  checked: boolean;
  /** Error text under the box, e.g. when the agreement must be accepted. */
  error?: string;
  /** Formik-style touched flag: when false the error is held back. @default true */
  touched?: boolean;
}

/** A checkbox with a label: remember password, agree to the terms (docs/product/accounts.md#login: login, registration). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked, error, touched = true, id, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const { showError, aria } = fieldAria({ error, touched }, ids);
  return (
    <Root>
      <Row data-disabled={disabled || undefined}>
        <NativeInput
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          {...aria}
          {...rest}
        />
        <Box aria-hidden="true">
          <CheckIcon size="1em" />
        </Box>
        <Text>{label}</Text>
      </Row>
      {showError && <ErrorText id={ids.errorId}>{error}</ErrorText>}
    </Root>
  );
});
