/**
 * The runtime config (issue 6, whitelabel at run time): one build serves many merchants. An
 * operator edits `/runtime-config.json` in place (app/public, copied to dist); no rebuild.
 */
import { merchants, defaultLanguage as contractDefaultLanguage } from '@lobby/contract';
import type { DownloadResourceType, ServiceLinkType } from '@lobby/contract';
import { brandNames, defaultBrand, isBrandName } from '@lobby/tokens';
import { writeChoiceCookie } from './choiceCookie.ts';
import type { BrandName } from '@lobby/tokens';

export interface RuntimeConfig {
  /** The `Merchant` header of every call. */
  merchantCode: string;
  /** The merchant code of trial (free play) sessions (docs/product/roles.md#trial-user). */
  trialMerchantCode: string;
  brand: BrandName;
  /** API origin; '' = same origin. */
  apiBase: string;
  /** Image CDN base (server's `/cdn`); `${cdn}/${merchant}/...`. */
  cdn: string;
  /** Interface language before the user picks one (docs/product/languages.md#interface-languages: TY). */
  defaultLanguage: string;
  /**
   * Start in the browser's language (navigator.languages; Accept-Language where a server renders) when
   * we ship it, else `defaultLanguage`. A player's own choice always wins. @default false
   */
  languageFromBrowser: boolean;
  /** Fallback customer-service links (plain URLs) when the server has none. */
  serviceLinks: Partial<Record<ServiceLinkType, string>>;
  /** Fallback download links when the server has none. */
  downloadLinks: Partial<Record<DownloadResourceType, string>>;
  /**
   * The share of page views that report their Core Web Vitals to the front-end server (0 to 1; errors
   * are always reported). Lower it on a busy site: a tenth still fills the histograms. @default 1
   */
  vitalsSampleRate: number;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  merchantCode: merchants.normal,
  trialMerchantCode: merchants.trial,
  brand: defaultBrand,
  apiBase: '',
  cdn: '/cdn',
  defaultLanguage: contractDefaultLanguage,
  languageFromBrowser: false,
  serviceLinks: {},
  downloadLinks: {},
  vitalsSampleRate: 1,
};

/** localStorage key of a brand chosen by `?brand=` (demos, e2e). */
export const brandStorageKey = 'lobbyBrand';

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const record = <K extends string>(v: unknown): Partial<Record<K, string>> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? (Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string')) as Partial<Record<K, string>>)
    : {};

/** Reads an untrusted JSON value into a config; anything missing or wrong takes the default. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = defaultRuntimeConfig;
  return {
    merchantCode: str(o.merchantCode, d.merchantCode) || d.merchantCode,
    trialMerchantCode: str(o.trialMerchantCode, d.trialMerchantCode) || d.trialMerchantCode,
    brand: isBrandName(o.brand) ? o.brand : d.brand,
    apiBase: str(o.apiBase, d.apiBase).replace(/\/+$/, ''),
    cdn: str(o.cdn, d.cdn).replace(/\/+$/, ''),
    defaultLanguage: str(o.defaultLanguage, d.defaultLanguage).toUpperCase() || d.defaultLanguage,
    languageFromBrowser: o.languageFromBrowser === true,
    serviceLinks: record<ServiceLinkType>(o.serviceLinks),
    downloadLinks: record<DownloadResourceType>(o.downloadLinks),
    vitalsSampleRate:
      typeof o.vitalsSampleRate === 'number' && o.vitalsSampleRate >= 0 && o.vitalsSampleRate <= 1
        ? o.vitalsSampleRate
        : d.vitalsSampleRate,
  };
}

/**
 * The brand to show: `?brand=` (remembered in localStorage), else the remembered one, else the
 * config's. An unknown name is ignored.
 */
export function pickBrand(configBrand: BrandName, search: string, storage: Storage | undefined): BrandName {
  const fromUrl = new URLSearchParams(search).get('brand');
  if (isBrandName(fromUrl)) {
    writeChoiceCookie('brand', fromUrl);
    try {
      storage?.setItem(brandStorageKey, fromUrl);
    } catch {
      // private mode: the URL still wins for this page
    }
    return fromUrl;
  }
  let stored: string | null;
  try {
    stored = storage?.getItem(brandStorageKey) ?? null;
  } catch {
    stored = null;
  }
  if (isBrandName(stored)) {
    // Chosen before the cookie existed: the server renders in it from the next page on.
    writeChoiceCookie('brand', stored);
    return stored;
  }
  return configBrand;
}

let current: RuntimeConfig = defaultRuntimeConfig;

/** The config loaded at boot (defaults before that, and in unit tests). */
export const runtimeConfig = (): RuntimeConfig => current;
export const setRuntimeConfig = (config: RuntimeConfig): void => {
  current = config;
};

/** Fetches `/runtime-config.json`; a missing or broken file keeps the defaults (the site still starts). */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const res = await fetcher('/runtime-config.json', { cache: 'no-cache' });
    const config = res.ok ? parseRuntimeConfig(await res.json()) : defaultRuntimeConfig;
    setRuntimeConfig(config);
    return config;
  } catch {
    setRuntimeConfig(defaultRuntimeConfig);
    return defaultRuntimeConfig;
  }
}

export { brandNames };
