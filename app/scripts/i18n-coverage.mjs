#!/usr/bin/env node
// Key coverage per locale and namespace (issue 6): EN and TY must hold every key of every namespace
// either of them has; every other language must hold every nav.*, auth.* and errors.* key of
// `common`. A translation must use the same {{placeholders}} as EN. No dependencies.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const defaultI18nDir = join(here, '..', 'src', 'i18n');

/** Sections of `common` that every language must translate. */
export const requiredSections = ['nav', 'auth', 'errors'];
/** Languages that must be complete. */
export const completeLanguages = ['EN', 'TY'];

/** Our codes in the order of the one table (languages.ts), read without a TypeScript loader. */
export function readLanguageCodes(i18nDir = defaultI18nDir) {
  const file = readFileSync(join(i18nDir, 'languages.ts'), 'utf8');
  // only the selectable table, not plannedLanguages
  const src = file.slice(file.indexOf('supportedLanguages = ['), file.indexOf('] as const'));
  return [...src.matchAll(/\{\s*code:\s*'([A-Z]+)'/g)].map((m) => m[1]);
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

function readNamespaces(i18nDir, code) {
  const dir = join(i18nDir, 'locales', code.toLowerCase());
  const result = {};
  if (!existsSync(dir)) return result;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    result[file.slice(0, -5)] = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return result;
}

const placeholders = (s) =>
  [...String(s).matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const present = (v) => typeof v === 'string' && v.trim() !== '';

/** Computes the table and the list of failures. */
export function checkCoverage(i18nDir = defaultI18nDir) {
  const codes = readLanguageCodes(i18nDir);
  const data = Object.fromEntries(codes.map((c) => [c, readNamespaces(i18nDir, c)]));
  // Reference keys per namespace: the union of EN and TY (they must agree).
  const reference = {};
  for (const c of completeLanguages) {
    for (const [ns, keys] of Object.entries(data[c] ?? {})) {
      reference[ns] ??= new Set();
      for (const k of Object.keys(keys)) reference[ns].add(k);
    }
  }
  const namespaces = Object.keys(reference).sort((a, b) => (a === 'common' ? -1 : b === 'common' ? 1 : a < b ? -1 : 1));
  const en = data.EN ?? {};
  const failures = [];
  const rows = [];
  for (const code of codes) {
    const row = { code, cells: {}, required: { have: 0, total: 0 } };
    for (const ns of namespaces) {
      const keys = [...reference[ns]];
      const mine = data[code]?.[ns] ?? {};
      const have = keys.filter((k) => present(mine[k]));
      row.cells[ns] = { have: have.length, total: keys.length };
      const missing = keys.filter((k) => !present(mine[k]));
      if (completeLanguages.includes(code) && missing.length) {
        failures.push(
          `${code} ${ns}: ${missing.length} missing (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''})`,
        );
      }
      if (ns === 'common') {
        const req = keys.filter((k) => requiredSections.includes(k.split('.')[0]));
        const reqMissing = req.filter((k) => !present(mine[k]));
        row.required = { have: req.length - reqMissing.length, total: req.length };
        if (!completeLanguages.includes(code) && reqMissing.length) {
          failures.push(
            `${code} common: ${reqMissing.length} nav/auth/errors keys missing (${reqMissing.slice(0, 5).join(', ')}${reqMissing.length > 5 ? ', ...' : ''})`,
          );
        }
      }
      for (const k of have) {
        const ref = en[ns]?.[k];
        if (ref !== undefined && placeholders(ref) !== placeholders(mine[k])) {
          failures.push(
            `${code} ${ns}:${k}: placeholders {{${placeholders(mine[k])}}} differ from EN {{${placeholders(ref)}}}`,
          );
        }
      }
      for (const k of Object.keys(mine)) {
        if (!reference[ns].has(k)) failures.push(`${code} ${ns}:${k}: key not in EN/TY (stale or misspelt)`);
      }
    }
    rows.push(row);
  }
  return { namespaces, rows, failures };
}

const pct = ({ have, total }) => (total === 0 ? '-' : `${Math.floor((have / total) * 1000) / 10}%`);

export function formatTable({ namespaces, rows }) {
  const head = ['lang', ...namespaces, 'nav/auth/errors'];
  const body = rows.map((r) => [r.code, ...namespaces.map((ns) => pct(r.cells[ns])), pct(r.required)]);
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
  console.log(`\nOK: EN and TY complete; every language has all nav/auth/errors keys.`);
}
