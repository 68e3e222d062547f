/**
 * createWebServer: the front-end server. It serves the built site (app/dist), renders pages when it
 * is given the app's server entry, and forwards the platform's paths to the platform. It keeps no
 * state of its own (no sessions, no cache that differs per user), so any number of copies can run
 * behind a load balancer or CDN.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { securityHeaders } from '@lobby/contract';
import { startScript } from './startScript.ts';
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
   * The operator's run-time files (runtime-config.json, i18n-overrides/), served as they are now,
   * not as they were at start. Pass the renderer's, so both read the same. @default read from distDir
   */
  files?: RuntimeFiles;
  /** Fastify request logging. @default false */
  logger?: boolean;
}

/** Writes a page to the reply (status, headers, body) and returns true, or returns false to decline. */
export type PageRenderer = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export { contentSecurityPolicy } from '@lobby/contract';

/** The site's own addresses: the app's routes live under /m/, / is the home, register.html an old link. */
export const sitePaths = /^\/(m(\/.*)?|register\.html|index\.html)?$/;

/** The platform's paths (the API, the game gateway, images) that this server only forwards. */
export const platformPrefixes = ['/wps', '/lgw', '/cdn'] as const;

/** The caller's address appended to what a load balancer in front of us already recorded. */
function forwardedFor(headers: IncomingHttpHeaders, ip: string): string {
  const prior = headers['x-forwarded-for'];
  const list = Array.isArray(prior) ? prior.join(', ') : prior;
  return list ? `${list}, ${ip}` : ip;
}

export function createWebServer(options: WebServerOptions): FastifyInstance {
  const mode = options.mode ?? 'production';
  const distDir = resolve(options.distDir);
  const upstream = new URL(options.platformUrl).origin;
  const app = Fastify({
    logger: options.logger ?? false,
    // The proxy streams bodies through; nothing here parses a body of its own.
    bodyLimit: 1_048_576,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
  });

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
  const prefixes: string[] = [...platformPrefixes, ...(mode === 'production' ? [] : ['/__dev'])];
  for (const prefix of prefixes) {
    app.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        // The app reads any 5xx as "the platform is unavailable"; an unreachable platform is a 502 or
        // 504 in the platform's own failure shape, not the proxy's bare 500.
        onError: (reply, { error }) => {
          const status = (error as { statusCode?: number }).statusCode ?? 0;
          void reply
            .code(status >= 502 ? status : 502)
            .header('Cache-Control', 'no-store')
            .send({ success: false, code: 'unknown.error', message: 'The platform is unavailable' });
        },
        rewriteRequestHeaders: (req, headers) => ({
          ...headers,
          'x-forwarded-for': forwardedFor(req.headers, req.ip),
          'x-forwarded-proto': req.protocol,
          'x-forwarded-host': req.headers.host ?? '',
        }),
      },
    });
  }

  const hasSite = existsSync(join(distDir, 'index.html'));
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
