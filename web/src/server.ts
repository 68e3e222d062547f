/**
 * createWebServer: the front-end server. It serves the built site (app/dist), renders pages when it
 * is given the app's server entry, and forwards the platform's paths to the platform. It keeps no
 * state of its own: the player's session travels in a cookie sealed with a key every copy shares
 * (session.ts), so any number of copies can run behind a load balancer or CDN.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { securityHeaders } from '@lobby/contract';
import { startScript } from './startScript.ts';
import { forwardedRequestHeaders, isLoopbackClient } from './clientAddress.ts';
import { bodyGate, defaultRequestLimits, type RequestLimits } from './requestLimits.ts';
import { loggerOptions, requestIdOf, type LogOptions } from './logging.ts';
import { installObservability, type ObserveOptions } from './observe.ts';
import { registerReadiness } from './lifecycle.ts';
import {
  onPlatformResponse,
  registerSession,
  sessionKeys,
  withSessionHeaders,
  type PlatformAnswer,
} from './session.ts';
import { overridesName, runtimeFiles, type RuntimeFiles } from './runtimeFiles.ts';

export interface WebServerOptions {
  /** The platform's origin, e.g. `http://127.0.0.1:8081` (its /wps, /lgw and /cdn are forwarded there). */
  platformUrl: string;
  /** The built site (`vite build` output: index.html, assets/, runtime-config.json...). */
  distDir: string;
  /** `production` stops forwarding /__dev and adds HSTS. @default 'production' */
  mode?: 'production' | 'dev';
  /**
   * Renders a page for a GET of a site path; when absent (or when it declines by returning false)
   * the site's index.html is sent and the browser renders it (client-only).
   */
  renderPage?: PageRenderer;
  /**
   * The balancers in front of this server (addresses or CIDRs) whose X-Forwarded-For and
   * X-Forwarded-Proto are believed; from anyone else the socket is the client (clientAddress.ts).
   * @default [] (none)
   */
  trustedProxies?: string[];
  /** Timeouts and sizes (requestLimits.ts). @default defaultRequestLimits */
  limits?: Partial<RequestLimits>;
  /** Request logs, one JSON line per request (logging.ts): true, or where and how much. @default false */
  logger?: boolean | LogOptions;
  /** Take a well-formed `X-Request-Id` from the load balancer in front instead of making one. @default false */
  trustRequestId?: boolean;
  /** Metrics and the browsers' report endpoints (observe.ts); none when absent. */
  observe?: ObserveOptions;
  /** The keys that seal the session cookie, newest first (session.ts sessionKeys). @default from the environment */
  sessionKeys?: Buffer[];
  /**
   * The operator's run-time files (runtime-config.json, i18n-overrides/), served as they are now,
   * not as they were at start. Pass the renderer's, so both read the same. @default read from distDir
   */
  files?: RuntimeFiles;
}

/** Writes a page to the reply (status, headers, body) and returns true, or returns false to decline. */
export type PageRenderer = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export { contentSecurityPolicy } from '@lobby/contract';

/** The site's own addresses: the app's routes live under /m/, / is the home, register.html an old link. */
export const sitePaths = /^\/(m(\/.*)?|register\.html|index\.html)?$/;

/** The platform's paths (the API, the game gateway, images) that this server only forwards. */
export const platformPrefixes = ['/wps', '/lgw', '/cdn'] as const;

async function devControlsFromLoopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopbackClient(req))
    await reply.code(404).header('Cache-Control', 'no-store').send({ success: false, code: 'url.empty' });
}

