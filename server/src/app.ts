/** createServer: the reference platform API (/wps, /lgw) on an embedded SQLite database. */
import { warmArt } from './art.ts';
import type { ArtStore } from './art.ts';
import { firstScreenArt } from './routes/assets.ts';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyRateLimit from '@fastify/rate-limit';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  headers,
  merchants,
  needsSession,
  routes,
  isAgentType,
  isTrialType,
  securityHeaders,
  type RouteName,
  type RouteDef,
} from '@lobby/contract';
import { openDb, migrate, isSeeded, holdsDemoData, type Db } from './db.ts';
import { seed } from './seed.ts';
import { ApiError, businessOffsetMs, fail } from './http.ts';
import {
  RateLimiter,
  ReplayGuard,
  defaultLimits,
  modeLimits,
  freePlayCaptchaWindowMs,
  rsaKeys,
  decryptBody,
  tokenDigest,
  type Limits,
} from './security.ts';
import {
  Raw,
  type Ctx,
  type Handler,
  type Handlers,
  type MemberRow,
  type MerchantRow,
  type Mode,
  type Payments,
  type Req,
  type SessionRow,
} from './context.ts';
import { sessionRoutes } from './routes/session.ts';
import { memberRoutes } from './routes/member.ts';
import { systemRoutes } from './routes/system.ts';
import { contentRoutes } from './routes/content.ts';
import { gameRoutes } from './routes/games.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { walletRoutes } from './routes/wallet.ts';
import { agentRoutes } from './routes/agent.ts';
import { assetRoutes } from './routes/assets.ts';
import { registerDevRoutes, applyFault } from './routes/dev.ts';
import { instrumentPlatform, loggerOptions, requestIdOf, type LogOptions, type PlatformMetrics } from './observe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context (database, in-memory state): for scripts and tests. */
    lobby: Ctx;
    /** The platform's metrics (observe.ts): its registry for /metrics on a port of its own. */
    metrics: PlatformMetrics;
  }
}

export interface ServerOptions {
  /** SQLite file (created when new); `:memory:` works too. */
  dbPath: string;
  /** `production` removes /__dev/ and adds HSTS. */
  mode: Mode;
  /** A built SPA to serve, with index.html for / and /m/*. */
  staticDir?: string;
  /**
   * A folder for the CDN's raster art (AVIF/WebP made from the drawings), kept across restarts;
   * without one the files are made on request and kept in memory. When the database is seeded here,
   * the first screen's art is made ahead, in the background.
   */
  artDir?: string;
  /** Seed the database when it is empty. @default true */
  seed?: boolean;
  /** Request logs, one JSON line per request with the caller's request id (observe.ts). @default false */
  logger?: boolean | LogOptions;
  /** When set, `GET /metrics` answers a request with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Override rate limits (tests). */
  limits?: Partial<Limits>;
  /** Production's per-address limits outside production (LIMITS=production; security.ts modeLimits). */
  productionLimits?: boolean;
  /** Session lifetime. @default 12 hours */
  sessionTtlMs?: number;
  /** Remember-me token lifetime, counted from its last use (each use rotates it). @default 30 days */
  rememberTtlMs?: number;
  /** scrypt cost N. @default 16384 (1024 in test mode) */
  scryptN?: number;
  /**
   * The TLS proxy in front, whose X-Forwarded-For names the real client (Fastify's trustProxy: an
   * address or CIDR, a list of them, or true). Limits key on that address. @default false
   */
  trustProxy?: boolean | string | string[];
  /**
   * 'simulated': a deposit is confirmed at once by a simulated payment (the demo and tests);
   * 'held': it stays pending until a payment confirms it. Production is always 'held'.
   * @default 'simulated' in dev and test
   */
  payments?: Payments;
  /**
   * The origin links to the app are built on (invite links), e.g. `https://play.example.com`; never the
   * request's Host header, which the client chooses. Required when the server answers without listening
   * (inject). @default the address the server listens on
   */
  publicOrigin?: string;
  /**
   * The operator's UTC offset in milliseconds: report ranges and "today" are calendar days at it
   * (`BUSINESS_UTC_OFFSET`, parsed by http.ts businessOffsetMs; docs/decisions/business-day.md). @default +08:00
   */
  businessOffsetMs?: number;
}

/** `https://host[:port]` of a configured public origin; a path, or a scheme other than http(s), is refused. */
export function originOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a URL: ${raw}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null' || url.pathname.length > 1)
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin without a path, like https://play.example.com: ${raw}`);
  // URL drops a default port it was given (http://localhost:80 -> http://localhost); links keep it as written.
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.port === '' && raw.replace(/\/$/, '').endsWith(`:${defaultPort}`)
    ? `${url.origin}:${defaultPort}`
    : url.origin;
}

