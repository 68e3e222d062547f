/**
 * The EN fallback a server-rendered page sends: only the texts its own language lacks. i18next looks
 * a key up in the page's language, then in EN (docs/product/languages.md#interface-languages), so a
 * key the language has never reads EN's text; TY is whole, and on a TY page (the default) the EN
 * bundles were 16 KB of the page's 60 KB data block and 17% of its compressed bytes, none of them
 * read. The browser takes EN's whole bundles again before it switches language (i18n.ts,
 * setLanguage): to EN itself, or to a language that falls back to texts this page left out.
 */
import type { ResourceLanguage } from 'i18next';

type Texts = { [key: string]: unknown };

const isTexts = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A text i18next would answer with (an empty one falls back to EN: textOptions.returnEmptyString). */
const hasText = (v: unknown) => typeof v === 'string' && v !== '';

/** EN's texts under `en` that `own` has no text for, in EN's nesting; undefined when there are none. */
function lacking(en: Texts, own: unknown): Texts | undefined {
  const mine = isTexts(own) ? own : {};
  const out: Texts = {};
  for (const [key, value] of Object.entries(en)) {
    if (isTexts(value)) {
      const inner = lacking(value, mine[key]);
      if (inner) out[key] = inner;
    } else if (!hasText(mine[key])) {
      out[key] = value;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * `resources` (per language tag, per namespace) with the fallback language's bundles cut to what
 * `language`'s lack. Every namespace stays, empty if need be: the browser counts a namespace it was
 * given as loaded and fetches nothing for it while it hydrates.
 */
export function fallbackTextsOnly(
  resources: Record<string, ResourceLanguage>,
  language: string,
  fallback: string,
): Record<string, ResourceLanguage> {
  const en = resources[fallback];
  if (language === fallback || !en) return resources;
  const own = resources[language] ?? {};
  const cut: ResourceLanguage = {};
  for (const [ns, bundle] of Object.entries(en)) {
    cut[ns] = (isTexts(bundle) ? lacking(bundle, own[ns]) : undefined) ?? {};
  }
  return { ...resources, [fallback]: cut };
}
