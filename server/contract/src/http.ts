/**
 * The response headers every page and API answer carries, from the platform and from the front-end
 * server alike: both serve the same site, so a browser must meet one policy whichever answered.
 */

/**
 * The strict policy of the site: scripts only from our origin (no inline script: the page data
 * travels in `type="application/json"` blocks, which are data, not script); styled-components
 * writes style elements, hence 'unsafe-inline' for styles only. Violations are reported to the
 * front-end server (web/src/beacons.ts): `report-to` for browsers with the Reporting API, `report-uri`
 * for the others (a browser that knows both uses report-to).
 */
export const cspReportPath = '/web/csp-report';
/** The Reporting API endpoint name the policy's report-to names (Reporting-Endpoints header). */
const cspEndpoint = 'csp-endpoint';

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
  `report-uri ${cspReportPath}`,
  `report-to ${cspEndpoint}`,
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
    'Reporting-Endpoints': `${cspEndpoint}="${cspReportPath}"`,
    ...(mode === 'production' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
