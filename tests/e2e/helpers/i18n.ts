import type { Page } from '@playwright/test';

/**
 * The player's language choice as the site now keeps it: the `lang` cookie the front-end server
 * renders in (for every port of this host, as cookies are), beside the stored choice the app reads.
 */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: code, domain: '127.0.0.1', path: '/' }]);
}

/** Starts the page in a language (our code: EN, TY, AR...): the cookie and the stored choice (key `language`). */
export async function useLanguage(page: Page, code: string): Promise<void> {
  await chooseLanguage(page, code);
  await page.addInitScript((c) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', c);
  }, code);
}

/**
 * Switches an open page's player to another language, as the language switch keeps it: the cookie
 * the server renders in and the stored choice the page reads (`useLanguage` seeds the stored choice
 * only when there is none). The next navigation renders in it.
 */
export async function switchLanguage(page: Page, code: string): Promise<void> {
  await chooseLanguage(page, code);
  if (/^https?:/.test(page.url())) await page.evaluate((c) => localStorage.setItem('language', c), code);
}

/**
 * Starts the page in a language even when an earlier `useLanguage` (a file's beforeEach) already
 * stored another choice: this one's init script runs after it and replaces it.
 */
export async function useLanguageInstead(page: Page, code: string): Promise<void> {
  await useLanguage(page, code);
  await page.addInitScript((c) => localStorage.setItem('language', c), code);
}