/** `http://address:port` the server listens on (localhost when it listens on every interface). */
function listeningOrigin(app: FastifyInstance): string {
  const a = app.server.address();
  if (!a || typeof a === 'string')
    throw new Error('Links to the app need publicOrigin when the server does not listen on a TCP port (inject).');
  const host =
    a.address === '0.0.0.0' || a.address === '::' ? 'localhost' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

const spaPaths = /^\/(m(\/.*)?|register\.html)?$/;

/** The content types a page of another site can post without asking (a form), lower case. */
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
/** A Content-Type's media type, lower case: `Application/JSON; charset=utf-8` is `application/json`. */
const mediaType = (raw: string | undefined): string => (raw ?? '').split(';')[0]!.trim().toLowerCase();

/** Largest body an API route takes: the biggest real one (a register form, encrypted) is under 4 KB. */
export const apiBodyLimit = 16_384;
/** Deepest JSON nesting a body may have; the contract's deepest payload has 3 levels. */
export const maxJsonDepth = 8;

/** Whether JSON text nests deeper than `max` (a scan, before the parser builds anything). */
export function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

export function createServer(options: ServerOptions): FastifyInstance {
  const mode = options.mode;
  if (mode === 'production' && (options.seed ?? true))
    throw new Error('Production mode never seeds the demo data (published passwords): start it with seed off.');
  if (mode === 'production' && options.payments === 'simulated')
    throw new Error('Production mode confirms deposits only by a payment, never a simulated one.');
  const db: Db = openDb(options.dbPath);
  migrate(db);
  if (mode === 'production' && holdsDemoData(db)) {
    db.close();
    throw new Error('Production mode refuses a database that holds the demo data (published passwords).');
  }
  const cost = { N: options.scryptN ?? (mode === 'test' ? 1024 : 16384) };
  if ((options.seed ?? true) && !isSeeded(db)) seed(db, cost);
  const art: ArtStore = { dir: options.artDir };
  // The first screen's art is made ahead, one file after another, not in the request that first asks
  // for it; without a folder to keep it in (tests) nothing is made ahead.

  const limits: Limits = {
    ...defaultLimits,
    ...(mode === 'production' || options.productionLimits ? modeLimits.production : modeLimits.dev),
    ...options.limits,
  };
  const payments: Payments = mode === 'production' ? 'held' : (options.payments ?? 'simulated');
  const merchantCache = new Map<string, MerchantRow>();
  const merchantStmt = db.prepare('SELECT * FROM merchants WHERE code = ?');
  const publicOrigin = options.publicOrigin === undefined ? undefined : originOf(options.publicOrigin);
  const ctx: Ctx = {
    db,
    publicOrigin: () => publicOrigin ?? listeningOrigin(app),
    mode,
    now: () => new Date(),
    cost,
    limits,
    sessionTtlMs: options.sessionTtlMs ?? 12 * 3_600_000,
    businessOffsetMs: options.businessOffsetMs ?? businessOffsetMs(),
    rememberTtlMs: options.rememberTtlMs ?? 30 * 86_400_000,
    payments,
    keys: rsaKeys(),
    limiters: {
      loginAccount: new RateLimiter(limits.loginPerAccount, limits.windowMs),
      loginIp: new RateLimiter(limits.loginPerIp, limits.windowMs),
      smsMobile: new RateLimiter(limits.smsPerMobile, limits.windowMs),
      smsIp: new RateLimiter(limits.smsPerIp, limits.windowMs),
      freePlay: new RateLimiter(limits.freePlayWithoutCaptcha, freePlayCaptchaWindowMs),
    },
    captchas: new Map(),
    art,
    replays: new ReplayGuard(),
    captchaRequired: new Set(),
    faults: [],
    merchant: (code) => {
      let m = merchantCache.get(code);
      if (!m) {
        const row = merchantStmt.get(code) as Record<string, string | number> | undefined;
        if (!row) return undefined;
        m = {
          code: String(row.code),
          name: String(row.name),
          isTrial: row.is_trial === 1,
          flags: JSON.parse(String(row.flags)),
          registerSettings: JSON.parse(String(row.register_settings)),
          settings: JSON.parse(String(row.settings)),
          status: JSON.parse(String(row.status)),
        };
        merchantCache.set(code, m);
      }
      return m;
    },
    invalidateMerchants: () => merchantCache.clear(),
    resetMemory: () => {
      for (const l of Object.values(ctx.limiters)) l.clear();
      ctx.captchas.clear();
      ctx.payments = payments;
      ctx.captchaRequired.clear();
      ctx.faults.length = 0;
      merchantCache.clear();
    },
  };

  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? {} : options.logger) : false,
    // One line per request, written by observe.ts with the route template, not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // Dev controls take larger bodies (planted strings); every API route has its own apiBodyLimit.
    bodyLimit: 1_048_576,
    // A client gets 15 s to send its request (slow-body floods), and idle keep-alive sockets go.
    requestTimeout: 15_000,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // A path that does not percent-decode (`/cdn/a%zz.png`) names nothing: 404 in the envelope.
    frameworkErrors: (err, _req, res) => {
      const reply = res as FastifyReply;
      if (err.code === 'FST_ERR_BAD_URL') return reply.code(404).send(fail('url.empty'));
      return reply.code(err.statusCode && err.statusCode < 500 ? err.statusCode : 400).send(fail('param.invalid'));
    },
  });
  const metrics = instrumentPlatform(app, db, { metricsToken: options.metricsToken });
  ctx.metrics = metrics;
  app.register(fastifyCookie);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    if (nestsDeeper(text, maxJsonDepth)) return done(new ApiError('param.invalid', {}, 'JSON nests too deep'));
    try {
      done(
        null,
        JSON.parse(text, (k, v: unknown) => (k === '__proto__' ? undefined : v)),
      );
    } catch {
      done(new ApiError('param.invalid'));
    }
  });

  // Faults (dev/test) come first, so they can hit any path.
  if (mode !== 'production') app.addHook('onRequest', (req, reply) => applyFault(ctx, req, reply));

  // Built once: the same headers go on every answer.
  const secureHeaders = securityHeaders(mode);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(secureHeaders);
    if (
      (req.url.startsWith('/wps') || req.url.startsWith('/lgw') || req.url.startsWith('/__dev')) &&
      !reply.hasHeader('Cache-Control')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (err instanceof ApiError) {
      metrics.error(route, err.code);
      return reply.code(err.status).send(fail(err.code, err.extra, err.message));
    }
    if (err.statusCode && err.statusCode < 500) {
      const code = err.statusCode === 413 ? 'content.too.long' : 'param.invalid';
      metrics.error(route, code);
      return reply.code(err.statusCode === 413 ? 413 : 400).send(fail(code));
    }
    metrics.error(route, 'unknown.error');
    req.log.error(err);
    return reply.code(500).send(fail('unknown.error'));
  });

  const handlers: Handlers = {
    ...sessionRoutes(ctx),
    ...memberRoutes(ctx),
    ...systemRoutes(ctx),
    ...contentRoutes(ctx),
    ...gameRoutes(ctx),
    ...lotteryRoutes(ctx),
    ...walletRoutes(ctx),
    ...agentRoutes(ctx),
    ...assetRoutes(ctx),
  };

  const sessionStmt = db.prepare(
    `SELECT m.*, s.token_hash, s.member_id, s.merchant AS session_merchant, s.expires_at, s.revoked, s.first_time_login AS session_first_time_login
     FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ?`,
  );

  const resolveSession = (
    token: string | undefined,
    route: RouteDef,
  ): { session: SessionRow; member: MemberRow } | null => {
    const required = needsSession(route);
    if (!token) {
      if (required) throw new ApiError('user.or.token.invalid');
      return null;
    }
    const row = sessionStmt.get(tokenDigest(token)) as
      | (MemberRow & {
          token_hash: string;
          member_id: number;
          expires_at: string;
          revoked: string | null;
          session_first_time_login: number;
          session_merchant: string;
        })
      | undefined;
    const problem = !row
      ? 'user.or.token.invalid'
      : row.revoked === 'kicked'
        ? 'login.not.session'
        : row.revoked || row.expires_at <= ctx.now().toISOString() || row.status !== 1
          ? 'user.or.token.invalid'
          : null;
    if (problem || !row) {
      if (required) throw new ApiError(problem ?? 'user.or.token.invalid');
      return null;
    }
    return {
      session: {
        tokenHash: row.token_hash,
        memberId: row.member_id,
        merchant: row.session_merchant,
        firstTimeLogin: row.session_first_time_login === 1,
        expiresAt: row.expires_at,
      },
      member: row,
    };
  };

  const exempt = (def: RouteDef) => def.tag === 'system' || def.tag === 'assets' || def.produces === 'html';

  const run =
    (name: RouteName, def: RouteDef, handler: Handler) => async (request: FastifyRequest, reply: FastifyReply) => {
      const moduleId = request.headers[headers.module.toLowerCase()];
      if (moduleId) request.log.debug({ module: moduleId, route: name }, 'module');
      const token = request.headers.authorization?.trim() || undefined;
      const auth = def.access === 'none' ? null : resolveSession(token, def);
      // A session decides its merchant (trial tokens belong to the trial merchant); else the Merchant header.
      const code =
        auth?.session.merchant ?? String(request.headers[headers.merchant.toLowerCase()] ?? merchants.normal).trim();
      const merchant = ctx.merchant(code);
      if (!merchant) throw new ApiError('merchant.invalid');
      if (!exempt(def)) {
        if (merchant.status.maintenance) throw new ApiError('system.maintenance');
        if (merchant.status.regionRestricted) throw new ApiError('region.restricted');
      }
      if ('flag' in def && def.flag && merchant.flags[def.flag] !== '1') throw new ApiError('function.not.available');
      const member = auth?.member ?? null;
      if (member && def.access === 'member' && isTrialType(member.type)) throw new ApiError('trial.forbidden');
      if (member && def.access === 'agent' && !isAgentType(member.type)) throw new ApiError('function.not.available');
      // A form body only where the contract takes one: a cross-site form cannot post to a JSON route.
      if ('body' in def && def.body !== 'form' && formTypes.has(mediaType(request.headers['content-type'])))
        throw new ApiError('param.invalid', {}, 'This call takes JSON');
      let body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError('param.invalid');
      if ('body' in def && def.body === 'encrypted') {
        const h = request.headers[headers.encryption.toLowerCase()];
        body = decryptBody(ctx.keys, typeof h === 'string' ? h : undefined, body, ctx.replays) as Record<
          string,
          unknown
        >;
      }
      const req: Req = {
        route: name,
        merchant,
        session: auth?.session ?? null,
        member,
        query: (request.query ?? {}) as Record<string, unknown>,
        body,
        params: (request.params ?? {}) as Record<string, string>,
        ip: request.ip,
        raw: request,
        reply,
      };
      const value = await handler(req);
      if (value instanceof Raw) {
        reply.header('Content-Type', value.contentType);
        if (value.cacheSeconds) reply.header('Cache-Control', `public, max-age=${value.cacheSeconds}`);
        return reply.send(value.body);
      }
      return reply.send({ success: true, value: value ?? null });
    };

  // Per-route request limits where a call costs us whatever its answer (free play makes an account), or
  // where any answer tells whether an account or e-mail exists (lookups: enough for a person typing,
  // too few to walk a list of names). @fastify/rate-limit keys on req.ip, the real client when
  // trustProxy names the proxy. The secret checks are not here: they count failures, not calls (guardSecret).
  const lookup = { max: limits.lookupPerIp, timeWindow: 60_000 };
  const perRoute: Partial<Record<RouteName, { max: number; timeWindow: number }>> = {
    freePlay: { max: limits.freePlayPerIp, timeWindow: limits.windowMs },
    checkUsername: lookup,
    register: lookup,
    registerMobile: lookup,
    forgotPassword: lookup,
    // Answers user.not.exist for a number with no account before any code is checked.
    setPasswordByPhone: lookup,
  };
  app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => Object.assign(new ApiError('rate.limited'), { statusCode: ctx.statusCode }),
  });
  // Routes go in a child registered after the plugin, so its onRoute hook sees them.
  app.register(async (api) => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const def: RouteDef = routes[name];
      const handler = handlers[name];
      if (!handler) throw new Error(`no handler for route ${name} (${def.method} ${def.path})`);
      const rateLimit = perRoute[name];
      api.route({
        method: def.method,
        url: def.path,
        bodyLimit: apiBodyLimit,
        ...(rateLimit ? { config: { rateLimit } } : {}),
        handler: run(name, def, handler),
      });
    }
  });

  if (mode !== 'production') registerDevRoutes(app, ctx);

  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The app build writes .br and .gz next to each text asset; phones on slow networks get those.
      preCompressed: true,
      // Hashed file names under assets/ never change content: cache them for good. Everything else
      // (sw.js, runtime-config.json, the manifest) keeps revalidating.
      setHeaders: (reply, filePath) => {
        if (/[\\/]assets[\\/]/.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (staticDir && req.method === 'GET' && (spaPaths.test(path) || path === '/index.html')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', staticDir);
    }
    // An operator drops i18n-overrides/<lang>.json into the served folder while the site runs: the
    // static routes above were listed at start, so a file added later is served from here.
    if (staticDir && req.method === 'GET' && /^\/i18n-overrides\/[a-z]{2,3}\.json$/.test(path)) {
      if (existsSync(join(staticDir, path)))
        return reply.header('Cache-Control', 'no-cache').sendFile(path.slice(1), staticDir);
    }
    return reply.code(404).send(fail('url.empty'));
  });

  // The first screen's art is made ahead, one file after another, not in the request that first asks
  // for it; without a folder to keep it in (tests) nothing is made ahead. Closing waits for the file
  // being made, then stops.
  let closed = false;
  let warming: Promise<unknown> = Promise.resolve();
  if (options.artDir && (options.seed ?? true)) {
    const jobs = firstScreenArt(db);
    setTimeout(() => {
      warming = warmArt(art, jobs, () => closed).catch(() => undefined);
    }, 0).unref();
  }
  app.addHook('onClose', async () => {
    closed = true;
    await warming;
    db.close();
  });
  app.decorate('lobby', ctx);
  app.decorate('metrics', metrics);
  return app;
}
