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
  /** The browser's autofill hint. */
  autoComplete: string;
  /** Keep leading/trailing spaces (passwords are taken as typed). @default false */
  keepSpaces?: boolean;
}

/** Every registration field, in the docs/product/screens-and-routes.md#route-list order of the screen; its label is `accounts:fields.<name>`. */
export const registerFieldMeta: Record<RegisterField, FieldMeta> = {
  username: { kind: 'text', autoComplete: 'username' },
  mobileNum: { kind: 'phone', autoComplete: 'tel-national' },
  verificationCode: { kind: 'sms', autoComplete: 'one-time-code' },
  password: { kind: 'password', autoComplete: 'new-password', keepSpaces: true },
  confirmPassword: { kind: 'password', autoComplete: 'new-password', keepSpaces: true },
  paymentPassword: { kind: 'password', autoComplete: 'off', keepSpaces: true },
  idNumber: { kind: 'text', autoComplete: 'off' },
  qqNum: { kind: 'numeric', autoComplete: 'off' },
  facebook: { kind: 'text', autoComplete: 'off' },
  wechat: { kind: 'text', autoComplete: 'off' },
  line: { kind: 'text', autoComplete: 'off' },
  whatsapp: { kind: 'numeric', autoComplete: 'tel' },
  zalo: { kind: 'numeric', autoComplete: 'tel' },
  email: { kind: 'email', autoComplete: 'email' },
  nickname: { kind: 'text', autoComplete: 'nickname' },
  payeeName: { kind: 'text', autoComplete: 'name' },
  recommenderId: { kind: 'text', autoComplete: 'off' },
  affiliateCode: { kind: 'text', autoComplete: 'off' },
  captcha: { kind: 'captcha', autoComplete: 'off' },
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
