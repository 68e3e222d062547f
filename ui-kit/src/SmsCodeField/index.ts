export { SmsCodeField, SMS_CODE_MAX_LENGTH } from './SmsCodeField.tsx';
export type { SmsCodeFieldProps } from './SmsCodeField.tsx';
