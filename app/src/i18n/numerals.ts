/**
 * docs/product/languages.md#numbers: a number inside a text is written in the language's own digits,
 * as its amounts are (Persian, Bengali, Marathi, Nepali and Burmese have digits of their own).
 * i18next hands every value it puts into a text to its formatter (`alwaysFormat`, textOptions in
 * i18n.ts): a number comes back in the language's digits and decimal mark, ungrouped, so a draw's
 * number or an age reads as the platform wrote it and a rate as '۰٫۵' in Persian. Anything else (a
 * string, an amount already written) passes as is.
 */
import type { FormatterModule } from 'i18next';
import { writeDigits } from '@lobby/ui-kit';
import { intlTag } from './languages.ts';

/** `value` in the language's digits ('my': 89 -> '၈၉', 'fa': 0.5 -> '۰٫۵'), as the kit's labels write theirs. */
export function inLanguageDigits(value: number, lng: string): string {
  return writeDigits(value, intlTag(lng));
}

/** The texts' formatter: numbers in the language's digits. The app's texts name no format. */
export const numerals: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Typed as answering a string; like i18next's own formatter, it hands back any other value as is.
  format: (value: unknown, format?: string, lng?: string) =>
    typeof value === 'number' && Number.isFinite(value) && !format && lng
      ? inLanguageDigits(value, lng)
      : (value as string),
};
