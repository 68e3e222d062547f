/**
 * The registration field registry (docs/product/accounts.md#registration): how each field of the contract's `registerFields` is
 * drawn. Which fields appear, whether they are required and which pattern checks them is NOT here:
 * that comes from the server's register settings and whitelabel flags (schema.ts).
 */
import type { RegisterField } from '@lobby/contract';

/** How a field is drawn. */
export type FieldKind = 'text' | 'password' | 'numeric' | 'email' | 'phone' | 'sms' | 'captcha';

export interface FieldMeta {
  kind: FieldKind;
  /** `accounts:fields.<labelKey>` is the label. */
  labelKey: string;
  /** The browser's autofill hint. */
  autoComplete: string;
  /** Keep leading/trailing spaces (passwords are taken as typed). @default false */
  keepSpaces?: boolean;
}

/** Every registration field, in the docs/product/screens-and-routes.md#route-list order of the screen. */
export const registerFieldMeta: Record<RegisterField, FieldMeta> = {
  username: { kind: 'text', labelKey: 'username', autoComplete: 'username' },
  mobileNum: { kind: 'phone', labelKey: 'mobileNum', autoComplete: 'tel-national' },
  verificationCode: { kind: 'sms', labelKey: 'verificationCode', autoComplete: 'one-time-code' },
  password: { kind: 'password', labelKey: 'password', autoComplete: 'new-password', keepSpaces: true },
  confirmPassword: { kind: 'password', labelKey: 'confirmPassword', autoComplete: 'new-password', keepSpaces: true },
  paymentPassword: { kind: 'password', labelKey: 'paymentPassword', autoComplete: 'off', keepSpaces: true },
  idNumber: { kind: 'text', labelKey: 'idNumber', autoComplete: 'off' },
  qqNum: { kind: 'numeric', labelKey: 'qqNum', autoComplete: 'off' },
  facebook: { kind: 'text', labelKey: 'facebook', autoComplete: 'off' },
  wechat: { kind: 'text', labelKey: 'wechat', autoComplete: 'off' },
  line: { kind: 'text', labelKey: 'line', autoComplete: 'off' },
  whatsapp: { kind: 'numeric', labelKey: 'whatsapp', autoComplete: 'tel' },
  zalo: { kind: 'numeric', labelKey: 'zalo', autoComplete: 'tel' },
  email: { kind: 'email', labelKey: 'email', autoComplete: 'email' },
  nickname: { kind: 'text', labelKey: 'nickname', autoComplete: 'nickname' },
  payeeName: { kind: 'text', labelKey: 'payeeName', autoComplete: 'name' },
  recommenderId: { kind: 'text', labelKey: 'recommenderId', autoComplete: 'off' },
  affiliateCode: { kind: 'text', labelKey: 'affiliateCode', autoComplete: 'off' },
  captcha: { kind: 'captcha', labelKey: 'captcha', autoComplete: 'off' },
};

/**
 * The screen order (docs/product/screens-and-routes.md#route-list lists the fields in this order): the
 * key order of registerFieldMeta, so the order is written once.
 */
export const registerFieldOrder: readonly RegisterField[] = Object.keys(registerFieldMeta) as RegisterField[];

/** docs/product/validation.md#registration, docs/product/constants.md#limits: captcha numeric max 6, SMS code numeric max 10, mobile max 20. */
export const limits = {
  captchaMax: 6,
  smsCodeMax: 10,
  mobileMax: 20,
  /** docs/product/constants.md#timings: tab-copy delay. */
  tabCopyMs: 150,
  /** docs/product/constants.md#timings: redirect delay. */
  redirectMs: 1000,
  /** docs/product/constants.md#timings: SMS countdown default. */
  smsDefaultSeconds: 60,
} as const;
