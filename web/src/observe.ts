/**
 * The front-end server's instruments, put on by createWebServer: a request id on every request (sent
 * on to the platform), one log line per request, request and platform metrics, the browser's report
 * endpoints, and `/metrics` for Prometheus, which players never reach: it is served on a port of its
 * own (`METRICS_PORT`, serveMetrics of @lobby/observe (server/observe), which both servers share) or, on the
 * public port, only to a bearer of `METRICS_TOKEN`. See docs/decisions/operations.md.
 */
import type { FastifyInstance } from 'fastify';
import { requestLine } from '@lobby/contract/logging';
import { isBearerOf } from '@lobby/observe';
import { requestIdHeader } from './logging.ts';
import { registerBeacons } from './beacons.ts';
import type { WebMetrics } from './metrics.ts';

export interface ObserveOptions {
  metrics: WebMetrics;
  /** When set, `GET /metrics` on the public port answers a request with `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

/** The platform prefix a path is forwarded under, if any. */
const platformPrefix = (path: string): string | undefined => /^\/(wps|lgw|cdn|__dev)(?:\/|$)/.exec(path)?.[0];

export function installObservability(app: FastifyInstance, options: ObserveOptions): void {
  const { metrics } = options;
  let inFlight = 0;

  app.addHook('onRequest', async (req, reply) => {
    // The proxy passes the request's headers on: the platform logs the same id.
    req.headers[requestIdHeader] = req.id;
    void reply.header(requestIdHeader, req.id);
    inFlight++;
    metrics.inFlight.set(inFlight);
    // 'close' fires for a finished answer and for a client gone midway alike.
    reply.raw.once('close', () => {
      inFlight--;
      metrics.inFlight.set(inFlight);
    });
  });

  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const route = metrics.routeOf(path, req.routeOptions.url);
    const seconds = reply.elapsedTime / 1000;
    metrics.request(req.method, route, reply.statusCode, seconds);
    const prefix = platformPrefix(path);
    if (prefix) metrics.platform(prefix.replace(/\/$/, ''), reply.statusCode, seconds);
    req.log.info(requestLine(req.method, route, path, reply.statusCode, reply.elapsedTime), 'request');
  });

  registerBeacons(app, metrics);

  if (options.metricsToken) {
    const token = options.metricsToken;
    app.get('/metrics', async (req, reply) => {
      if (!isBearerOf(req.headers.authorization, token))
        return reply.code(404).send({ success: false, code: 'url.empty' });
      return reply
        .header('Content-Type', metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  }

  app.decorate('inFlight', () => inFlight);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being answered now (set by installObservability). */
    inFlight?: () => number;
  }
}
