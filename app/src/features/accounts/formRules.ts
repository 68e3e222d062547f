/**
 * Validation of the login, forgot-password, set-by-phone and change-password forms (docs/product/validation.md#login). The
 * password pattern is the register settings' password pattern (the shared password rule), so one
 * server setting drives every password form.
 */
import * as yup from 'yup';
import type { ValidationPattern } from '@lobby/contract';
import { limits } from './fields.ts';
import type { Translate } from './schema.ts';

const digits = /^[0-9]+$/;
/** docs/product/validation.md#forgotten-password: a simple e-mail pattern. */
export const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Server bounds of a login name and a password (a longer value can never log in). */
const loginMax = { username: 32, password: 64 } as const;

/** docs/product/validation.md#login login: rule keys loginUsername, loginPassword, loginMobileNum, verificationCode; captcha when shown. */
/**
 * `deviceUser`: the account this device holds a remembered login for (remember-me on): for that user
 * name the password may stay empty, and the login goes through the remembered login instead.
 */
export function loginSchema(method: 'username' | 'sms', captchaShown: boolean, t: Translate, deviceUser?: string) {
  const captcha = captchaShown
    ? yup
        .string()
        .trim()
        .required(t('validation.captchaRequired'))
        .matches(digits, t('validation.numeric', { label: t('fields.captcha') }))
        .max(limits.captchaMax, t('validation.maxLength', { label: t('fields.captcha'), max: limits.captchaMax }))
    : yup.string();
  if (method === 'username') {
    return yup.object({
      username: loginUsernameRule(t),
      password: yup
        .string()
        .max(loginMax.password, t('validation.maxLength', { label: t('fields.password'), max: loginMax.password }))
        .when('username', {
          is: (username: string | undefined) => !!deviceUser && isDeviceUser(username, deviceUser),
          then: (s) => s,
          otherwise: (s) => s.required(t('validation.required', { label: t('fields.password') })),
        }),
      captcha,
    });
  }
  return yup.object({
    mobileNum: mobileRule(t, 7),
    verificationCode: smsCodeRule(t),
    captcha,
  });
}

export const loginUsernameRule = (t: Translate) =>
  yup
    .string()
    .trim()
    .required(t('validation.required', { label: t('fields.username') }))
    .max(loginMax.username, t('validation.maxLength', { label: t('fields.username'), max: loginMax.username }));

/** docs/product/validation.md#registration: mobile max 20, digits; the message names the minimum length. */
export const mobileRule = (t: Translate, min: number) =>
  yup
    .string()
    .trim()
    .required(t('validation.required', { label: t('fields.mobileNum') }))
    .test('mobile', '', function check(v) {
      const value = (v ?? '').trim();
      const ok = digits.test(value) && value.length >= min && value.length <= limits.mobileMax;
      return ok || this.createError({ message: t('validation.mobile', { min, max: limits.mobileMax }) });
    });

/** docs/product/validation.md#registration: SMS code numeric, max 10. */
export const smsCodeRule = (t: Translate) =>
  yup
    .string()
    .trim()
    .required(t('validation.required', { label: t('fields.verificationCode') }))
    .matches(digits, t('validation.numeric', { label: t('fields.verificationCode') }))
    .max(limits.smsCodeMax, t('validation.maxLength', { label: t('fields.verificationCode'), max: limits.smsCodeMax }));

/** The shared password rule: the register settings' password pattern. */
export const passwordRule = (t: Translate, pattern: ValidationPattern, labelKey = 'newPassword') =>
  yup
    .string()
    .required(t('validation.required', { label: t(`fields.${labelKey}`) }))
    .test('pattern', '', function check(v) {
      const value = v ?? '';
      let re: RegExp | null;
      try {
        re = new RegExp(pattern.source, pattern.flags);
      } catch {
        re = null;
      }
      const ok = value.length >= pattern.minLength && value.length <= pattern.maxLength && (!re || re.test(value));
      return (
        ok ||
        this.createError({
          message: t('validation.password', { min: pattern.minLength, max: pattern.maxLength }),
        })
      );
    });

/** docs/product/validation.md#forgotten-password forgot password: username by the login rule; e-mail required and simple ('in_email_incorrect'). */
export const forgotSchema = (t: Translate) =>
  yup.object({
    username: loginUsernameRule(t),
    email: yup
      .string()
      .trim()
      .required(t('validation.required', { label: t('fields.email') }))
      .matches(simpleEmail, t('validation.emailIncorrect')),
  });

/** docs/product/validation.md#registration set password by phone: mobile (with its minimum), SMS code, new password. */
export const setByPhoneSchema = (t: Translate, pattern: ValidationPattern, mobileMin: number) =>
  yup.object({
    mobileNum: mobileRule(t, mobileMin),
    verificationCode: smsCodeRule(t),
    newPassword: passwordRule(t, pattern),
  });

/**
 * docs/product/validation.md#change-password change password: old by the login-password rule (when shown); new by the shared rule;
 * confirm required ('Enter password') and equal ('Confirmation password not matched'); new differs
 * from old ('The new password and the old password cannot be the same').
 */
export const changePasswordSchema = (
  t: Translate,
  pattern: ValidationPattern,
  oldShown: boolean,
  heldOld: string | null,
) =>
  yup.object({
    oldPassword: oldShown
      ? yup
          .string()
          .required(t('validation.required', { label: t('fields.oldPassword') }))
          .max(loginMax.password)
      : yup.string(),
    newPassword: passwordRule(t, pattern).test('differs', '', function differs(v) {
      const old = oldShown ? (this.parent as { oldPassword?: string }).oldPassword : heldOld;
      return !v || !old || v !== old || this.createError({ message: t('validation.newSameAsOld') });
    }),
    confirmNewPassword: yup
      .string()
      .required(t('validation.enterPassword'))
      .test('same', '', function same(v) {
        const n = (this.parent as { newPassword?: string }).newPassword ?? '';
        return v === n || this.createError({ message: t('validation.confirmNotMatched') });
      }),
  });

/** Whether the typed user name is the one the device remembers a login for (names are not case-sensitive). */
export const isDeviceUser = (typed: string | undefined, deviceUser: string): boolean =>
  (typed ?? '').trim().toLowerCase() === deviceUser.trim().toLowerCase();
