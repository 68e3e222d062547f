export { TextField } from './TextField.tsx';
export type { TextFieldProps } from './TextField.tsx';
