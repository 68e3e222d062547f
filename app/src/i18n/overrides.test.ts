import { describe, expect, it } from 'vitest';
import { mergeOverrides, validateOverrides } from './overrides.ts';

const en: Record<string, Record<string, unknown>> = {
  common: { 'auth.buttons.login': 'Log in', 'auth.labels.greeting': 'Hello, {{name}}' },
  shell: { 'header.unread_one': '{{count}} unread message', 'header.unread_other': '{{count}} unread messages' },
};
const enOf = (ns: string) => Promise.resolve(en[ns]);

async function check(raw: unknown) {
  const warnings: string[] = [];
  const kept = await validateOverrides(raw, enOf, 'i18n-overrides/ty.json', (m) => warnings.push(m));
  return { kept, warnings };
}

describe('operator text overrides', () => {
  it('keeps nested and dotted keys EN has, with the same placeholders', async () => {
    const { kept, warnings } = await check({
      common: { auth: { buttons: { login: 'Pumasok na' } }, 'auth.labels.greeting': 'Kumusta, {{name}}!' },
      shell: { header: { unread_few: '{{count}} mensahe' } },
    });
    expect(warnings).toEqual([]);
    expect(kept).toEqual({
      common: { 'auth.buttons.login': 'Pumasok na', 'auth.labels.greeting': 'Kumusta, {{name}}!' },
      shell: { 'header.unread_few': '{{count}} mensahe' },
    });
  });

  it('names and ignores unknown namespaces, unknown keys, broken placeholders and non-text', async () => {
    const { kept, warnings } = await check({
      nope: { a: 'b' },
      common: {
        'auth.buttons.logn': 'Typo',
        'auth.labels.greeting': 'Kumusta, {{nmae}}',
        'auth.buttons.login': 42,
      },
    });
    expect(kept).toEqual({});
    expect(warnings).toEqual([
      'i18n-overrides/ty.json: unknown namespace "nope" ignored',
      'i18n-overrides/ty.json: unknown key common:auth.buttons.logn ignored',
      'i18n-overrides/ty.json: common:auth.labels.greeting has placeholders {nmae}, EN has {name}; ignored',
      'i18n-overrides/ty.json: common:auth.buttons.login is not text; ignored',
    ]);
  });

  it('refuses a file that is not an object of namespaces', async () => {
    const { kept, warnings } = await check(['Log in']);
    expect(kept).toEqual({});
    expect(warnings).toEqual(['i18n-overrides/ty.json: not a JSON object of namespaces; ignored']);
  });

  it('merges over a copy of the bundle, leaving the other keys and the original alone', () => {
    const bundle = { auth: { buttons: { login: 'Mag-login', register: 'Magrehistro' } } };
    const merged = mergeOverrides(bundle, { 'auth.buttons.login': 'Pumasok na' });
    expect(merged).toEqual({ auth: { buttons: { login: 'Pumasok na', register: 'Magrehistro' } } });
    expect(bundle.auth.buttons.login).toBe('Mag-login');
  });
});
