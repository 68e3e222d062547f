/**
 * Registration fields and the validation pattern table (docs/product/validation.md#registration, docs/product/accounts.md#registration; protocol.md "register settings").
 * The server sends `GET /wps/system/setting/register`; the site builds its yup schema from it.
 */

/** Field names of the registration payload (docs/product/accounts.md#registration). */
export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'captcha',
] as const;
export type RegisterField = (typeof registerFields)[number];

export interface ValidationPattern {
  /** A JavaScript RegExp source, anchored. */
  source: string;
  /** RegExp flags (`u` where the pattern uses Unicode classes). */
  flags: string;
  minLength: number;
  maxLength: number;
  /** What the pattern accepts, in English, for an error hint. */
  description: string;
}

/**
 * Pattern ids. Pattern 4 is the one seen on a live merchant (protocol.md): 6 to 12 of [a-zA-Z0-9].
 */
export const validationPatterns = {
  1: {
    source: '^[a-zA-Z][a-zA-Z0-9_]{5,15}$',
    flags: '',
    minLength: 6,
    maxLength: 16,
    description: '6 to 16 letters, digits or _, starting with a letter',
  },
  2: { source: '^[0-9]{7,15}$', flags: '', minLength: 7, maxLength: 15, description: '7 to 15 digits' },
  3: {
    source: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$',
    flags: '',
    minLength: 5,
    maxLength: 64,
    description: 'an e-mail address',
  },
  // Passphrases welcome: any characters but control ones, no space at either end (docs/decisions/passwords.md).
  // What is easy to guess is refused by the platform's breached-password check, not by the pattern.
  4: {
    source: '^(?!\\s)[^\\p{Cc}]{6,64}(?<!\\s)$',
    flags: 'u',
    minLength: 6,
    maxLength: 64,
    description: '6 to 64 characters',
  },
  5: { source: '^[0-9]{6}$', flags: '', minLength: 6, maxLength: 6, description: '6 digits' },
  6: {
    source: "^[\\p{L}][\\p{L} .'-]{1,29}$",
    flags: 'u',
    minLength: 2,
    maxLength: 30,
    description: '2 to 30 letters, spaces, dots or dashes',
  },
  7: {
    source: '^[a-zA-Z0-9]{6,20}$',
    flags: '',
    minLength: 6,
    maxLength: 20,
    description: '6 to 20 letters or digits',
  },
  8: { source: '^[0-9]{5,12}$', flags: '', minLength: 5, maxLength: 12, description: '5 to 12 digits' },
  9: {
    source: '^[^\\s<>"\']{3,50}$',
    flags: '',
    minLength: 3,
    maxLength: 50,
    description: '3 to 50 characters without spaces',
  },
  10: { source: '^[0-9]{4,10}$', flags: '', minLength: 4, maxLength: 10, description: '4 to 10 digits (SMS code)' },
  11: { source: '^[0-9]{1,6}$', flags: '', minLength: 1, maxLength: 6, description: 'up to 6 digits (captcha)' },
  12: {
    source: '^[a-zA-Z0-9]{4,16}$',
    flags: '',
    minLength: 4,
    maxLength: 16,
    description: '4 to 16 letters or digits',
  },
} as const satisfies Record<number, ValidationPattern>;
export type PatternId = keyof typeof validationPatterns;

/** Which pattern checks which field (the server may override per merchant in the settings answer). */
export const defaultFieldPatterns: Record<RegisterField, PatternId> = {
  username: 1,
  password: 4,
  confirmPassword: 4,
  paymentPassword: 5,
  mobileNum: 2,
  verificationCode: 10,
  email: 3,
  nickname: 6,
  payeeName: 6,
  recommenderId: 12,
  affiliateCode: 12,
  idNumber: 7,
  qqNum: 8,
  facebook: 9,
  wechat: 9,
  line: 9,
  whatsapp: 2,
  zalo: 2,
  captcha: 11,
};

/** Per-field registration config (docs/product/accounts.md#registration). */
export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
  patternId: PatternId;
}

/** GET /wps/system/setting/register */
export interface RegisterSettings {
  fields: Record<RegisterField, RegisterFieldSetting>;
  patterns: typeof validationPatterns;
}

/** Checks a value against a pattern id (shared by server and site). */
export const matchesPattern = (patternId: PatternId, value: string): boolean => {
  const p: ValidationPattern = validationPatterns[patternId];
  return value.length >= p.minLength && value.length <= p.maxLength && new RegExp(p.source, p.flags).test(value);
};

/** Registration method (docs/product/accounts.md#registration). */
export const registerMethods = ['H5', 'APP', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof registerMethods)[number];
