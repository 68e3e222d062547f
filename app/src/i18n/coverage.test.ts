import { describe, expect, it } from 'vitest';
import { defaultLabels } from '@lobby/ui-kit';

interface CoverageResult {
  namespaces: string[];
  rows: Array<{ code: string }>;
  failures: string[];
}
interface CoverageScript {
  checkCoverage(i18nDir?: string): CoverageResult;
  formatTable(result: CoverageResult): string;
  readLanguageCodes(i18nDir?: string): string[];
  checkTree(languages: Array<{ code: string; tag: string }>, files: Record<string, unknown>): CoverageResult;
}

const completeCommon = import.meta.glob<{ kit: Record<string, string> }>('./locales/*/common.json', {
  eager: true,
  import: 'default',
});

// The same gate as `npm run i18n:coverage -w @lobby/app`, so `npm test` enforces it.
const scriptPath: string = '../../scripts/i18n-coverage.mjs'; // a plain node script: no types to import
const script = (await import(/* @vite-ignore */ scriptPath)) as CoverageScript;

describe('i18n coverage', () => {
  it('has every shipped language whole: keys, placeholders, plural forms, nothing left in English', () => {
    const result = script.checkCoverage();
    expect(result.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['TY', 'EN', 'AR', 'MY', 'KM', 'LO', 'TE']));
    expect(result.rows).toHaveLength(36);
    expect(result.failures).toEqual([]);
  });

  it('has a common:kit.* text for every KitLabels key of the kit, in every language', () => {
    const keys = Object.keys(defaultLabels).sort();
    for (const [file, common] of Object.entries(completeCommon)) {
      expect(Object.keys(common.kit ?? {}).sort(), file).toEqual(keys);
    }
  });
});

describe('i18n coverage gate on a deliberately broken tree', () => {
  const en = {
    greeting: 'Welcome, {{name}}',
    login: 'Log in',
    brand: 'WhatsApp',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  };
  /** EN + one language, its member.json as given. */
  function tree(code: string, tag: string, files: Record<string, unknown>) {
    const own = Object.fromEntries(
      Object.entries(files).map(([name, body]) => [`${code.toLowerCase()}/${name}`, body]),
    );
    return script.checkTree(
      [
        { code: 'EN', tag: 'en' },
        { code, tag },
      ],
      { 'en/member.json': en, ...own },
    );
  }

  const goodVi = {
    greeting: 'Chào mừng, {{name}}',
    login: 'Đăng nhập',
    brand: 'WhatsApp',
    days_other: '{{count}} ngày',
  };

  it('passes a whole language (VI has one plural form; a brand name may stay as in EN)', () => {
    expect(tree('VI', 'vi', { 'member.json': goodVi }).failures).toEqual([]);
  });

  it('names a missing key, a broken placeholder and a value left in English', () => {
    const { failures } = tree('VI', 'vi', {
      'member.json': { greeting: 'Chào mừng, {{nome}}', brand: 'WhatsApp', days_other: 'Log in' },
    });
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^VI member: 1 missing \(login\)/),
        expect.stringMatching(/^VI member:greeting has \{nome\} not \{name\}/),
        expect.stringMatching(/^VI member:days_other has \{\} not \{count\}/),
      ]),
    );
  });

  it('names a value identical to EN that is not on the allow-list', () => {
    const { failures } = tree('VI', 'vi', { 'member.json': { ...goodVi, login: 'Log in' } });
    expect(failures).toEqual([expect.stringMatching(/^VI member: 1 identical to EN \(login\)/)]);
  });

  it('asks for every CLDR plural category of the language and refuses forms it lacks', () => {
    // Arabic: zero, one, two, few, many, other; Japanese: other only.
    const ar = tree('AR', 'ar', {
      'member.json': {
        greeting: 'مرحبًا {{name}}',
        login: 'دخول',
        brand: 'WhatsApp',
        days_one: 'يوم',
        days_other: '{{count}} يوم',
      },
    });
    expect(ar.failures).toEqual([
      expect.stringMatching(/^AR member: 4 missing \(days_zero, days_two, days_few, days_many\)/),
    ]);
    const ja = tree('JA', 'ja', {
      'member.json': {
        greeting: 'ようこそ {{name}}',
        login: 'ログイン',
        brand: 'WhatsApp',
        days_one: '1日',
        days_other: '{{count}}日',
      },
    });
    expect(ja.failures).toEqual([
      expect.stringMatching(/^JA member: plural forms ja does not have \[other\] \(days_one\)/),
    ]);
  });

  it('names a file that is not JSON and a missing namespace', () => {
    const { failures } = tree('VI', 'vi', { 'member.json': '{ "greeting": ' });
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^VI member\.json: not valid JSON/),
        expect.stringMatching(/^VI member: 4 missing/),
      ]),
    );
  });
});
