/**
 * Links from the server that the page puts in an href or window.open (customer-service and
 * download links): only http(s) URLs pass. A `javascript:`, `data:` or `vbscript:` target, in any
 * spelling the URL parser accepts, would run code in the site's origin when tapped (issue 11).
 */
export function safeExternalUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
