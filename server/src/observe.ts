/**
 * The platform's instruments: one JSON log line per request with the request id the front-end server
 * sent (`X-Request-Id`), secrets redacted, and Prometheus metrics (prom-client): calls by route and
 * outcome, error codes, rate-limit refusals, secret-check lockouts, database time, and the process.
 * `/metrics` is never on the public port: a port of its own (`METRICS_PORT`) or a bearer token
 * (`METRICS_TOKEN`). See docs/decisions/operations.md.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorCodes } from '@lobby/contract';
import { loggerOptions as sharedLoggerOptions, requestIdFrom, requestIdHeader } from '@lobby/contract/logging';
import type { LogOptions } from '@lobby/contract/logging';
import type { Db } from './db.ts';

/**
 * The front-end server's request id when it sent a well-formed one, else a new one: the id ties the
 * two servers' lines of one player's call together. Settings and redaction list are shared with the
 * front-end server (server/contract/src/logging.ts).
 */
export const requestIdOf = (req: IncomingMessage): string => requestIdFrom(req.headers[requestIdHeader]);

export type { LogOptions };

export const loggerOptions = (options: LogOptions = {}): NonNullable<FastifyServerOptions['logger']> =>
  sharedLoggerOptions(options) as NonNullable<FastifyServerOptions['logger']>;

export interface PlatformMetrics {
  registry: Registry;
  /** A secret check refused because the account or the address is locked out. */
  lockout(scope: 'account' | 'ip'): void;
  /** An answer with an error code from the catalogue. */
  error(route: string, code: string): void;
}

const buckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const dbBuckets = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5];

/**
 * Installs the request hooks and metrics on `app`, and times every statement prepared on `db` from now
 * on (better-sqlite3 runs them synchronously, so the time is the database's own).
 */
export function instrumentPlatform(
  app: FastifyInstance,
  db: Db,
  options: { metricsToken?: string } = {},
): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lobby_' });
  const known = new Set<string>(errorCodes);
  const calls = new Counter({
    name: 'lobby_api_requests_total',
    help: 'Calls by route template and outcome (ok, client_error, error)',
    labelNames: ['method', 'route', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lobby_api_request_duration_seconds',
    help: 'Time from a call to its answer, by route template',
    labelNames: ['route'] as const,
    buckets,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'lobby_api_errors_total',
    help: 'Answers with an error code of the catalogue, by route template and code',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'lobby_rate_limited_total',
    help: 'Calls refused by a rate limit (rate.limited), by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'lobby_secret_lockouts_total',
    help: 'Secret checks (password, PIN, SMS code) refused while the account or address is locked out',
    labelNames: ['scope'] as const,
    registers: [registry],
  });
  const dbTime = new Histogram({
    name: 'lobby_db_statement_seconds',
    help: 'Time one database statement took, by operation (run, get, all, iterate)',
    labelNames: ['op'] as const,
    buckets: dbBuckets,
    registers: [registry],
  });

  // Every statement prepared from here on reports its time.
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const stmt = prepare(source);
    for (const op of ['run', 'get', 'all'] as const) {
      const original = stmt[op].bind(stmt) as (...args: unknown[]) => unknown;
      (stmt as unknown as Record<string, unknown>)[op] = (...args: unknown[]) => {
        const end = dbTime.startTimer({ op });
        try {
          return original(...args);
        } finally {
          end();
        }
      };
    }
    return stmt;
  }) as Db['prepare'];

  // The static plugin (STATIC_DIR) registers a route per file: one label for all of them.
  const routeOf = (template: string | undefined) =>
    template === undefined ? 'unmatched' : /\.[A-Za-z0-9]+$/.test(template) ? 'static' : template;

  app.addHook('onRequest', async (req, reply) => {
    void reply.header(requestIdHeader, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req.routeOptions.url);
    const status = reply.statusCode;
    const m = /^(GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS)$/.test(req.method) ? req.method : 'other';
    calls.inc({ method: m, route, outcome: status >= 500 ? 'error' : status >= 400 ? 'client_error' : 'ok' });
    duration.observe({ route }, reply.elapsedTime / 1000);
    req.log.info(
      {
        method: req.method,
        route,
        path: (req.url.split('?')[0] ?? '').slice(0, 200),
        status,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  if (options.metricsToken) {
    const expected = createHash('sha256').update(options.metricsToken).digest();
    app.get('/metrics', async (req, reply) => {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected))
        return reply.code(404).send({ success: false, code: 'url.empty' });
      return reply.header('Content-Type', registry.contentType).send(await registry.metrics());
    });
  }

  return {
    registry,
    lockout: (scope) => lockouts.inc({ scope }),
    error: (route, code) => {
      const c = known.has(code) ? code : 'other';
      errors.inc({ route, code: c });
      if (c === 'rate.limited') rateLimited.inc({ route });
    },
  };
}

/** `/metrics` alone on a port of its own, for a Prometheus inside the operator's network. */
export function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createHttpServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
