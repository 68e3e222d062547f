import { useId } from 'react';
import type { ReactNode } from 'react';
import { ErrorText, HintText, Label, RequiredMark, Root } from './Field.styles.ts';

/** What every kit field takes from a form library such as Formik, without depending on one. */
export interface FieldStateProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Error text shown under the field (docs/product/validation.md#registration: field errors shown under the field). */
  error?: string;
  /** Formik-style touched flag: when false the error is held back. @default true */
  touched?: boolean;
  /** A quieter line under the field, e.g. 'Captcha: 1-16 digits or letters'. */
  hint?: string;
  /** Shows the (*) marker and sets aria-required (docs/product/screens-and-routes.md#route-list: a required marker shows where required). @default false */
  required?: boolean;
}

/** Ids that tie a label, an input, its hint and its error together. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const inputId = id ?? `field-${auto}`;
  return { inputId, errorId: `${inputId}-error`, hintId: `${inputId}-hint` };
}

/** Whether the error is shown, and the aria props an input needs for it. */
export function fieldAria(
  { error, touched = true, hint }: Pick<FieldStateProps, 'error' | 'touched' | 'hint'>,
  ids: { errorId: string; hintId: string },
) {
  const showError = Boolean(error) && touched;
  const describedBy = [showError ? ids.errorId : '', hint ? ids.hintId : ''].filter(Boolean).join(' ');
  return {
    showError,
    aria: {
      'aria-invalid': showError || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** The props every kit field reads the same way: its state, its id and whether the label shows. */
export interface FieldOwnProps extends FieldStateProps {
  /** The control's id; one is made when absent. */
  id?: string;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
}

/**
 * Splits a field's props into what its shell and its control need (worked out here once, for every
 * kit field) and the rest, which the field passes to its control.
 */
export function useField<P extends FieldOwnProps>(props: P) {
  const { label, error, touched = true, hint, required = false, id, hideLabel = false, ...rest } = props;
  const ids = useFieldIds(id);
  const { showError, aria } = fieldAria({ error, touched, hint }, ids);
  return {
    ids,
    showError,
    /** Spread on <FieldShell>. */
    shell: { label, error, touched, hint, required, hideLabel, ...ids },
    /** Spread on the <input> / <textarea>, before its own props. */
    control: { id: ids.inputId, 'aria-required': required || undefined, ...aria },
    rest: rest as Omit<P, keyof FieldOwnProps>,
  };
}

export interface FieldShellProps extends FieldStateProps {
  inputId: string;
  errorId: string;
  hintId: string;
  children: ReactNode;
  /** Hide the visible label (the input keeps it as its accessible name via aria-label). @default false */
  hideLabel?: boolean;
}

/**
 * The label, (*) marker, hint and error around a control. The asterisk is hidden from screen
 * readers because the input itself says 'required' (aria-required), so it is not read twice.
 */
export function FieldShell({
  label,
  error,
  touched = true,
  hint,
  required = false,
  inputId,
  errorId,
  hintId,
  hideLabel = false,
  children,
}: FieldShellProps) {
  const showError = Boolean(error) && touched;
  return (
    <Root>
      <Label htmlFor={inputId} className={hideLabel ? 'lobby-visually-hidden' : undefined}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children}
      {hint && <HintText id={hintId}>{hint}</HintText>}
      {showError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Root>
  );
}

/**
 * Sets a controlled input's value the way a user would, so the app's own onChange (a Formik
 * handleChange, a setState) sees a real change event with the field's name.
 */
export function setInputValue(el: HTMLInputElement | HTMLTextAreaElement | null, value: string): void {
  if (!el) return;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  setter?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Merges a forwarded ref and a local one. */
export function assignRef<T>(ref: ((el: T | null) => void) | { current: T | null } | null | undefined, el: T | null) {
  if (typeof ref === 'function') ref(el);
  else if (ref) ref.current = el;
}
