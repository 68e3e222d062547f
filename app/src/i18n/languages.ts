/**
 * The one table of interface languages (docs/product/languages.md#interface-languages). An operator changes a mapping here and nowhere else:
 * `code` is ours (sent as the `Language` header, stored, used as the locale folder name in lower case),
 * `tag` is the BCP 47 tag that i18next, Intl and <html lang> use.
 * protocol.md: TY is Filipino, EN the fallback.
 */
export interface LanguageInfo {
  /** Our code, as the platform API knows it (TY, EN, CN, ...). */
  code: string;
  /** BCP 47 tag for i18next, Intl and <html lang>. */
  tag: string;
  /** The language's own name, for the language picker. */
  nativeName: string;
  /** English name, for operators and logs. */
  englishName: string;
  dir: 'ltr' | 'rtl';
}

const ltr = 'ltr' as const;
const rtl = 'rtl' as const;

export const supportedLanguages = [
  { code: 'TY', tag: 'fil', nativeName: 'Filipino', englishName: 'Filipino', dir: ltr },
  { code: 'EN', tag: 'en', nativeName: 'English', englishName: 'English', dir: ltr },
  { code: 'CN', tag: 'zh-CN', nativeName: '简体中文', englishName: 'Chinese (Simplified)', dir: ltr },
  { code: 'TW', tag: 'zh-TW', nativeName: '繁體中文', englishName: 'Chinese (Traditional)', dir: ltr },
  { code: 'JA', tag: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: ltr },
  { code: 'KO', tag: 'ko', nativeName: '한국어', englishName: 'Korean', dir: ltr },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: ltr },
  { code: 'ID', tag: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: ltr },
  { code: 'TL', tag: 'tl', nativeName: 'Tagalog', englishName: 'Tagalog', dir: ltr },
  { code: 'ES', tag: 'es', nativeName: 'Español', englishName: 'Spanish', dir: ltr },
  { code: 'PT', tag: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: ltr },
  { code: 'AR', tag: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: rtl },
  { code: 'FA', tag: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: rtl },
  { code: 'UR', tag: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: rtl },
  { code: 'TH', tag: 'th', nativeName: 'ไทย', englishName: 'Thai', dir: ltr },
  { code: 'MS', tag: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay', dir: ltr },
  { code: 'HI', tag: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: ltr },
  { code: 'RU', tag: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: ltr },
  { code: 'TR', tag: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: ltr },
  { code: 'FR', tag: 'fr', nativeName: 'Français', englishName: 'French', dir: ltr },
  { code: 'MN', tag: 'mn', nativeName: 'Монгол', englishName: 'Mongolian', dir: ltr },
  { code: 'DE', tag: 'de', nativeName: 'Deutsch', englishName: 'German', dir: ltr },
  { code: 'IT', tag: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: ltr },
  { code: 'NL', tag: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', dir: ltr },
  { code: 'PL', tag: 'pl', nativeName: 'Polski', englishName: 'Polish', dir: ltr },
  { code: 'KK', tag: 'kk', nativeName: 'Қазақ тілі', englishName: 'Kazakh', dir: ltr },
  { code: 'UZ', tag: 'uz', nativeName: 'Oʻzbekcha', englishName: 'Uzbek', dir: ltr },
  { code: 'SW', tag: 'sw', nativeName: 'Kiswahili', englishName: 'Swahili', dir: ltr },
  { code: 'BN', tag: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', dir: ltr },
  { code: 'NE', tag: 'ne', nativeName: 'नेपाली', englishName: 'Nepali', dir: ltr },
  { code: 'MR', tag: 'mr', nativeName: 'मराठी', englishName: 'Marathi', dir: ltr },
  { code: 'TA', tag: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil', dir: ltr },
  { code: 'MY', tag: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese', dir: ltr },
  { code: 'KM', tag: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer', dir: ltr },
  { code: 'LO', tag: 'lo', nativeName: 'ລາວ', englishName: 'Lao', dir: ltr },
  { code: 'TE', tag: 'te', nativeName: 'తెలుగు', englishName: 'Telugu', dir: ltr },
] as const satisfies readonly LanguageInfo[];

/**
 * docs/product/languages.md#interface-languages languages not written yet. Not selectable: to ship one, move its row into `supportedLanguages`,
 * add every namespace file under locales/<code>/ (the coverage gate says what is missing) and, for a
 * script Noto Sans lacks, its font in scriptFonts.ts.
 */
export const plannedLanguages = [
  { code: 'SI', tag: 'si', nativeName: 'සිංහල', englishName: 'Sinhala', dir: ltr },
] as const satisfies readonly LanguageInfo[];

/** Our language code: 'TY' | 'EN' | 'CN' | ... */
export type LanguageCode = (typeof supportedLanguages)[number]['code'];

/** docs/product/languages.md#interface-languages: TY is the default; EN completes what another language lacks. */
export const defaultLanguageCode: LanguageCode = 'TY';
export const fallbackLanguageCode: LanguageCode = 'EN';

const byCode = new Map<string, LanguageInfo>(supportedLanguages.map((l) => [l.code, l]));
const byTag = new Map<string, LanguageInfo>(supportedLanguages.map((l) => [l.tag.toLowerCase(), l]));

/** Reads any spelling of a code or tag ('ty', 'TY', 'fil', 'zh-CN', 'en-US') as one of ours, or undefined. */
export function toLanguageCode(input: string | null | undefined): LanguageCode | undefined {
  if (!input) return undefined;
  const s = input.trim();
  const hit = byCode.get(s.toUpperCase()) ?? byTag.get(s.toLowerCase()) ?? byTag.get(s.split(/[-_]/)[0]!.toLowerCase());
  return hit?.code as LanguageCode | undefined;
}

export function isLanguageCode(input: string): input is LanguageCode {
  return byCode.has(input);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  return byCode.get(code)!;
}

/** BCP 47 tag of one of our codes: TY -> 'fil', CN -> 'zh-CN'. */
export function toTag(code: LanguageCode): string {
  return languageInfo(code).tag;
}

/** Our code ('TY') or a tag ('fil') -> a tag Intl accepts; a tag we do not offer as given. */
export function intlTag(locale: string): string {
  const code = toLanguageCode(locale);
  return code ? toTag(code) : locale;
}

/** AR, FA and UR read right to left. Accepts our code or a tag. */
export function isRtl(codeOrTag: string): boolean {
  const s = codeOrTag.trim();
  const hit = rtlRows.find(
    (l) => l.code === s.toUpperCase() || l.tag === s.toLowerCase() || l.tag === s.split(/[-_]/)[0],
  );
  return hit !== undefined;
}
// planned languages count too: their direction is a fact of the script, not of our progress
const rtlRows: readonly LanguageInfo[] = [...supportedLanguages, ...plannedLanguages].filter((l) => l.dir === 'rtl');

/** The folder under ./locales that holds a language's namespace files. */
export function localeFolder(code: LanguageCode): string {
  return code.toLowerCase();
}
