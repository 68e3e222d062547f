/**
 * What the front-end server counts, in Prometheus' text format (prom-client): requests by route
 * template and status, their latency, server-render time, the page cache, the platform as this server
 * sees it through its proxy, the players' own Core Web Vitals and browser errors, and the process
 * (event-loop delay, memory). Every label value comes from a closed set (route templates, status
 * classes, known brands and languages), so a flood of distinct addresses adds no series.
 * See docs/decisions/operations.md.
 */
import type { Gauge, Registry } from 'prom-client';
import { isStaticFileRoute, methodLabel, metricsRegistry } from '@lobby/observe';

/** The calls the renderer makes into metrics (see RendererOptions.metrics): tiny on purpose. */
export interface RenderMetrics {
  /** A page was sent from the page cache. */
  cacheHit(): void;
  /** A page had to be rendered. */
  cacheMiss(): void;
  /** A render took `seconds` from the request to its last byte; `route` is the request's path. */
  renderSeconds(route: string, seconds: number): void;
}

/** The closed sets label values are checked against (the app's route table, brands, languages). */
export interface LabelSets {
  /** Route templates, e.g. `/m/home`. */
  routes: readonly string[];
  brands: readonly string[];
  /** Our language codes (TY, EN, ...). */
  languages: readonly string[];
}

/** Label sets when the server has no server build to ask: the two routes every build has. */
export const fallbackLabelSets: LabelSets = {
  routes: ['/m/home', '/m/login'],
  brands: ['gold', 'neon', 'sky'],
  languages: ['TY', 'EN'],
};

/** The label for anything outside a closed set. */
export const other = 'other';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
/** `hydration`: a part of a server-rendered page React re-rendered in the browser (its HTML did not
 * match, or the server sent it unfinished past its deadline); the player saw the page whole. */
export const clientErrorKinds = ['error', 'rejection', 'boundary', 'hydration'] as const;

/** Seconds: a page answer is tens of milliseconds, a slow render or platform call a few seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, around the Web Vitals thresholds (FCP 1.8, LCP 2.5/4, INP 0.2/0.5, TTFB 0.8/1.8). */
const vitalSecondsBuckets = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10];
/** CLS is a score: 0.1 good, 0.25 poor. */
const clsBuckets = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export interface WebMetrics extends RenderMetrics {
  registry: Registry;
  labels: LabelSets;
  /** A request's route label: its route template, the page's template, or `other`. */
  routeOf(path: string, template: string | undefined): string;
  request(method: string, route: string, status: number, seconds: number): void;
  /** A call forwarded to the platform (`prefix`: /wps, /lgw, /cdn) and how it ended. */
  platform(prefix: string, status: number, seconds: number): void;
  vital(name: VitalName, value: number, labels: { route: string; brand: string; lang: string; device: string }): void;
  /** A beacon refused (`kind`: vitals, errors, csp; `reason`: size, json, shape, label). */
  beaconRefused(kind: string, reason: string): void;
  clientError(kind: string, route: string): void;
  cspViolation(directive: string): void;
  /** Requests being answered now (for the drain on shutdown). */
  inFlight: Gauge;
}

/** CSP directives a report may name; anything else counts as `other`. */
export const cspDirectives = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'connect-src',
  'font-src',
  'manifest-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'media-src',
  'child-src',
  'trusted-types',
  'require-trusted-types-for',
]);

export function createWebMetrics(labels: LabelSets = fallbackLabelSets): WebMetrics {
  const { registry, counter, histogram, gauge } = metricsRegistry('web_');
  const routes = new Set(labels.routes.map((r) => r.toLowerCase()));
  const canonical = new Map(labels.routes.map((r) => [r.toLowerCase(), r]));

  const requests = counter('web_http_requests_total', 'Requests answered, by route template and status code', [
    'method',
    'route',
    'status',
  ]);
  const duration = histogram(
    'web_http_request_duration_seconds',
    'Time from a request to its last byte, by route template',
    ['method', 'route'],
    latencyBuckets,
  );
  const render = histogram(
    'web_render_duration_seconds',
    'Server render of a page, from the request to its last byte, by route template',
    ['route'],
    latencyBuckets,
  );
  const cache = counter('web_page_cache_total', 'Page cache lookups by result (hit, miss)', ['result']);
  const platformCalls = counter(
    'web_platform_requests_total',
    'Calls forwarded to the platform by prefix and outcome (ok, client_error, error, timeout)',
    ['prefix', 'outcome'],
  );
  const platformDuration = histogram(
    'web_platform_request_duration_seconds',
    'Time the platform took to answer a forwarded call, by prefix',
    ['prefix'],
    latencyBuckets,
  );
  const vitalSeconds = histogram(
    'web_vitals_seconds',
    "Players' Core Web Vitals in seconds (LCP, INP, FCP, TTFB) by route template, brand, language, device class",
    ['metric', 'route', 'brand', 'lang', 'device'],
    vitalSecondsBuckets,
  );
  const cls = histogram(
    'web_vitals_cls',
    "Players' Cumulative Layout Shift by route template, brand, language, device class",
    ['route', 'brand', 'lang', 'device'],
    clsBuckets,
  );
  const refused = counter(
    'web_beacons_refused_total',
    'Browser reports refused, by kind (vitals, errors, csp) and reason (size, json, shape, label)',
    ['kind', 'reason'],
  );
  const clientErrors = counter(
    'web_client_errors_total',
    "Errors in players' browsers by kind (error, rejection, boundary, hydration) and route template",
    ['kind', 'route'],
  );
  const csp = counter('web_csp_violations_total', 'Content-Security-Policy violation reports by directive', [
    'directive',
  ]);
  const inFlight = gauge('web_http_requests_in_flight', 'Requests being answered now');

  const routeOf = (path: string, template: string | undefined): string => {
    // The static plugin registers a route per built file: one label for all of them.
    if (template && isStaticFileRoute(template)) return 'static';
    // A registered route's template (`/healthz`, `/wps/*`): already one of a few.
    if (template) return template;
    const p = path.replace(/\/+$/, '').toLowerCase() || '/';
    if (p === '/' || p === '/index.html') return '/';
    return canonical.get(p) ?? (routes.has(p) ? p : other);
  };

  const statusOutcome = (status: number): string =>
    status === 504 ? 'timeout' : status >= 500 ? 'error' : status >= 400 ? 'client_error' : 'ok';

  return {
    registry,
    labels,
    inFlight,
    routeOf,
    cacheHit: () => cache.inc({ result: 'hit' }),
    cacheMiss: () => cache.inc({ result: 'miss' }),
    renderSeconds: (route, seconds) =>
      render.observe({ route: routeOf(route.split('?')[0] ?? '', undefined) }, seconds),
    request: (method, route, status, seconds) => {
      const m = methodLabel(method);
      requests.inc({ method: m, route, status: String(status) });
      duration.observe({ method: m, route }, seconds);
    },
    platform: (prefix, status, seconds) => {
      platformCalls.inc({ prefix, outcome: statusOutcome(status) });
      platformDuration.observe({ prefix }, seconds);
    },
    vital: (name, value, l) => {
      if (name === 'CLS') cls.observe(l, value);
      else vitalSeconds.observe({ metric: name, ...l }, value / 1000);
    },
    beaconRefused: (kind, reason) => refused.inc({ kind, reason }),
    clientError: (kind, route) => clientErrors.inc({ kind, route }),
    cspViolation: (directive) => csp.inc({ directive: cspDirectives.has(directive) ? directive : other }),
  };
}
