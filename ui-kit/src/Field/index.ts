export { FieldShell, useField, useFieldIds, fieldAria, setInputValue, assignRef } from './Field.tsx';
export type { FieldOwnProps, FieldShellProps, FieldStateProps } from './Field.tsx';
export {
  Control,
  Input,
  AdornmentButton,
  Adornment,
  ErrorText,
  HintText,
  Label,
  RequiredMark,
} from './Field.styles.ts';
