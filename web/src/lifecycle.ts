/**
 * Starting and stopping in front of real players. `/readyz` says whether this copy should get traffic
 * (its build is loaded and the platform answers); `/healthz` (server.ts) only says the process lives.
 * On SIGTERM the server stops taking connections, lets the requests in flight finish within a grace
 * period, logs what it drained, and exits. See docs/decisions/operations.md.
 */
import type { FastifyInstance } from 'fastify';

export interface ReadinessOptions {
  /** The platform's origin; `/wps/system/status` is asked. */
  platformUrl: string;
  /** Whether the site's build is loaded (index.html found, the server entry imported). */
  siteLoaded: boolean;
  /** How long one answer about the platform is reused: a balancer polling every second asks it once. @default 1500 */
  cacheMs?: number;
  /** The platform gets this long to answer the check. @default 1000 */
  timeoutMs?: number;
}

/** The platform path asked: cheap, public, and answered by the database-backed server itself. */
export const platformProbePath = '/wps/system/status';

export function registerReadiness(app: FastifyInstance, options: ReadinessOptions): void {
  const cacheMs = options.cacheMs ?? 1500;
  const timeoutMs = options.timeoutMs ?? 1000;
  const probe = new URL(platformProbePath, options.platformUrl).href;
  let last: { at: number; up: boolean } | undefined;
  let asking: Promise<boolean> | undefined;

  const platformUp = async (): Promise<boolean> => {
    if (last && Date.now() - last.at < cacheMs) return last.up;
    // Concurrent checks share one call.
    asking ??= fetch(probe, { signal: AbortSignal.timeout(timeoutMs) })
      .then(
        async (res) => {
          await res.body?.cancel();
          return res.status < 500;
        },
        () => false,
      )
      .then((up) => {
        last = { at: Date.now(), up };
        asking = undefined;
        return up;
      });
    return asking;
  };

  app.get('/readyz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!options.siteLoaded) return reply.code(503).send({ ready: false, reason: 'site build not loaded' });
    if (!(await platformUp())) return reply.code(503).send({ ready: false, reason: 'platform not answering' });
    return reply.send({ ready: true });
  });
}

export interface ShutdownOptions {
  /** How long requests in flight get to finish after the signal (`SHUTDOWN_GRACE_MS`). @default 10000 */
  graceMs?: number;
  /** Requests being answered now. */
  inFlight: () => number;
  /** @default process.exit */
  exit?: (code: number) => void;
}

/**
 * SIGTERM and SIGINT: stop listening (Fastify closes idle keep-alive sockets and answers a request
 * that arrives on a busy one with 503 and `Connection: close`), wait for the requests in flight, then
 * exit 0; when the grace period ends first, cut what is left and exit 1. Both are logged with counts.
 */
export function drainOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const graceMs = options.graceMs ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  // Without request logs (LOG unset) the operator still sees the drain, in plain words.
  const say = (line: string) => {
    if (!app.log.level || app.log.level === 'silent') console.log(line);
  };
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const inFlightAtSignal = options.inFlight();
    app.log.info({ signal, inFlight: inFlightAtSignal, graceMs }, 'shutting down: draining requests in flight');
    say(`${signal}: draining ${inFlightAtSignal} request(s) in flight, up to ${graceMs} ms`);
    const timer = setTimeout(() => {
      const dropped = options.inFlight();
      app.log.warn({ dropped, graceMs }, 'grace period over: closing the connections still open');
      say(`Grace period over: ${dropped} request(s) cut short`);
      app.server.closeAllConnections();
      exit(1);
    }, graceMs);
    timer.unref();
    void app.close().then(() => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      app.log.info({ drained: inFlightAtSignal, ms }, 'drained: exiting');
      say(`Drained ${inFlightAtSignal} request(s) in ${ms} ms; exiting`);
      exit(0);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
