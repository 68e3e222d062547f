/**
 * The language this render is in: the provider's i18next instance (on the server, the request's
 * own), so a key computed while rendering is the same on the server and in the browser.
 */
import { useTranslation } from 'react-i18next';
import { currentLanguageCode } from './i18n.ts';
import { toLanguageCode } from './languages.ts';
import type { LanguageCode } from './languages.ts';

export function useLanguageCode(): LanguageCode {
  const { i18n } = useTranslation();
  return toLanguageCode(i18n.language) ?? currentLanguageCode();
}
