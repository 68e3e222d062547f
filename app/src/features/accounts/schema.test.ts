import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { defaultFieldPatterns, registerFields, validationPatterns, whitelabelFlags } from '@lobby/contract';
import type { RegisterField, RegisterFieldSetting, ValidationPattern, WhitelabelFlags } from '@lobby/contract';
import {
  buildRegisterForm,
  defaultRegisterTab,
  registerFieldList,
  registerTabs,
  resolvePattern,
  showsPassword,
  showsSmsCode,
} from './schema.ts';
import type { RegisterConfig, RegisterTab, Translate } from './schema.ts';
import { registerFieldOrder } from './fields.ts';

/** Keys come back with their values, so tests can assert which rule answered. */
export const keyT: Translate = (key, params) => (params ? `${key}|${JSON.stringify(params)}` : key);
const patterns = validationPatterns as unknown as Record<string, ValidationPattern>;

const flags = (on: string[]): Partial<WhitelabelFlags> =>
  Object.fromEntries(whitelabelFlags.map((f) => [f, { enabled: on.includes(f) ? '1' : '0' }]));
const allOff = (): Record<RegisterField, RegisterFieldSetting> =>
  Object.fromEntries(registerFields.map((f) => [f, { enabled: false, required: false, patternId: 1 }])) as Record<
    RegisterField,
    RegisterFieldSetting
  >;
const withFields = (
  over: Partial<Record<RegisterField, Partial<RegisterFieldSetting>>>,
  base = allOff(),
): Record<RegisterField, RegisterFieldSetting> => {
  const out = { ...base };
  // The contract's pattern per field, as a server answers when the merchant changed none.
  for (const f of registerFields) out[f] = { ...out[f], patternId: defaultFieldPatterns[f] };
  for (const [f, s] of Object.entries(over)) out[f as RegisterField] = { ...out[f as RegisterField], ...s };
  return out;
};
const cfg = (method: RegisterTab, on: string[], fields = withFields({})): RegisterConfig => ({
  settings: fields,
  patterns,
  flags: flags(on),
  method,
});
const names = (c: RegisterConfig) => registerFieldList(c).map((f) => f.name);
const requiredOf = (c: RegisterConfig) =>
  registerFieldList(c)
    .filter((f) => f.required)
    .map((f) => f.name);

const errorsOf = async (c: RegisterConfig, values: Record<string, string>) => {
  const { schema } = buildRegisterForm(c, keyT);
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return Object.fromEntries(e.inner.map((i) => [i.path, i.message]));
  }
};

describe('registration tabs (docs/product/accounts.md#registration)', () => {
  it.each([
    [['USERNAMEREG3', 'MOBILENUMREG3'], ['username', 'mobile'], 'username'],
    [['USERNAMEREG3'], ['username'], 'username'],
    [['MOBILENUMREG3'], ['mobile'], 'mobile'],
    [[], [], 'username'],
  ])('flags %j give tabs %j, default %s', (on, tabs, def) => {
    expect(registerTabs(flags(on))).toEqual(tabs);
    expect(defaultRegisterTab(flags(on))).toBe(def);
  });
  it('password only for username, or mobile with MOBILENUMPASSREG3; SMS code only for mobile with REGMOBVERF3', () => {
    expect(showsPassword('username', flags([]))).toBe(true);
    expect(showsPassword('mobile', flags([]))).toBe(false);
    expect(showsPassword('mobile', flags(['MOBILENUMPASSREG3']))).toBe(true);
    expect(showsSmsCode('username', flags(['REGMOBVERF3']))).toBe(false);
    expect(showsSmsCode('mobile', flags(['REGMOBVERF3']))).toBe(true);
    expect(showsSmsCode('mobile', flags([]))).toBe(false);
  });
});

