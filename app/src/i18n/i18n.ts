import i18next from 'i18next';
import type { i18n as I18n, Resource, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@lobby/contract';
import {
  defaultLanguageCode,
  fallbackLanguageCode,
  isRtl,
  languageInfo,
  supportedLanguages,
  toLanguageCode,
  toTag,
} from './languages.ts';
import type { LanguageCode } from './languages.ts';
import { lazyBackend, loadWithOverrides } from './loader.ts';
import { numerals } from './numerals.ts';
import { writeChoiceCookie } from '../config/choiceCookie.ts';

/** The app's one i18next instance (react-i18next is bound to it by initI18n). */
export const i18n: I18n = i18next.createInstance();

/** protocol.md: the language choice is stored under this key. */
export const languageStorageKey: string = storageKeys.language;

function readStoredLanguage(): LanguageCode | undefined {
  try {
    return toLanguageCode(globalThis.localStorage?.getItem(languageStorageKey));
  } catch {
    return undefined; // storage blocked (private mode): the default language it is
  }
}

function storeLanguage(code: LanguageCode): void {
  // The server renders the next page in it (config/choiceCookie.ts).
  writeChoiceCookie('lang', code);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, code);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/**
 * Sets `lang` and `dir` on <html> for a language: AR, FA and UR lay out right to left. An attribute
 * that already holds the value is left alone: the server sent both, and setting either again (even
 * to the same value) makes the browser walk the whole page for its direction and language as the
 * page starts (about 40 ms of a phone's main thread on the home).
 */
export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  const root = doc.documentElement;
  const wanted = { lang: toTag(code), dir: isRtl(code) ? 'rtl' : 'ltr' };
  for (const [name, value] of Object.entries(wanted)) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
}

/**
 * Our code (TY, EN, ...) of the language in use, for the `Language` header of every API call.
 * Before init it answers the stored choice or the default.
 */
export function currentLanguageCode(): LanguageCode {
  return renderScope?.() ?? toLanguageCode(i18n.language) ?? readStoredLanguage() ?? defaultLanguageCode;
}

let renderScope: (() => LanguageCode | undefined) | undefined;

/**
 * The server renders many requests in one process: its renderer answers whose request is running
 * (the page's first-screen calls, and React's render in every tick it resumes in), so whatever reads
 * the language there (a formatted number, a call's header) gets that request's, not the process's.
 */
export function setRenderLanguageScope(read: () => LanguageCode | undefined): void {
  renderScope = read;
}

/** BCP 47 tag of the language in use ('fil', 'zh-CN', ...), for Intl. */
export function currentLanguageTag(): string {
  return toTag(currentLanguageCode());
}

let initPromise: Promise<void> | undefined;

/**
 * The namespaces whose EN bundles came cut with the page (a server-rendered page in another
 * language holds only the EN texts its language lacks: ssr/fallbackTexts.ts), until EN's whole
 * bundles have been loaded over them.
 */
let cutFallback: string[] = [];

/** How many language switches have been asked for (setLanguage): the latest one wins. */
let picks = 0;

/**
 * Bundles (per language, per namespace) with every namespace that any language of them has: one
 * the language lacks (it falls back to EN) is there too, empty, or useTranslation would suspend on
 * it, and on a server-rendered page the boundary would lose its markup to the first state update.
 * Not copied: the bundles are i18next's store from here on (copying and merging them key by key was
 * ~90 ms of a phone's main thread before hydration).
 */
function everyNamespace(bundled: Resource): { resources: Resource; namespaces: string[] } {
  const namespaces = [...new Set(Object.values(bundled).flatMap((bundles) => Object.keys(bundles)))];
  const resources = Object.fromEntries(
    Object.entries(bundled).map(([language, bundles]) => [
      language,
      Object.fromEntries(namespaces.map((ns) => [ns, bundles[ns] ?? {}])),
    ]),
  );
  return { resources, namespaces };
}

/**
 * Starts i18next once: `initialLanguage` (any code or tag), else the stored choice, else TY.
 * Resolves when the `common` namespace of that language and of the EN fallback are loaded.
 * `bundled`: texts already at hand (a server-rendered page's), in i18next's store from the start;
 * only what they lack is fetched.
 */
