#!/usr/bin/env node
// The coverage gate of every shipped language (docs/decisions/i18n-coverage.md). EN is the source:
// every other language in languages.ts's supportedLanguages must
//  - hold every key of every EN namespace, not empty;
//  - use the same {{placeholders}} (and the kit's {0} slots) as EN;
//  - give a plural key (EN `x_one` / `x_other`) one form per CLDR category of the language
//    (Intl.PluralRules(tag).resolvedOptions().pluralCategories), and no form the language lacks;
//  - not leave a value identical to EN, unless the value is on the allow-list (brand names, codes) or
//    has no letters to translate;
//  - hold no key EN lacks (stale or misspelt).
// No dependencies; `npm test` runs it and app/src/i18n/coverage.test.ts checks it on good and broken files.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const defaultI18nDir = join(here, '..', 'src', 'i18n');

export const sourceLanguage = 'EN';
const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** [{ code, tag }] in the order of the one table (languages.ts), read without a TypeScript loader. */
export function readLanguages(i18nDir = defaultI18nDir) {
  const file = readFileSync(join(i18nDir, 'languages.ts'), 'utf8');
  // only the selectable table, not plannedLanguages
  const src = file.slice(file.indexOf('supportedLanguages = ['), file.indexOf('] as const'));
  return [...src.matchAll(/\{\s*code:\s*'([A-Z]+)',\s*tag:\s*'([^']+)'/g)].map((m) => ({ code: m[1], tag: m[2] }));
}

/** Our codes, in table order. */
export function readLanguageCodes(i18nDir = defaultI18nDir) {
  return readLanguages(i18nDir).map((l) => l.code);
}

/** Values that may stay as in EN in every language: names and codes, not words. */
export function readAllowList(i18nDir = defaultI18nDir) {
  const file = join(i18nDir, 'coverage-allow.json');
  if (!existsSync(file)) return { values: new Set(), byLanguage: {} };
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const byLanguage = Object.fromEntries(
    Object.entries(raw.byLanguage ?? {}).map(([code, list]) => [code, new Set(list)]),
  );
  return { values: new Set(raw.values ?? []), byLanguage };
}

/** { 'nav.routes.home': 'Home', 'errors.login.failed': '...' } */
export function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

function readNamespaces(i18nDir, code, problems) {
  const dir = join(i18nDir, 'locales', code.toLowerCase());
  const result = {};
  if (!existsSync(dir)) return result;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    try {
      result[file.slice(0, -5)] = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    } catch (e) {
      problems.push(`${code} ${file}: not valid JSON (${e.message})`);
    }
  }
  return result;
}

