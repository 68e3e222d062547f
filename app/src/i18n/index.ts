export {
  i18n,
  initI18n,
  setLanguage,
  currentLanguageCode,
  setRenderLanguageScope,
  currentLanguageTag,
  applyDocumentLanguage,
  textOptions,
} from './i18n.ts';
export { errorMessage, languageStorageKey } from './i18n.ts';
export { numerals } from './numerals.ts';
export {
  supportedLanguages,
  defaultLanguageCode,
  fallbackLanguageCode,
  isRtl,
  toLanguageCode,
  toTag,
  languageInfo,
} from './languages.ts';
export type { LanguageCode, LanguageInfo } from './languages.ts';
export { namespacesOf, enableOverrides } from './loader.ts';
export {
  formatMoney,
  formatInteger,
  formatNumber,
  formatDateTime,
  formatDay,
  daysSince,
  toDate,
  ltrIsolate,
} from './format.ts';
export { useLanguageChange, languageReloadDelay } from './useLanguageChange.ts';
export { useLanguageCode } from './useLanguageCode.ts';
export { useKitLabels } from './useKitLabels.ts';
// pickLanguage.ts is not re-exported: the boot imports it on demand (only when the operator turned
// languageFromBrowser on), and a re-export here kept it in every page's first load.
