/**
 * The player's language and brand choices as cookies (`lang`, `brand`), beside browser storage: the
 * front-end server renders the first screen in them (docs/decisions/web-server-rendering.md, "The
 * visitor's choices"). Readable by scripts (they are choices, not secrets), a year long, sent on
 * top-level navigations from other sites (Lax) so a link into the site renders in the player's
 * language, whole site (Path=/), HTTPS-only where the site is.
 */
export type ChoiceCookie = 'lang' | 'brand';

const oneYear = 365 * 24 * 60 * 60;

export function choiceCookie(name: ChoiceCookie, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes the cookie; nothing where there is no document (the server, unit tests) or cookies are off. */
export function writeChoiceCookie(name: ChoiceCookie, value: string): void {
  try {
    if (typeof document === 'undefined') return;
    document.cookie = choiceCookie(name, value, globalThis.location?.protocol === 'https:');
  } catch {
    // cookies blocked: the choice still lives in storage
  }
}