/** The names in {{name}}, {{name, format}} and the kit's {0}, sorted: 'amount,count,0'. */
export const placeholders = (s) =>
  [
    ...[...String(s).matchAll(/\{\{\s*([^}\s,]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]),
    ...[...String(s).matchAll(/(?<!\{)\{(\d+)\}(?!\})/g)].map((m) => `{${m[1]}}`),
  ]
    .sort()
    .join(',');
const present = (v) => typeof v === 'string' && v.trim() !== '';
/** Text a translator would change: letters left after the placeholders are taken out. */
const hasWords = (s) => /\p{L}{2,}/u.test(String(s).replace(/\{\{[^}]*\}\}|\{\d+\}/g, ''));

/** 'unread_one' -> { base: 'unread', form: 'one' }; not a plural key -> undefined. */
function pluralOf(key) {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m ? { base: m[1], form: m[2] } : undefined;
}

const categoriesCache = new Map();
export function pluralCategories(tag) {
  if (!categoriesCache.has(tag)) {
    const cats = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    categoriesCache.set(
      tag,
      [...cats].sort((a, b) => pluralSuffixes.indexOf(a) - pluralSuffixes.indexOf(b)),
    );
  }
  return categoriesCache.get(tag);
}

const short = (list) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''}`;

/** Computes the table and the list of failures. */
export function checkCoverage(i18nDir = defaultI18nDir) {
  const languages = readLanguages(i18nDir);
  const allow = readAllowList(i18nDir);
  const failures = [];
  const en = readNamespaces(i18nDir, sourceLanguage, failures);
  const namespaces = Object.keys(en).sort((a, b) => (a === 'common' ? -1 : b === 'common' ? 1 : a < b ? -1 : 1));
  const rows = [];
  for (const { code, tag } of languages) {
    const data = code === sourceLanguage ? en : readNamespaces(i18nDir, code, failures);
    const categories = pluralCategories(tag);
    // The app reaches a language other than TY and EN through bundles/<code>.ts (loader.ts).
    const bundles = join(i18nDir, 'bundles');
    const folder = code.toLowerCase();
    if (!['en', 'ty'].includes(folder) && existsSync(bundles) && !existsSync(join(bundles, `${folder}.ts`))) {
      failures.push(`${code}: no bundles/${folder}.ts, so the app cannot load it (copy another language's)`);
    }
    const row = { code, cells: {}, total: { have: 0, total: 0 } };
    for (const ns of namespaces) {
      const ref = en[ns];
      const mine = data[ns] ?? {};
      // What this language must hold: EN's plain keys, and each EN plural base in its own categories.
      const expected = new Map(); // key -> the EN text it answers
      for (const [k, v] of Object.entries(ref)) {
        const p = pluralOf(k);
        if (!p) expected.set(k, v);
        else for (const c of categories) expected.set(`${p.base}_${c}`, ref[`${p.base}_other`] ?? v);
      }
      const missing = [];
      const badPlaceholders = [];
      const untranslated = [];
      let have = 0;
      for (const [k, enText] of expected) {
        const v = mine[k];
        if (!present(v)) {
          missing.push(k);
          continue;
        }
        have += 1;
        if (code === sourceLanguage) continue;
        const p = pluralOf(k);
        // The forms for exact small numbers (zero, one, two) may say the number in words and leave
        // {{count}} out; every other form, and every other slot, must match EN.
        const want = placeholders(enText);
        const got = placeholders(v);
        const dropCount = (t) => String(t).replace(/\{\{\s*count\b[^}]*\}\}/g, '');
        const same =
          p && ['zero', 'one', 'two'].includes(p.form)
            ? placeholders(dropCount(enText)) === placeholders(dropCount(v))
            : want === got;
        if (!same) badPlaceholders.push(`${k} has {${got}} not {${want}}`);
        const enSame = ref[k] ?? (p ? ref[`${p.base}_other`] : undefined);
        if (
          enSame !== undefined &&
          v === enSame &&
          hasWords(v) &&
          !allow.values.has(v) &&
          !allow.byLanguage[code]?.has(v)
        ) {
          untranslated.push(k);
        }
      }
      const extra = Object.keys(mine).filter((k) => !expected.has(k));
      row.cells[ns] = { have, total: expected.size };
      row.total.have += have;
      row.total.total += expected.size;
      if (missing.length) failures.push(`${code} ${ns}: ${missing.length} missing (${short(missing)})`);
      for (const b of badPlaceholders) failures.push(`${code} ${ns}:${b}`);
      if (untranslated.length) {
        failures.push(`${code} ${ns}: ${untranslated.length} identical to EN (${short(untranslated)})`);
      }
      if (extra.length) {
        const forms = extra.filter((k) => pluralOf(k));
        const plain = extra.filter((k) => !pluralOf(k));
        if (forms.length) {
          failures.push(`${code} ${ns}: plural forms ${tag} does not have [${categories.join(' ')}] (${short(forms)})`);
        }
        if (plain.length) failures.push(`${code} ${ns}: ${plain.length} keys not in EN (${short(plain)})`);
      }
    }
    rows.push(row);
  }
  return { namespaces, rows, failures };
}

/**
 * Runs the gate on a throwaway tree (for the gate's own tests): `languages` as in languages.ts,
 * `files` as { 'en/member.json': text or object }, beside a copy of the real allow-list.
 */
export function checkTree(languages, files) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-gate-'));
  try {
    const rows = languages.map((l) => `  { code: '${l.code}', tag: '${l.tag}' },`).join('\n');
    writeFileSync(join(dir, 'languages.ts'), `export const supportedLanguages = [\n${rows}\n] as const;\n`);
    copyFileSync(join(defaultI18nDir, 'coverage-allow.json'), join(dir, 'coverage-allow.json'));
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, 'locales', name)), { recursive: true });
      writeFileSync(join(dir, 'locales', name), typeof body === 'string' ? body : JSON.stringify(body));
    }
    return checkCoverage(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pct = ({ have, total }) => (total === 0 ? '-' : `${Math.floor((have / total) * 1000) / 10}%`);

export function formatTable({ namespaces, rows }) {
  const head = ['lang', ...namespaces, 'all'];
  const body = rows.map((r) => [r.code, ...namespaces.map((ns) => pct(r.cells[ns])), pct(r.total)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = checkCoverage();
  console.log(formatTable(result));
  if (result.failures.length) {
    console.error(`\n${result.failures.length} problem(s):\n- ${result.failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`\nOK: ${result.rows.length} languages whole (keys, placeholders, plural forms, no English left).`);
}
