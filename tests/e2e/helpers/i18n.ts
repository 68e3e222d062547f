import type { Page } from '@playwright/test';

/** Starts the page in a language (our code: EN, TY, AR...) through the stored choice (protocol.md key `language`). */
export async function useLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript((c) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', c);
  }, code);
}
