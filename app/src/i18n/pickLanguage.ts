import { toLanguageCode } from './languages.ts';
import type { LanguageCode } from './languages.ts';

/**
 * Accept-Language ('fil-PH,fil;q=0.9,en;q=0.8') as tags, most wanted first; q=0 means "not this".
 * For a server that renders the first page; the browser's own list is navigator.languages.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}

export interface LanguageChoice {
  /** The player's own earlier choice (stored); always wins. */
  stored?: string | null;
  /** runtime-config `languageFromBrowser`: use the browser's languages before the default. */
  fromBrowser: boolean;
  /** navigator.languages, or parseAcceptLanguage(header) on a server. */
  browser: readonly string[];
  /** runtime-config `defaultLanguage` (docs/product/languages.md#interface-languages: TY). */
  configured: string;
}

/**
 * docs/decisions/i18n-whole-languages.md: the stored choice, else (when the operator turned it on) the
 * first browser language we ship, else the configured default, else TY.
 */
export function pickLanguage({ stored, fromBrowser, browser, configured }: LanguageChoice): LanguageCode {
  const own = toLanguageCode(stored);
  if (own) return own;
  if (fromBrowser) {
    for (const tag of browser) {
      const hit = toLanguageCode(tag);
      if (hit) return hit;
    }
  }
  return toLanguageCode(configured) ?? 'TY';
}
