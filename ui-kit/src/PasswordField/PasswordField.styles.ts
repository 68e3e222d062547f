export { AdornmentButton as ToggleButton } from '../Field/Field.styles.ts';
