/**
 * The platform's instruments: one JSON log line per request with the request id the front-end server
 * sent (`X-Request-Id`), secrets redacted, and Prometheus metrics (prom-client): calls by route and
 * outcome, error codes, rate-limit refusals, secret-check lockouts, database time, and the process.
 * `/metrics` is never on the public port: a port of its own (`METRICS_PORT`) or a bearer token
 * (`METRICS_TOKEN`). See docs/decisions/operations.md.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import { errorCodes } from '@lobby/contract';
import {
  loggerOptions as sharedLoggerOptions,
  requestIdFrom,
  requestIdHeader,
  requestLine,
} from '@lobby/contract/logging';
import type { LogOptions } from '@lobby/contract/logging';
import type { Db } from './db.ts';
import { isBearerOf, isStaticFileRoute, methodLabel, metricsRegistry } from '@lobby/observe';

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
  const { registry, counter, histogram } = metricsRegistry('lobby_');
  const known = new Set<string>(errorCodes);
  const calls = counter('lobby_api_requests_total', 'Calls by route template and outcome (ok, client_error, error)', [
    'method',
    'route',
    'outcome',
  ]);
  const duration = histogram(
    'lobby_api_request_duration_seconds',
    'Time from a call to its answer, by route template',
    ['route'],
    buckets,
  );
  const errors = counter(
    'lobby_api_errors_total',
    'Answers with an error code of the catalogue, by route template and code',
    ['route', 'code'],
  );
  const rateLimited = counter(
    'lobby_rate_limited_total',
    'Calls refused by a rate limit (rate.limited), by route template',
    ['route'],
  );
  const lockouts = counter(
    'lobby_secret_lockouts_total',
    'Secret checks (password, PIN, SMS code) refused while the account or address is locked out',
    ['scope'],
  );
  const dbTime = histogram(
    'lobby_db_statement_seconds',
    'Time one database statement took, by operation (run, get, all, iterate)',
    ['op'],
    dbBuckets,
  );

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
    template === undefined ? 'unmatched' : isStaticFileRoute(template) ? 'static' : template;

  app.addHook('onRequest', async (req, reply) => {
    void reply.header(requestIdHeader, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req.routeOptions.url);
    const status = reply.statusCode;
    calls.inc({
      method: methodLabel(req.method),
      route,
      outcome: status >= 500 ? 'error' : status >= 400 ? 'client_error' : 'ok',
    });
    duration.observe({ route }, reply.elapsedTime / 1000);
    req.log.info(requestLine(req.method, route, req.url.split('?')[0] ?? '', status, reply.elapsedTime), 'request');
  });

  if (options.metricsToken) {
    const token = options.metricsToken;
    app.get('/metrics', async (req, reply) => {
      if (!isBearerOf(req.headers.authorization, token))
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