describe('field list from config', () => {
  it('all optional fields off: username method shows only what the method needs', () => {
    expect(names(cfg('username', []))).toEqual(['username', 'password', 'confirmPassword']);
    expect(requiredOf(cfg('username', []))).toEqual(['username', 'password', 'confirmPassword']);
  });
  it('mobile method without flags: only the mobile number', () => {
    expect(names(cfg('mobile', []))).toEqual(['mobileNum']);
  });
  it('mobile method with MOBILENUMPASSREG3 and REGMOBVERF3', () => {
    expect(names(cfg('mobile', ['MOBILENUMPASSREG3', 'REGMOBVERF3']))).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
  });
  it('the mobile method never shows a username, even when the setting enables it', () => {
    const c = cfg('mobile', [], withFields({ username: { enabled: true, required: true } }));
    expect(names(c)).not.toContain('username');
  });
  it('the username method never shows the SMS code, even when its setting is on', () => {
    const c = cfg('username', ['REGMOBVERF3'], withFields({ verificationCode: { enabled: true, required: true } }));
    expect(names(c)).not.toContain('verificationCode');
  });

  // Every field but a method's own (username, mobile, password, SMS code) and the captcha.
  const methodOwn: RegisterField[] = [
    'username',
    'mobileNum',
    'password',
    'confirmPassword',
    'verificationCode',
    'captcha',
  ];
  const optional = registerFields.filter((f) => !methodOwn.includes(f));
  describe.each(['username', 'mobile'] as const)('%s method', (method) => {
    it.each(optional)('%s appears only when enabled, required exactly per config', (field) => {
      expect(names(cfg(method, []))).not.toContain(field);
      const shown = registerFieldList(cfg(method, [], withFields({ [field]: { enabled: true, required: false } })));
      expect(shown.find((f) => f.name === field)?.required).toBe(false);
      const req = registerFieldList(cfg(method, [], withFields({ [field]: { enabled: true, required: true } })));
      expect(req.find((f) => f.name === field)?.required).toBe(true);
      // required without enabled shows nothing
      expect(names(cfg(method, [], withFields({ [field]: { enabled: false, required: true } })))).not.toContain(field);
    });
  });
  it('mobile on the username method follows its setting', () => {
    expect(names(cfg('username', [], withFields({ mobileNum: { enabled: true } })))).toContain('mobileNum');
    expect(requiredOf(cfg('username', [], withFields({ mobileNum: { enabled: true, required: true } })))).toContain(
      'mobileNum',
    );
  });
  it('captcha is required whenever it is shown (docs/product/validation.md#captcha)', () => {
    const c = cfg('username', [], withFields({ captcha: { enabled: true, required: false } }));
    expect(registerFieldList(c).find((f) => f.name === 'captcha')).toMatchObject({ required: true, maxLength: 6 });
  });
  it('every field enabled keeps the docs/product/screens-and-routes.md#route-list order', () => {
    const every = withFields(Object.fromEntries(registerFields.map((f) => [f, { enabled: true, required: true }])));
    // the SMS code field belongs to the mobile method, not to a username registration
    expect(names(cfg('username', ['REGMOBVERF3'], every))).toEqual(
      registerFieldOrder.filter((f) => f !== 'verificationCode'),
    );
  });
  it('pattern ids come from the settings; the server table wins over the contract', () => {
    const custom = { ...patterns, '4': { ...validationPatterns[4], source: '^[0-9]{8}$', minLength: 8, maxLength: 8 } };
    const c: RegisterConfig = { ...cfg('username', []), patterns: custom };
    const pw = registerFieldList(c).find((f) => f.name === 'password');
    expect(pw?.pattern?.source).toBe('^[0-9]{8}$');
    expect(pw?.maxLength).toBe(8);
    expect(resolvePattern({}, 99)).toBeNull();
    expect(resolvePattern({}, 4)?.source).toBe(validationPatterns[4].source);
  });
});

