/**
 * The response headers every page and API answer carries, from the platform and from the front-end
 * server alike: both serve the same site, so a browser must meet one policy whichever answered.
 */

/**
 * The strict policy of the site: scripts only from our origin (no inline script: the page data
 * travels in `type="application/json"` blocks, which are data, not script); styled-components
 * writes style elements, hence 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of an answer; production adds HSTS (a dev server on plain http must not pin it). */
export function securityHeaders(mode: 'production' | 'dev' | 'test'): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Content-Security-Policy': contentSecurityPolicy,
    ...(mode === 'production' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
