import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { localeFolder, toLanguageCode } from './languages.ts';

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

/** i18next backend over the lazy glob (promise API: `callbackApi: false`, i18next >= 26.7). */
export const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  // With callbackApi false i18next calls read(language, namespace) and awaits the promise.
  read: ((language: string, namespace: string) => loadNamespace(language, namespace)) as unknown as (
    language: string,
    namespace: string,
    callback: ReadCallback,
  ) => void,
};
