import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { fallbackLanguageCode, localeFolder, toLanguageCode } from './languages.ts';
import type { Overrides } from './overrides.ts';

type Loaders = Record<string, () => Promise<ResourceKey>>;

/**
 * Every ./locales/<code>/<namespace>.json is its own lazy chunk: only the active language (and the
 * EN fallback) is fetched. TY (the default) and EN (the fallback) are listed here, so their first
 * texts start loading with the entry. Every other language is reached through its small
 * ./bundles/<code>.ts table (one more chunk, fetched only when that language is picked): listing all
 * 36 x 9 files here put each chunk's hashed name into every page's first load (+5 KB gzip). The map
 * of those tables is in turn behind otherLanguages.ts, so TY and EN players load none of it.
 * A screen engineer adds a namespace by dropping a file per language; a new language adds its
 * bundles/<code>.ts (three lines, as the others).
 */
const direct: Loaders = import.meta.glob<ResourceKey>('./locales/{en,ty}/*.json', { import: 'default' });

function fileKey(folder: string, namespace: string): string {
  return `./locales/${folder}/${namespace}.json`;
}

async function loaderOf(folder: string, namespace: string): Promise<(() => Promise<ResourceKey>) | undefined> {
  const hit = direct[fileKey(folder, namespace)];
  if (hit) return hit;
  const { tables } = await import('./otherLanguages.ts');
  const table = tables[`./bundles/${folder}.ts`];
  return table ? (await table())[`../locales/${folder}/${namespace}.json`] : undefined;
}

/**
 * The namespaces of a language (our code or tag), e.g. ['common', 'shell']: EN's, since the coverage
 * gate holds every shipped language to EN's files.
 */
export function namespacesOf(codeOrTag: string): string[] {
  if (!toLanguageCode(codeOrTag)) return [];
  const prefix = `./locales/${localeFolder(fallbackLanguageCode)}/`;
  return Object.keys(direct)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length, -'.json'.length))
    .sort();
}

/** Loads one language + namespace; a missing file is an empty bundle, so i18next falls back to EN. */
export async function loadNamespace(codeOrTag: string, namespace: string): Promise<ResourceKey> {
  const code = toLanguageCode(codeOrTag);
  const load = code ? await loaderOf(localeFolder(code), namespace) : undefined;
  return load ? load() : {};
}

let overridesOn = false;
const overrides = new Map<string, Promise<Overrides>>();

/**
 * Turns on the operator's run-time overrides (the app's boot does; tests and stories do not, so they
 * show the shipped texts). Each language's file is fetched once, when its first bundle loads.
 */
export function enableOverrides(on = true): void {
  overridesOn = on;
  overrides.clear();
}

function overridesOf(folder: string): Promise<Overrides> {
  let p = overrides.get(folder);
  if (!p) {
    const url = `/i18n-overrides/${folder}.json`;
    // The checks load only when an operator's file is there: no file, no bytes (first-load budget).
    p = fetch(url, { cache: 'no-cache' })
      // An answer without overrides is read to its end too: a body left unread keeps the request open.
      .then((res) => (res.ok ? res.json() : res.text().then(() => undefined)))
      .catch(() => undefined)
      .then(async (raw: unknown) => {
        if (raw === undefined) return {};
        const { validateOverrides, flatBundle } = await import('./overrides.ts');
        return validateOverrides(
          raw,
          async (ns) => {
            const load = direct[fileKey(localeFolder(fallbackLanguageCode), ns)];
            return load ? flatBundle(await load()) : undefined;
          },
          url,
        );
      });
    overrides.set(folder, p);
  }
  return p;
}

/** A language's bundle with the operator's overrides merged over it (after it, so they win). */
export async function loadWithOverrides(codeOrTag: string, namespace: string): Promise<ResourceKey> {
  const code = toLanguageCode(codeOrTag);
  if (!overridesOn || !code) return loadNamespace(codeOrTag, namespace);
  const [bundle, texts] = await Promise.all([loadNamespace(code, namespace), overridesOf(localeFolder(code))]);
  const mine = texts[namespace];
  return mine ? (await import('./overrides.ts')).mergeOverrides(bundle, mine) : bundle;
}

/** i18next backend over the lazy glob (promise API: `callbackApi: false`, i18next >= 26.7). */
export const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  // With callbackApi false i18next calls read(language, namespace) and awaits the promise.
  read: ((language: string, namespace: string) => loadWithOverrides(language, namespace)) as unknown as (
    language: string,
    namespace: string,
    callback: ReadCallback,
  ) => void,
};
