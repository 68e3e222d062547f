/**
 * The Prometheus plumbing both servers share, the platform (observe.ts) and the front-end server
 * (web/src/metrics.ts, web/src/observe.ts): a registry per server with the process collectors,
 * metrics declared into it, the label rules both apply, and `/metrics` kept from players (a port of
 * its own, or a bearer token). A workspace of its own (`@lobby/observe`), Node and prom-client only: the
 * front-end server runs without the reference platform in production. See docs/decisions/operations.md.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * A registry for one server's metrics, holding the process collectors (event-loop delay, memory, GC)
 * named under `prefix`, and the declarers of the metrics kept in it.
 */
export function metricsRegistry(prefix: string) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  const registers = [registry];
  return {
    registry,
    counter: <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Counter<L>({ name, help, labelNames, registers }),
    histogram: <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
      new Histogram<L>({ name, help, labelNames, buckets, registers }),
    gauge: (name: string, help: string) => new Gauge({ name, help, registers }),
  };
}

/** A request method as a label: one of the usual seven, else `other` (not a series per invented verb). */
export const methodLabel = (method: string): string =>
  /^(GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS)$/.test(method) ? method : 'other';

/** Whether a route template is one of the static plugin's, a route per file (they share one label). */
export const isStaticFileRoute = (template: string): boolean => /\.[A-Za-z0-9]+$/.test(template);

/** Whether an `Authorization` header is `Bearer <token>`, compared in constant time. */
export function isBearerOf(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** `/metrics` alone on a port of its own, for a Prometheus inside the operator's network. */
export function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
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
