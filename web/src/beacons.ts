/**
 * What players' browsers report: Core Web Vitals (`POST /web/vitals`), errors (`POST /web/errors`) and
 * Content-Security-Policy violations (`POST /web/csp-report`, both the `report-uri` and the Reporting
 * API shapes). Anyone can post here, so a report costs little and proves nothing: a small body limit on
 * these routes only, one JSON parse of at most that many bytes, label values checked against closed
 * sets, and anything else refused with a 4xx and counted (`web_beacons_refused_total`), never stored.
 * See docs/decisions/operations.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientErrorKinds, deviceClasses, other, vitalNames, type VitalName, type WebMetrics } from './metrics.ts';
import { scrub } from '@lobby/contract';

/** The addresses, also written into the CSP's report-uri and Reporting-Endpoints. */
export const beaconPaths = { vitals: '/web/vitals', errors: '/web/errors', csp: '/web/csp-report' } as const;

/** A batch of vitals or errors from one page is a few hundred bytes; 8 KB leaves room and no more. */
export const beaconBodyLimit = 8_192;
/** Browsers batch CSP reports; a page's few fit in 16 KB. */
export const cspBodyLimit = 16_384;

const maxVitals = 20;
const maxErrors = 5;
const maxCspReports = 20;

class Refused extends Error {
  readonly reason: 'json' | 'shape' | 'label';
  constructor(reason: 'json' | 'shape' | 'label') {
    super(reason);
    this.reason = reason;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(body: unknown): unknown {
  if (typeof body !== 'string') throw new Refused('shape');
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Refused('json');
  }
}

/** `value` when it is one of `set`, else a refusal: an unknown label never becomes a series. */
function oneOf(value: unknown, set: ReadonlySet<string>): string {
  if (typeof value !== 'string' || !set.has(value)) throw new Refused('label');
  return value;
}

/**
 * A batch report: a JSON object whose `field` lists at most `max` entries (vitals, errors), else a
 * refusal. The object's other fields are the labels the entries share.
 */
function batch(body: unknown, field: string, max: number): { report: Record<string, unknown>; entries: unknown[] } {
  const report = parse(body);
  const entries = isRecord(report) ? report[field] : undefined;
  if (!isRecord(report) || !Array.isArray(entries) || entries.length > max) throw new Refused('shape');
  return { report, entries };
}

/** The origin of a blocked address, or the keyword a browser reports in its place (inline, eval). */
function blockedOrigin(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  try {
    return new URL(raw).origin;
  } catch {
    return /^[a-z-]{1,20}$/.test(raw) ? raw : '';
  }
}

export function registerBeacons(app: FastifyInstance, metrics: WebMetrics): void {
  const routes = new Set([...metrics.labels.routes, '/', other]);
  const brands = new Set(metrics.labels.brands);
  const languages = new Set(metrics.labels.languages);
  const vitals = new Set<string>(vitalNames);
  const devices = new Set<string>(deviceClasses);
  const errorKinds = new Set<string>(clientErrorKinds);

  app.register(async (scope) => {
    // Only here: every body is text of a bounded size, whatever type it claims (sendBeacon sends
    // text/plain, browsers send CSP reports as application/csp-report or application/reports+json).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    /**
     * A report route: `count` takes the body and counts what it holds, or throws a refusal, which is
     * answered with a 400 and counted; either way nothing is kept.
     */
    const reportRoute = (path: string, bodyLimit: number, kind: string, count: (req: FastifyRequest) => void) =>
      scope.post(path, { bodyLimit }, async (req, reply) => {
        try {
          count(req);
        } catch (err) {
          metrics.beaconRefused(kind, err instanceof Refused ? err.reason : 'shape');
          return reply.code(400).header('Cache-Control', 'no-store').send({ success: false, code: 'param.invalid' });
        }
        return reply.code(204).header('Cache-Control', 'no-store').send();
      });

    scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const kind = req.url.startsWith(beaconPaths.vitals)
        ? 'vitals'
        : req.url.startsWith(beaconPaths.errors)
          ? 'errors'
          : 'csp';
      metrics.beaconRefused(kind, err.statusCode === 413 ? 'size' : 'shape');
      return reply
        .code(err.statusCode === 413 ? 413 : 400)
        .header('Cache-Control', 'no-store')
        .send({ success: false, code: err.statusCode === 413 ? 'content.too.long' : 'param.invalid' });
    });

    reportRoute(beaconPaths.vitals, beaconBodyLimit, 'vitals', (req) => {
      const { report, entries } = batch(req.body, 'metrics', maxVitals);
      const labels = {
        route: oneOf(report.route, routes),
        brand: oneOf(report.brand, brands),
        lang: oneOf(report.lang, languages),
        device: oneOf(report.device, devices),
      };
      const checked = entries.map((m: unknown) => {
        if (!isRecord(m)) throw new Refused('shape');
        const name = oneOf(m.name, vitals) as VitalName;
        const value = m.value;
        // Milliseconds up to a minute; CLS a score up to 10.
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > (name === 'CLS' ? 10 : 60_000))
          throw new Refused('shape');
        return { name, value };
      });
      for (const { name, value } of checked) metrics.vital(name, value, labels);
    });

    reportRoute(beaconPaths.errors, beaconBodyLimit, 'errors', (req) => {
      const { report, entries } = batch(req.body, 'errors', maxErrors);
      const route = oneOf(report.route, routes);
      const build =
        typeof report.build === 'string' && /^[A-Za-z0-9._-]{1,40}$/.test(report.build) ? report.build : other;
      const checked = entries.map((e: unknown) => {
        if (!isRecord(e) || typeof e.message !== 'string') throw new Refused('shape');
        return {
          kind: oneOf(e.kind, errorKinds),
          message: scrub(e.message, 500),
          stack: typeof e.stack === 'string' ? scrub(e.stack, 2000) : undefined,
        };
      });
      for (const e of checked) {
        metrics.clientError(e.kind, route);
        req.log.warn({ browserError: { ...e, route, build } }, 'browser error');
      }
    });

    reportRoute(beaconPaths.csp, cspBodyLimit, 'csp', (req) => {
      const data = parse(req.body);
      // report-uri: one {"csp-report": {...}}; report-to: [{type: "csp-violation", body: {...}}].
      const reports = Array.isArray(data)
        ? data.filter((r): r is Record<string, unknown> => isRecord(r) && r.type === 'csp-violation').map((r) => r.body)
        : isRecord(data) && isRecord(data['csp-report'])
          ? [data['csp-report']]
          : undefined;
      if (!reports || reports.length > maxCspReports) throw new Refused('shape');
      for (const r of reports) {
        if (!isRecord(r)) throw new Refused('shape');
        const raw = r.effectiveDirective ?? r['effective-directive'] ?? r['violated-directive'];
        const directive = typeof raw === 'string' ? (raw.split(' ')[0] ?? '') : '';
        metrics.cspViolation(directive);
        const page = r.documentURL ?? r['document-uri'];
        req.log.warn(
          {
            csp: {
              directive: directive.slice(0, 40),
              blocked: blockedOrigin(r.blockedURL ?? r['blocked-uri']).slice(0, 200),
              page: typeof page === 'string' ? scrub(page, 200) : '',
              disposition: r.disposition === 'report' ? 'report' : 'enforce',
            },
          },
          'csp violation',
        );
      }
    });
  });
}
