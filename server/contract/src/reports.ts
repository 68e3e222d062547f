/**
 * What the browser's error reports may carry, scrubbed the same way by the page that sends them and
 * again by the front-end server that takes them (docs/decisions/operations.md): query strings and
 * fragments out of every URL (they may hold a token), long digit runs (phone numbers, ids) masked,
 * and a length cap.
 */
export function scrub(text: string, max: number): string {
  return (
    text
      // A stack's line and column (`:12:5`) stay; what sat between them and the path goes.
      .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#)]*)[?#][^\s)]*?((?::\d+){0,2})(?=[\s)]|$)/gi, '$1$2')
      .replace(/\d{6,}/g, '#')
      .slice(0, max)
  );
}
