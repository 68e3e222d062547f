/**
 * The registration schema builder (issue 7): config in — the server's per-field register settings,
 * its pattern table and the whitelabel flags — yup schema and field list out. Nothing here knows a
 * merchant: change the settings through the server and the form follows.
 */
import * as yup from 'yup';
import { isFlagOn, validationPatterns as contractPatterns } from '@lobby/contract';
import type {
  RegisterField,
  RegisterFieldSetting,
  ValidationPattern,
  WhitelabelFlag,
  WhitelabelFlags,
} from '@lobby/contract';
import { limits, registerFieldMeta, registerFieldOrder } from './fields.ts';
import type { FieldKind } from './fields.ts';

/** The two registration methods of docs/product/accounts.md#registration. */
export type RegisterTab = 'username' | 'mobile';

/** Turns a message key of the `accounts` namespace (+ values) into text. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface RegisterConfig {
  /** GET /wps/system/setting/register `fields` (a field missing from the answer counts as disabled). */
  settings: Partial<Record<RegisterField, RegisterFieldSetting>>;
  /** The server's pattern table (JSON keys are strings). Unknown ids fall back to the contract's table. */
  patterns: Readonly<Record<string, ValidationPattern>>;
  flags: Partial<WhitelabelFlags>;
  method: RegisterTab;
}

/** One visible field of the form. */
export interface FieldSpec {
  /** The value's name; `accounts:fields.<name>` is the label. */
  name: RegisterField;
  kind: FieldKind;
  required: boolean;
  autoComplete: string;
  /** Most characters the input takes (from the pattern, or docs/product/validation.md#registration for captcha, SMS code, mobile). */
  maxLength: number | undefined;
  /** The pattern checking the value; null when the setting names none we know (then: only required). */
  pattern: ValidationPattern | null;
  patternId: number | null;
}

export type RegisterValues = Record<RegisterField, string>;

export interface RegisterForm {
  fields: FieldSpec[];
  schema: yup.ObjectSchema<Partial<RegisterValues>>;
}

const on = (flags: Partial<WhitelabelFlags>, flag: WhitelabelFlag) => isFlagOn(flags, flag);

/** docs/product/accounts.md#registration: both tabs only when both methods are on; otherwise the enabled one (none: registration is closed). */
export function registerTabs(flags: Partial<WhitelabelFlags>): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (on(flags, 'USERNAMEREG3')) tabs.push('username');
  if (on(flags, 'MOBILENUMREG3')) tabs.push('mobile');
  return tabs;
}

/** docs/product/screens-and-routes.md#route-list: username is the default unless only mobile is enabled. */
export function defaultRegisterTab(flags: Partial<WhitelabelFlags>): RegisterTab {
  const tabs = registerTabs(flags);
  return tabs.length === 1 && tabs[0] === 'mobile' ? 'mobile' : 'username';
}

/** docs/product/screens-and-routes.md#route-list: password fields only for the username method, or the mobile method with MOBILENUMPASSREG3. */
export const showsPassword = (method: RegisterTab, flags: Partial<WhitelabelFlags>): boolean =>
  method === 'username' || on(flags, 'MOBILENUMPASSREG3');

/** docs/product/states.md#sms-code: the SMS code field for the mobile method with REGMOBVERF3. */
export const showsSmsCode = (method: RegisterTab, flags: Partial<WhitelabelFlags>): boolean =>
  method === 'mobile' && on(flags, 'REGMOBVERF3');

/** Which fields the method itself needs, whatever the settings say (mirrors what the server demands). */
function methodNeeds(method: RegisterTab, flags: Partial<WhitelabelFlags>): Set<RegisterField> {
  const needs = new Set<RegisterField>();
  if (method === 'username') needs.add('username');
  else needs.add('mobileNum');
  if (showsPassword(method, flags)) needs.add('password').add('confirmPassword');
  if (showsSmsCode(method, flags)) needs.add('verificationCode');
  return needs;
}

/** The pattern of a setting: the server's table first, then the contract's; null when neither knows the id. */
export function resolvePattern(
  patterns: Readonly<Record<string, ValidationPattern>>,
  patternId: number | undefined,
): ValidationPattern | null {
  if (patternId === undefined || patternId === null) return null;
  const fromServer = patterns[String(patternId)];
  if (fromServer && typeof fromServer.source === 'string') return fromServer;
  const fromContract = (contractPatterns as Readonly<Record<string, ValidationPattern>>)[String(patternId)];
  return fromContract ?? null;
}

