/**
 * The operator's text overrides in a server render: the same checks and merge as the browser's
 * (i18n/overrides.ts), over the bundles the render uses, so the page's words and the data block's
 * bundles (which the browser hydrates with) are the operator's from the first byte.
 */
import type { ResourceKey, ResourceLanguage } from 'i18next';
import { fallbackLanguageCode, localeFolder, toTag } from '../i18n/languages.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { loadNamespace } from '../i18n/loader.ts';
import { flatBundle, mergeOverrides, validateOverrides } from '../i18n/overrides.ts';
import type { Overrides } from '../i18n/overrides.ts';

/** Checked once per file as read: the front-end server hands the same object until the file changes. */
const checked = new WeakMap<object, Promise<Overrides>>();

function check(raw: object, language: LanguageCode): Promise<Overrides> {
  let hit = checked.get(raw);
  if (!hit) {
    hit = validateOverrides(
      raw,
      async (ns) => {
        const en = await loadNamespace(fallbackLanguageCode, ns);
        return en && Object.keys(en).length > 0 ? flatBundle(en) : undefined;
      },
      `/i18n-overrides/${localeFolder(language)}.json`,
    );
    checked.set(raw, hit);
  }
  return hit;
}

/** `bundles` (per language tag, per namespace) with `raw` merged over the language's own. */
export async function applyOverrides(
  bundles: Record<string, ResourceLanguage>,
  language: LanguageCode,
  raw: unknown,
): Promise<Record<string, ResourceLanguage>> {
  if (!raw || typeof raw !== 'object') return bundles;
  const texts = await check(raw, language);
  const tag = toTag(language);
  const own = bundles[tag];
  if (!own || Object.keys(texts).length === 0) return bundles;
  const merged: ResourceLanguage = { ...own };
  for (const [ns, flat] of Object.entries(texts)) {
    merged[ns] = mergeOverrides((own[ns] ?? {}) as ResourceKey, flat) as ResourceLanguage[string];
  }
  return { ...bundles, [tag]: merged };
}
