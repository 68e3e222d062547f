/**
 * Operator text overrides at run time (docs/decisions/i18n-whole-languages.md): `/i18n-overrides/<code>.json`,
 * served beside runtime-config.json, changes any text of that language with no rebuild. Shape:
 * `{ "<namespace>": { "<key>": "text" } }`, keys nested or dotted (`"auth.buttons.login"`).
 * An override is merged over the language's own bundle as the bundle loads. A key EN does not have,
 * a value that is not text, or text whose {{placeholders}} differ from EN's is named in console.warn
 * and ignored: a typo never shows on screen as a raw key or a broken sentence.
 */
import type { ResourceKey } from 'i18next';

type Texts = Record<string, string>;
/** namespace -> flat key -> text */
export type Overrides = Record<string, Texts>;

const pluralForm = /_(zero|one|two|few|many|other)$/;

function flatten(obj: unknown, prefix: string, out: Record<string, unknown>): Record<string, unknown> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
      else out[key] = v;
    }
  }
  return out;
}

/** The names of {{name}} / {{name, format}} and the kit's {0} slots, sorted. */
function slots(text: string): string {
  return [
    ...[...text.matchAll(/\{\{\s*([^}\s,]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]),
    ...[...text.matchAll(/(?<!\{)\{(\d+)\}(?!\})/g)].map((m) => `{${m[1]}}`),
  ]
    .sort()
    .join(',');
}

/**
 * Checks an override file against EN's bundles: keeps what is safe, names the rest. `en(ns)` answers
 * EN's flat keys of a namespace (undefined when EN has no such namespace).
 */
export async function validateOverrides(
  raw: unknown,
  en: (namespace: string) => Promise<Record<string, unknown> | undefined>,
  source: string,
  warn: (message: string) => void = (m) => console.warn(m),
): Promise<Overrides> {
  const kept: Overrides = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`${source}: not a JSON object of namespaces; ignored`);
    return kept;
  }
  for (const [ns, body] of Object.entries(raw as Record<string, unknown>)) {
    const ref = await en(ns);
    if (!ref) {
      warn(`${source}: unknown namespace "${ns}" ignored`);
      continue;
    }
    for (const [key, value] of Object.entries(flatten(body, '', {}))) {
      // A plural form answers EN's 'other' form of the same key (a language may have forms EN lacks).
      const base = key.replace(pluralForm, '');
      const enText = ref[key] ?? (base !== key ? ref[`${base}_other`] : undefined);
      if (typeof enText !== 'string') {
        warn(`${source}: unknown key ${ns}:${key} ignored`);
      } else if (typeof value !== 'string' || value.trim() === '') {
        warn(`${source}: ${ns}:${key} is not text; ignored`);
      } else if (
        slots(value) !== slots(enText) &&
        !(base !== key && slots(value) === slots(enText.replace(/\{\{\s*count\b[^}]*\}\}/g, '')))
      ) {
        warn(`${source}: ${ns}:${key} has placeholders {${slots(value)}}, EN has {${slots(enText)}}; ignored`);
      } else {
        (kept[ns] ??= {})[key] = value;
      }
    }
  }
  return kept;
}

/** Writes flat dotted keys into a copy of a nested bundle. */
export function mergeOverrides(bundle: ResourceKey, texts: Texts | undefined): ResourceKey {
  if (!texts || typeof bundle !== 'object' || bundle === null) return bundle;
  const out = structuredClone(bundle) as Record<string, unknown>;
  for (const [key, value] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (!next || typeof next !== 'object') node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}

/** A bundle as flat dotted keys, as the checks compare them (here, not in the loader: first-load budget). */
export function flatBundle(obj: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatBundle(v, key, out);
    else out[key] = v;
  }
  return out;
}
