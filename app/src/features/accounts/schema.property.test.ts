/**
 * Property test (issue 7 "Done when"): thousands of random strings into every field of the
 * registration form (all fields on, both methods) and of the other account forms: validation never
 * crashes, and every rejection carries a message.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ValidationError } from 'yup';
import type { AnySchema } from 'yup';
import { registerFields, validationPatterns, whitelabelFlags } from '@lobby/contract';
import type { RegisterField, RegisterFieldSetting, ValidationPattern, WhitelabelFlags } from '@lobby/contract';
import { buildRegisterForm, checkField, registerFieldList } from './schema.ts';
import type { RegisterConfig, Translate } from './schema.ts';
import { changePasswordSchema, forgotSchema, loginSchema, setByPhoneSchema } from './formRules.ts';

const t: Translate = (key, params) => (params ? `${key}|${JSON.stringify(params)}` : key);
const patterns = validationPatterns as unknown as Record<string, ValidationPattern>;
const everyFlag: Partial<WhitelabelFlags> = Object.fromEntries(whitelabelFlags.map((f) => [f, { enabled: '1' }]));
const everyField = (required: boolean) =>
  Object.fromEntries(
    registerFields.map((f, i) => [f, { enabled: true, required, patternId: ((i % 12) + 1) as 1 }]),
  ) as Record<RegisterField, RegisterFieldSetting>;

/** Any string: ASCII, full Unicode (astral, RTL, combining), whitespace and digits-heavy ones. */
const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^[0-9]{0,25}$/),
  fc.stringMatching(/^\s*[a-zA-Z0-9_@.]{0,20}\s*$/),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '😀😀😀', 'a'.repeat(500), '<script>', '0'.repeat(21)),
);

async function rejectionsHaveMessages(schema: AnySchema, path: string, values: Record<string, string>) {
  try {
    await schema.validateAt(path, values);
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    const err = e as ValidationError;
    expect(typeof err.message).toBe('string');
    expect(err.message.trim().length).toBeGreaterThan(0);
  }
}

describe('every registration field takes any string', () => {
  for (const method of ['username', 'mobile'] as const) {
    for (const required of [true, false]) {
      const config: RegisterConfig = { settings: everyField(required), patterns, flags: everyFlag, method };
      const { fields, schema } = buildRegisterForm(config, t);
      it(`${method} method, required=${required}: ${fields.length} fields x 300 strings`, async () => {
        for (const spec of fields) {
          await fc.assert(
            fc.asyncProperty(anyString, anyString, async (value, other) => {
              const values = { password: other, [spec.name]: value };
              await rejectionsHaveMessages(schema, spec.name, values);
              const direct = checkField(spec, value, values, t);
              expect(direct === null || direct.length > 0).toBe(true);
            }),
            { numRuns: 300 },
          );
        }
      });
    }
  }

  it('random server pattern tables (broken regexes, odd bounds) never crash', () => {
    const arbPattern = fc.record({
      source: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('([', '^\\p{L}+$', '^[a-z]{2,4}$', '(')),
      flags: fc.constantFrom('', 'u', 'i', 'zz'),
      minLength: fc.nat(30),
      maxLength: fc.nat(30),
      description: fc.string({ maxLength: 10 }),
    });
    fc.assert(
      fc.property(arbPattern, anyString, (p, value) => {
        const config: RegisterConfig = {
          settings: everyField(true),
          patterns: { ...patterns, '3': p },
          flags: everyFlag,
          method: 'username',
        };
        for (const spec of registerFieldList(config)) {
          const msg = checkField(spec, value, {}, t);
          expect(msg === null || msg.length > 0).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the other account forms take any string', () => {
  const pw = validationPatterns[4];
  const forms: [string, AnySchema, string[]][] = [
    ['login username', loginSchema('username', true, t), ['username', 'password', 'captcha']],
    ['login sms', loginSchema('sms', true, t), ['mobileNum', 'verificationCode', 'captcha']],
    ['forgot', forgotSchema(t), ['username', 'email']],
    ['set by phone', setByPhoneSchema(t, pw, 7), ['mobileNum', 'verificationCode', 'newPassword']],
    ['change password', changePasswordSchema(t, pw, true, null), ['oldPassword', 'newPassword', 'confirmNewPassword']],
    ['change password (old held)', changePasswordSchema(t, pw, false, 'abc123'), ['newPassword', 'confirmNewPassword']],
  ];
  it.each(forms)('%s', async (_name, schema, paths) => {
    for (const path of paths) {
      await fc.assert(
        fc.asyncProperty(anyString, anyString, async (value, other) => {
          await rejectionsHaveMessages(schema, path, {
            oldPassword: other,
            newPassword: other,
            [path]: value,
          });
        }),
        { numRuns: 500 },
      );
    }
  });
});
