import type { Page } from '@playwright/test';

/**
 * What a page says went wrong while a spec watches: console errors and warnings (React reports
 * hydration mismatches there) and uncaught page errors, in the order they came.
 */
export function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    // Playwright's own note where the suite blocks service workers (playwright.config.ts), not the page's.
    if (m.text() === 'Service Worker registration blocked by Playwright') return;
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}
