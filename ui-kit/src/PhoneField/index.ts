export { PhoneField, MOBILE_MAX_LENGTH } from './PhoneField.tsx';
export type { PhoneFieldProps, DialingCountry } from './PhoneField.tsx';
