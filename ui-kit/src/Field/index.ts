export { FieldShell, useFieldIds, fieldAria, setInputValue, assignRef } from './Field.tsx';
export type { FieldShellProps, FieldStateProps } from './Field.tsx';
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