/** The visible fields, in screen order (docs/product/screens-and-routes.md#route-list: optional fields only when enabled, (*) where required). */
export function registerFieldList(config: RegisterConfig): FieldSpec[] {
  const { settings, patterns, flags, method } = config;
  const needs = methodNeeds(method, flags);
  const list: FieldSpec[] = [];
  for (const name of registerFieldOrder) {
    const setting = settings[name];
    let visible: boolean;
    let required: boolean;
    if (needs.has(name)) {
      visible = true;
      required = true;
    } else if (
      name === 'username' ||
      name === 'password' ||
      name === 'confirmPassword' ||
      name === 'verificationCode'
    ) {
      // Not part of this method (docs/product/screens-and-routes.md#route-list): the mobile method has no username, and so on.
      visible = false;
      required = false;
    } else if (name === 'captcha') {
      // docs/product/validation.md#captcha: captcha required when shown.
      visible = setting?.enabled === true;
      required = visible;
    } else {
      visible = setting?.enabled === true;
      required = visible && setting?.required === true;
    }
    if (!visible) continue;
    const meta = registerFieldMeta[name];
    const pattern = name === 'confirmPassword' ? null : resolvePattern(patterns, setting?.patternId);
    list.push({
      name,
      kind: meta.kind,
      required,
      autoComplete: meta.autoComplete,
      maxLength: maxLengthOf(name, pattern),
      pattern,
      patternId: pattern ? Number(setting?.patternId) : null,
    });
  }
  return list;
}

function maxLengthOf(name: RegisterField, pattern: ValidationPattern | null): number | undefined {
  if (name === 'captcha') return limits.captchaMax;
  if (name === 'verificationCode') return limits.smsCodeMax;
  if (name === 'mobileNum') return Math.min(limits.mobileMax, pattern?.maxLength ?? limits.mobileMax);
  return pattern?.maxLength;
}

const compiled = new Map<string, RegExp | null>();
/** A server pattern that does not compile checks lengths only (a broken setting must not break the form). */
function regexOf(p: ValidationPattern): RegExp | null {
  const key = `${p.flags}/${p.source}`;
  if (!compiled.has(key)) {
    try {
      compiled.set(key, new RegExp(p.source, p.flags));
    } catch {
      compiled.set(key, null);
    }
  }
  return compiled.get(key) ?? null;
}

const digitsOnly = /^[0-9]+$/;

/**
 * docs/product/validation.md#registration's common verification function: a field not required and empty passes; otherwise the
 * answer is a message (shown under the field) or null. `values` gives confirm its password.
 */
export function checkField(
  spec: FieldSpec,
  raw: unknown,
  values: Partial<Record<RegisterField, unknown>>,
  t: Translate,
): string | null {
  const label = t(`fields.${spec.name}`);
  const keep = registerFieldMeta[spec.name].keepSpaces === true;
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  const value = keep ? text : text.trim();

  if (spec.name === 'confirmPassword') {
    // docs/product/validation.md#registration: confirm required ('incorrect password') and equal to the password ('confirmation incorrect').
    if (value === '') return t('validation.confirmRequired');
    const password = typeof values.password === 'string' ? values.password : '';
    return value === password ? null : t('validation.confirmMismatch');
  }
  if (value === '') {
    if (!spec.required) return null;
    return spec.name === 'captcha' ? t('validation.captchaRequired') : t('validation.required', { label });
  }
  if (spec.name === 'captcha' || spec.name === 'verificationCode') {
    // docs/product/validation.md#captcha: captcha numeric max 6; SMS code numeric max 10.
    const max = spec.name === 'captcha' ? limits.captchaMax : limits.smsCodeMax;
    if (!digitsOnly.test(value)) return t('validation.numeric', { label });
    if (value.length > max) return t('validation.maxLength', { label, max });
  }
  if (spec.name === 'mobileNum') {
    // docs/product/validation.md#registration: mobile max 20; the message names the minimum length (set by phone).
    const min = spec.pattern?.minLength ?? 1;
    const max = spec.maxLength ?? limits.mobileMax;
    if (!digitsOnly.test(value) || value.length > max || value.length < min)
      return t('validation.mobile', { label, min, max });
  }
  const p = spec.pattern;
  if (!p) return null;
  const re = regexOf(p);
  if (value.length < p.minLength || value.length > p.maxLength || (re !== null && !re.test(value))) {
    return patternMessage(spec, p, label, t);
  }
  return null;
}

/** `accounts:patterns.<id>`, or the server's own description for an id we have no words for. */
function patternMessage(spec: FieldSpec, p: ValidationPattern, label: string, t: Translate): string {
  const key = `patterns.${spec.patternId ?? 'unknown'}`;
  const text = t(key, { label, min: p.minLength, max: p.maxLength });
  if (text && text !== key && !text.endsWith(key)) return text;
  return t('validation.pattern', { label, description: p.description || `${p.minLength}-${p.maxLength}` });
}

/** The field list and its yup schema for one config. */
export function buildRegisterForm(config: RegisterConfig, t: Translate): RegisterForm {
  const fields = registerFieldList(config);
  const shape: Record<string, yup.StringSchema<string | undefined>> = {};
  for (const spec of fields) {
    shape[spec.name] = yup.string().test(spec.name, '', function verify(value) {
      const message = checkField(spec, value, this.parent as Partial<RegisterValues>, t);
      return message === null ? true : this.createError({ message });
    });
  }
  return { fields, schema: yup.object(shape) as yup.ObjectSchema<Partial<RegisterValues>> };
}

/** Empty values for every field, so switching tabs keeps what was typed. */
export const emptyRegisterValues = (): RegisterValues =>
  Object.fromEntries(registerFieldOrder.map((f) => [f, ''])) as RegisterValues;

/** The value to send: trimmed unless the field keeps spaces. */
export const cleanValue = (name: RegisterField, value: string): string =>
  registerFieldMeta[name].keepSpaces ? value : value.trim();
