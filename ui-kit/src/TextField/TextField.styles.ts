// The field's look lives in the shared shell (ui-kit/src/Field); this file names TextField's parts.
export {
  Control as TextFieldControl,
  Input as TextFieldInput,
  AdornmentButton as ClearButton,
} from '../Field/Field.styles.ts';
