export { CaptchaField, CAPTCHA_MAX_LENGTH } from './CaptchaField.tsx';
export type { CaptchaFieldProps } from './CaptchaField.tsx';
