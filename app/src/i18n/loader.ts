import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { fallbackLanguageCode, localeFolder, toLanguageCode } from './languages.ts';
import { fetchOverrides, mergeOverrides, overridesUrl, validateOverrides } from './overrides.ts';
import type { Overrides } from './overrides.ts';

/**
 * Every ./locales/<code>/<namespace>.json is its own lazy chunk: only the active language (and the
 * EN fallback) is fetched. A screen engineer adds a namespace by dropping a file; nothing to register.
 */
const files = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

function fileKey(folder: string, namespace: string): string {
  return `./locales/${folder}/${namespace}.json`;
}

/** The namespace files that exist for a language (our code or tag), e.g. ['common', 'shell']. */
export function namespacesOf(codeOrTag: string): string[] {
  const code = toLanguageCode(codeOrTag);
  if (!code) return [];
  const prefix = `./locales/${localeFolder(code)}/`;
  return Object.keys(files)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length, -'.json'.length))
    .sort();
}

/** Loads one language + namespace; a missing file is an empty bundle, so i18next falls back to EN. */
export async function loadNamespace(codeOrTag: string, namespace: string): Promise<ResourceKey> {
  const code = toLanguageCode(codeOrTag);
  const load = code ? files[fileKey(localeFolder(code), namespace)] : undefined;
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
    p = fetchOverrides(folder).then((raw) =>
      raw === undefined
        ? {}
        : validateOverrides(
            raw,
            async (ns) => {
              const load = files[fileKey(localeFolder(fallbackLanguageCode), ns)];
              return load ? (flat(await load()) as Record<string, unknown>) : undefined;
            },
            overridesUrl(folder),
          ),
    );
    overrides.set(folder, p);
  }
  return p;
}

function flat(obj: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flat(v, key, out);
    else out[key] = v;
  }
  return out;
}

/** A language's bundle with the operator's overrides merged over it (after it, so they win). */
export async function loadWithOverrides(codeOrTag: string, namespace: string): Promise<ResourceKey> {
  const code = toLanguageCode(codeOrTag);
  if (!overridesOn || !code) return loadNamespace(codeOrTag, namespace);
  const [bundle, texts] = await Promise.all([loadNamespace(code, namespace), overridesOf(localeFolder(code))]);
  return mergeOverrides(bundle, texts[namespace]);
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