export function initI18n(initialLanguage?: string, bundled?: Resource): Promise<void> {
  if (initPromise) {
    const wanted = toLanguageCode(initialLanguage);
    return wanted ? initPromise.then(() => setLanguage(wanted)).then(() => undefined) : initPromise;
  }
  const stored = readStoredLanguage();
  // A choice stored before the cookie existed: the server renders in it from the next page on.
  if (stored && !toLanguageCode(initialLanguage)) writeChoiceCookie('lang', stored);
  const code = toLanguageCode(initialLanguage) ?? stored ?? defaultLanguageCode;
  const given = bundled && everyNamespace(bundled);
  if (given && code !== fallbackLanguageCode) cutFallback = given.namespaces;
  i18n.on('languageChanged', (lng: string) => {
    const changed = toLanguageCode(lng);
    if (!changed || typeof document === 'undefined') return;
    applyDocumentLanguage(changed);
  });
  initPromise = i18n
    .use(lazyBackend)
    .use(numerals)
    .use(initReactI18next)
    .init({
      lng: toTag(code),
      fallbackLng: toTag(fallbackLanguageCode),
      supportedLngs: supportedLanguages.map((l) => l.tag),
      // 'zh-CN' must not also fetch 'zh': every language has exactly one folder.
      load: 'currentOnly',
      // With bundles, their namespaces too: a language picked later loads all of them before the
      // page switches to it (a frame part outside any Suspense boundary must not suspend then).
      ns: [...new Set(['common', ...(given?.namespaces ?? [])])],
      ...textOptions,
      ...(given && { resources: given.resources, partialBundledLanguages: true }),
      // A language without a namespace file (AR has only common) answers an empty bundle at once and
      // counts as loaded before the EN fallback chunk lands: re-render (new t) when a bundle is added,
      // so labels memoised on t do not keep the keys (seen in the AR home page story).
      react: { bindI18nStore: 'added' },
    })
    .then(() => undefined);
  return initPromise;
}

/**
 * How a key becomes a text, the same in the browser and in the server's render (entry-server.tsx;
 * both instances use the `numerals` formatter).
 * The separators are i18next's defaults, named: a key is then always a path, and i18next does not
 * test each key for natural language (a regular expression on every `t` call, 12 ms of a game
 * list's hydration on a slow phone).
 */
export const textOptions = {
  defaultNS: 'common',
  // React escapes. Every value goes through the formatter (numerals.ts: numbers in the language's digits).
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnEmptyString: false, // an empty translation falls back to EN
  keySeparator: '.',
  nsSeparator: ':',
} as const;

/**
 * Switches language: loads the texts first, then stores the choice and sets <html lang dir>.
 * Resolves false when the texts could not be loaded (offline): the page then stays in its own
 * language, whose texts are all there, and the caller says why (useLanguageSwitch); true otherwise.
 * Loaded before the switch, all or nothing:
 * - the new language's bundles of every namespace in use. i18next would switch anyway when one
 *   fails, after seconds of retries, and show English (or keys) for what did not come;
 * - EN's bundles that came cut with a server-rendered page (ssr/fallbackTexts.ts): the new language
 *   may read EN texts the page's own did not, and i18next counts the cut bundles as loaded.
 * A pick made while an earlier one is still loading wins: the earlier one then changes nothing.
 */
export async function setLanguage(codeOrTag: string): Promise<boolean> {
  const code = toLanguageCode(codeOrTag);
  if (!code) throw new Error(`Unsupported language: ${codeOrTag}`);
  const pick = ++picks;
  const tag = languageInfo(code).tag;
  if (tag === i18n.language) {
    storeLanguage(code);
    return true;
  }
  const inUse = [i18n.options.ns ?? []].flat();
  const needed: (readonly [language: string, namespace: string])[] = [
    ...inUse.filter((ns) => !i18n.hasResourceBundle(tag, ns)).map((ns) => [tag, ns] as const),
    ...cutFallback.map((ns) => [toTag(fallbackLanguageCode), ns] as const),
  ];
  let loaded: ResourceKey[];
  try {
    // Read as i18next's backend reads them (with the operator's overrides), without its retries.
    loaded = await Promise.all(needed.map(([lng, ns]) => loadWithOverrides(lng, ns)));
  } catch {
    return pick !== picks; // a failure matters only for the latest pick
  }
  needed.forEach(([lng, ns], n) => i18n.addResourceBundle(lng, ns, loaded[n], true, true));
  cutFallback = [];
  if (pick !== picks) return true;
  storeLanguage(code);
  await i18n.changeLanguage(tag);
  return true;
}

/**
 * The text for an API error code (`errors.<code>` in `common`), else the server's message,
 * else the catalogue's 'Unknown error'.
 */
export function errorMessage(code: string | undefined, serverMessage?: string): string {
  const key = `errors.${code ?? 'unknown.error'}`;
  if (code && i18n.exists(key)) return i18n.t(key);
  return serverMessage || i18n.t('errors.unknown.error');
}