describe('yup schema from config', () => {
  const base = { username: 'player01', password: 'abc123', confirmPassword: 'abc123' };
  it('accepts a valid username registration', async () => {
    expect(await errorsOf(cfg('username', []), base)).toEqual({});
  });
  it('required fields name their label; optional empty fields pass', async () => {
    const c = cfg('username', [], withFields({ email: { enabled: true, required: false } }));
    expect(await errorsOf(c, { ...base, email: '' })).toEqual({});
    const r = cfg('username', [], withFields({ email: { enabled: true, required: true } }));
    expect((await errorsOf(r, { ...base, email: '' })).email).toMatch(/^validation\.required\|.*fields\.email/);
  });
  it('pattern failures answer the pattern message with its bounds', async () => {
    const e = await errorsOf(cfg('username', []), { ...base, username: '1abc' });
    expect(e.username).toMatch(/^patterns\.1\|/);
    expect(e.username).toContain('"min":6');
  });
  it('confirm: required, then equal to password (docs/product/validation.md#registration)', async () => {
    expect((await errorsOf(cfg('username', []), { ...base, confirmPassword: '' })).confirmPassword).toBe(
      'validation.confirmRequired',
    );
    expect((await errorsOf(cfg('username', []), { ...base, confirmPassword: 'abc124' })).confirmPassword).toBe(
      'validation.confirmMismatch',
    );
  });
  it('captcha: required when shown, numeric, max 6', async () => {
    const c = cfg('username', [], withFields({ captcha: { enabled: true } }));
    expect((await errorsOf(c, { ...base, captcha: '' })).captcha).toBe('validation.captchaRequired');
    expect((await errorsOf(c, { ...base, captcha: '12a' })).captcha).toMatch(/^validation\.numeric/);
    expect((await errorsOf(c, { ...base, captcha: '1234567' })).captcha).toMatch(/^validation\.maxLength.*"max":6/);
    expect(await errorsOf(c, { ...base, captcha: '1234' })).toEqual({});
  });
  it('SMS code numeric max 10; mobile digits max 20 with its minimum in the message', async () => {
    const c = cfg('mobile', ['REGMOBVERF3']);
    expect((await errorsOf(c, { mobileNum: '9170000009', verificationCode: '12345678901' })).verificationCode).toMatch(
      /^validation\.maxLength.*"max":10/,
    );
    expect((await errorsOf(c, { mobileNum: '12', verificationCode: '123456' })).mobileNum).toMatch(
      /^validation\.mobile.*"min":7/,
    );
    expect(await errorsOf(c, { mobileNum: '9170000009', verificationCode: '123456' })).toEqual({});
  });
  it('a pattern that does not compile checks lengths only, never throws', async () => {
    const broken = { ...patterns, '12': { source: '([', flags: '', minLength: 2, maxLength: 4, description: 'x' } };
    const c: RegisterConfig = {
      ...cfg('username', [], withFields({ nickname: { enabled: true, required: true, patternId: 12 } })),
      patterns: broken,
    };
    expect((await errorsOf(c, { ...base, nickname: 'abcdef' })).nickname).toMatch(/^patterns\.12/);
    expect(await errorsOf(c, { ...base, nickname: 'abc' })).toEqual({});
  });
  it('an unknown pattern id keeps the required rule only', async () => {
    const c = cfg('username', [], withFields({ wechat: { enabled: true, required: true, patternId: 77 as 1 } }));
    expect(registerFieldList(c).find((f) => f.name === 'wechat')?.pattern).toBeNull();
    expect(await errorsOf(c, { ...base, wechat: 'anything at all' })).toEqual({});
    expect((await errorsOf(c, { ...base, wechat: '' })).wechat).toMatch(/^validation\.required/);
  });
  it('text fields are trimmed before checking; passwords are taken as typed', async () => {
    expect(await errorsOf(cfg('username', []), { ...base, username: '  player01 ' })).toEqual({});
    const e = await errorsOf(cfg('username', []), { ...base, password: ' abc123', confirmPassword: ' abc123' });
    expect(e.password).toMatch(/^patterns\.4/);
  });
  it('fields of the other method are not validated (typed values survive a tab switch)', async () => {
    expect(await errorsOf(cfg('mobile', []), { mobileNum: '9170000009', username: '!!' })).toEqual({});
  });
});