export function createWebServer(options: WebServerOptions): FastifyInstance {
  const mode = options.mode ?? 'production';
  const distDir = resolve(options.distDir);
  const upstream = new URL(options.platformUrl).origin;
  const limits = { ...defaultRequestLimits, ...options.limits };
  const prefixes: string[] = [...platformPrefixes, ...(mode === 'production' ? [] : ['/__dev'])];
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? {} : options.logger) : false,
    // One line per request, written by observe.ts with the route template, not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => requestIdOf(req, options.trustRequestId ?? false),
    // The proxy streams bodies through; nothing here parses a body of its own.
    bodyLimit: 1_048_576,
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: limits.requestTimeoutMs,
  });
  app.server.maxConnections = limits.maxConnections;
  const forwarded = (url: string) =>
    prefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
  app.addHook('onRequest', bodyGate(forwarded, limits.maxForwardedBody));

  if (options.observe) installObservability(app, options.observe);

  // The player's session cookie, before the routes that read it (session.ts).
  app.register(registerSession, { mode, keys: options.sessionKeys ?? sessionKeys(process.env, mode).keys });

  // Built once: the same headers go on every page and asset this server answers.
  const secureHeaders = securityHeaders(mode);
  app.addHook('onSend', async (req, reply, payload) => {
    if (platformPrefixes.some((p) => req.url.startsWith(p)) || req.url.startsWith('/__dev')) return payload;
    reply.headers(secureHeaders);
    return payload;
  });

  // Liveness for a load balancer: this process answers. It does not ask the platform, so a platform
  // outage does not take the front end out of rotation (pages still render their error state).
  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ ok: true }));

  // What starts a server-rendered page's scripts after its first paint (see startScript.ts).
  app.get(startScript.path, async (_req, reply) =>
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(startScript.source),
  );

  // @fastify/http-proxy (on @fastify/reply-from, undici): streams request and response bodies both
  // ways without buffering, passes headers (cookies, Set-Cookie, Authorization, Content-Encoding)
  // through, and answers 502/504 when the platform is down or slow. The platform's own responses keep
  // their compression and Cache-Control; we only add who called.
  for (const prefix of prefixes) {
    app.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      undici: { headersTimeout: limits.platformTimeoutMs },
      // The dev controls (SMS outbox, reset) are for whoever runs the demo, not for its visitors.
      ...(prefix === '/__dev' ? { preHandler: devControlsFromLoopbackOnly } : {}),
      replyOptions: {
        // No retries: a 503 is the platform saying "not now" (maintenance), and asking again
        // multiplies the load it sheds (@fastify/reply-from retries a GET's 503 ten times by default).
        retryDelay: () => null,
        // The app reads any 5xx as "the platform is unavailable"; an unreachable platform is a 502 or
        // 504 in the platform's own failure shape, not the proxy's bare 500.
        onError: (reply, { error }) => {
          const status = (error as { statusCode?: number }).statusCode ?? 0;
          void reply
            .code(status >= 502 ? status : 502)
            .header('Cache-Control', 'no-store')
            .send({ success: false, code: 'unknown.error', message: 'The platform is unavailable' });
        },
        rewriteRequestHeaders: (req, headers) =>
          forwardedRequestHeaders(req, withSessionHeaders(req as FastifyRequest, headers)),
        // A login's answer gives its token to the session cookie; a logout or an ended session ends it.
        // (reply-from's typings name the third argument a server response; it is undici's answer.)
        onResponse: (req, reply, res) =>
          onPlatformResponse(req as FastifyRequest, reply as FastifyReply, res as unknown as PlatformAnswer),
      },
    });
  }

  const hasSite = existsSync(join(distDir, 'index.html'));
  // Readiness, unlike liveness, asks the platform: a copy that cannot reach it leaves the rotation.
  registerReadiness(app, { platformUrl: upstream, siteLoaded: hasSite });
  if (hasSite) {
    // The operator edits these while the site runs: read per request (runtimeFiles.ts), never
    // served from the static plugin's list of files, made once at start.
    const files = options.files ?? runtimeFiles(distDir);
    app.get('/runtime-config.json', async (_req, reply) => {
      const file = await files.config();
      if (file.text === undefined) return reply.code(404).header('Cache-Control', 'no-store').send();
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(file.text);
    });
    // A language without a file answers an empty set of overrides (200 {}): a page in any language
    // loads without a failed request in its console (docs/decisions/web-server-rendering.md).
    app.get<{ Params: { file: string } }>('/i18n-overrides/:file', async (req, reply) => {
      const name = /^(.+)\.json$/.exec(req.params.file)?.[1] ?? '';
      if (!overridesName.test(name)) {
        return reply.code(404).header('Cache-Control', 'no-store').send({ success: false, code: 'url.empty' });
      }
      const file = await files.overrides(name);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(file.text ?? '{}');
    });
    // Pages that are not the site's (a launched game's stand-in, a JSON answer opened in a tab) have
    // no icon link, so browsers ask for /favicon.ico: they get the site's icon, not a 404 in their
    // console.
    app.get('/favicon.ico', async (_req, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').redirect('/icons/icon.svg', 301),
    );
    app.register(fastifyStatic, {
      root: distDir,
      globIgnore: ['runtime-config.json*', 'i18n-overrides/**'],
      wildcard: false,
      index: false,
      // The site's build writes .br and .gz next to each text asset; phones on slow networks get those.
      preCompressed: true,
      // Hashed names under assets/ never change content: cache them for good. The rest (sw.js,
      // runtime-config.json, the manifest) revalidates.
      setHeaders: (reply, filePath) => {
        if (/[\\/]assets[\\/]/.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (hasSite && (req.method === 'GET' || req.method === 'HEAD') && sitePaths.test(path)) {
      if (options.renderPage && (await options.renderPage(req, reply))) return reply;
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
    }
    return reply.code(404).header('Cache-Control', 'no-store').send({ success: false, code: 'url.empty' });
  });

  return app;
}
