/**
 * What a server render reads from its request, parsed here and nowhere else: the language, the
 * brand and the query values the app's pages read. The front-end server keys its page cache on
 * this very answer (web/src/render.ts), so whatever the render reads is in the key and nothing else
 * is: a header written to trick one parser cannot make the render read something the key does not
 * hold (docs/decisions/web-server-rendering.md, "The page cache's key").
 */
import { isBrandName } from '@lobby/tokens';
import type { BrandName } from '@lobby/tokens';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { fallbackLanguageCode, localeFolder, toLanguageCode } from '../i18n/languages.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { parseAcceptLanguage, pickLanguage } from '../i18n/pickLanguage.ts';

/**
 * The query parameters a page reads while it renders (language, brand, the game list's filter, a
 * notice's or reward's id, the register form's affiliate code, a launch's game...). Any other
 * parameter is dropped before the render: it cannot change the page, so it is not in the cache key
 * (a cache-buster per request no longer costs a render). A page that starts reading a new parameter
 * adds it here.
 */
export const pageParams: readonly string[] = [
  'lang',
  'brand',
  'gameType',
  'vassalage',
  'id',
  'types',
  'i',
  'affiliateCode',
  'code',
  'a',
  'domain',
  'vendor',
  'nodeId',
  'gameId',
  'gameCode',
  'prize_mode',
  'prizeMode',
  'playType',
  'category',
  'supportPlay',
  'freePlay',
  'showChoice',
  'pageBack',
];

/** The request's cookies, each name once (the first wins), names and values trimmed as browsers send them. */
export function readCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || out.has(name)) continue;
    let value = part.slice(at + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // a malformed escape: the raw value, which no language or brand matches
    }
    out.set(name, value);
  }
  return out;
}

export interface RequestChoice {
  language: LanguageCode;
  brand: BrandName;
  /** The language's folder, as its operator override file is named (`i18n-overrides/<folder>.json`). */
  folder: string;
  /** The request's path. */
  path: string;
  /** The page's own query parameters, in a fixed order (`a=1&b=2`, or empty). */
  query: string;
}

/**
 * The language: `?lang=`, else the `lang` cookie (the player's choice), else on a first visit the
 * browser's Accept-Language when the operator turned `languageFromBrowser` on, else the operator's
 * default. The brand: `?brand=`, else the `brand` cookie, else the operator's.
 */
export function chooseForRequest(request: Request, config: RuntimeConfig): RequestChoice {
  const url = new URL(request.url);
  const cookies = readCookies(request.headers.get('cookie'));
  const chosen = toLanguageCode(url.searchParams.get('lang')) ?? toLanguageCode(cookies.get('lang'));
  const language =
    chosen ??
    (config.languageFromBrowser
      ? pickLanguage({
          fromBrowser: true,
          browser: parseAcceptLanguage(request.headers.get('accept-language')),
          configured: config.defaultLanguage,
        })
      : (toLanguageCode(config.defaultLanguage) ?? fallbackLanguageCode));
  const wanted = url.searchParams.get('brand') ?? cookies.get('brand');
  const params = new URLSearchParams();
  for (const name of pageParams) {
    for (const value of url.searchParams.getAll(name)) params.append(name, value);
  }
  return {
    language,
    folder: localeFolder(language),
    brand: isBrandName(wanted) ? wanted : config.brand,
    path: url.pathname,
    query: params.toString(),
  };
}
