/**
 * The player's session, held by this server in a sealed cookie (docs/decisions/web-session-cookie.md).
 *
 * The platform answers a login (register, free play, remembered login...) with a token. This server
 * takes the token out of that answer before the page sees it and keeps it, with the session's public
 * facts, in a cookie sealed with @fastify/secure-session (libsodium secretbox: encrypted and
 * authenticated, HttpOnly, SameSite=Lax). Every call it forwards carries the token from the cookie. The
 * key comes from the environment, so any copy of this stateless server opens any player's cookie.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifySecureSession from '@fastify/secure-session';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { headers as H, routes } from '@lobby/contract';
import type { RouteName } from '@lobby/contract';
import { beaconPaths } from './beacons.ts';

declare module '@fastify/secure-session' {
  interface SessionData {
    player: RenderSession;
  }
}

/** What a page may know of its session: everything but the token. */
export interface PublicSession {
  merchantCode: string;
  userName: string;
  /** Customer type (docs/product/data.md#session). */
  type: number;
  firstTimeLogin: boolean;
}

/** The session as the server's render uses it (it calls the platform itself, with the token). */
export interface RenderSession extends PublicSession {
  token: string;
}

export const sessionCookieName = 'lobby_session';

/** Seconds a sealed cookie stays openable after it was last written; the platform's token expiry rules. */
const sealLifetimeS = 30 * 86_400;

/** Answers whose value is a LoginValue with a token (server/contract routes, plus the dev control). */
const loginRoutes: RouteName[] = ['login', 'rememberedLogin', 'freePlay', 'register', 'registerMobile'];
const loginCalls = new Set([...loginRoutes.map((n) => `${routes[n].method} ${routes[n].path}`), 'POST /__dev/session']);
const logoutCall = `${routes.logout.method} ${routes.logout.path}`;

/** docs/product/errors.md#session-expiry: the platform's session codes end the cookie too (kicked, expired). */
const sessionEndedCodes: ReadonlySet<string> = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
]);

/** The refusal of a cross-site call: the catalogue's permission code (docs/product/errors.md). */
export const crossSiteRefusal = {
  success: false,
  code: 'function.not.available',
  message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
} as const;

/**
 * The header a cross-site form cannot send and a cross-site script cannot send without a CORS
 * preflight nobody grants: the app's client sends `Merchant` on every call (docs/decisions/web-session-cookie.md).
 */
export const sameSiteHeader = H.merchant.toLowerCase();

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const reportPaths: readonly string[] = Object.values(beaconPaths);

/** The development key: fixed so dev restarts and side-by-side copies keep their sessions. Never production. */
const devKey = createHash('sha256').update('lobby development session key, never production').digest();

function keyFrom(name: string, value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * The sealing keys, newest first: SESSION_KEY seals, SESSION_KEY_PREVIOUS (during a rotation) still
 * opens. Production refuses to start without SESSION_KEY; dev and test use the fixed development key.
 */
export function sessionKeys(
  env: Record<string, string | undefined>,
  mode: 'production' | 'dev',
): { keys: Buffer[]; note?: string } {
  const current = env.SESSION_KEY?.trim();
  const previous = env.SESSION_KEY_PREVIOUS?.trim();
  if (!current) {
    if (mode === 'production') {
      throw new Error('SESSION_KEY is required in production: 32 random bytes in base64 (openssl rand -base64 32).');
    }
    return {
      keys: [devKey],
      note: 'SESSION_KEY is not set: sessions are sealed with the fixed development key (never use this in production).',
    };
  }
  const keys = [keyFrom('SESSION_KEY', current)];
  if (previous) keys.push(keyFrom('SESSION_KEY_PREVIOUS', previous));
  return { keys };
}

export interface SessionOptions {
  keys: Buffer[];
  mode: 'production' | 'dev';
}

/** The session of this request's cookie, or undefined. */
export function sessionOf(req: FastifyRequest): RenderSession | undefined {
  const s = req.session?.get('player') as RenderSession | undefined;
  return s && typeof s.token === 'string' && s.token ? s : undefined;
}

const publicOf = (s: RenderSession): PublicSession => ({
  merchantCode: s.merchantCode,
  userName: s.userName,
  type: s.type,
  firstTimeLogin: s.firstTimeLogin,
});

/** Seals `session` into this reply's cookie, to end with the platform's token (`expiresAt`). */
function adopt(req: FastifyRequest, session: RenderSession, expiresAt?: string): void {
  req.session.set('player', session);
  const until = expiresAt ? Date.parse(expiresAt) : NaN;
  if (Number.isFinite(until)) {
    req.session.options({ maxAge: Math.max(0, Math.floor((until - Date.now()) / 1000)) });
  }
}

/** Ends the cookie (logout, a session the platform ended). */
export function endSession(req: FastifyRequest): void {
  if (req.session?.get('player')) req.session.delete();
}

/** The server render's hook: the cookie ended while rendering (the platform said the session is over). */
export const endRenderSession = (reply: FastifyReply): void => endSession(reply.request);

/**
 * A same-origin request: its Origin is this site, or (no Origin) Sec-Fetch-Site says same-origin or
 * none. A request with neither header is not from a browser (no cookie of a victim rides on it).
 */
export function isSameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (origin === 'null') return false;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const loopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/** Registers the cookie, the CSRF guard, GET /web/session, and (dev only) the adopt control. */
export async function registerSession(app: FastifyInstance, options: SessionOptions): Promise<void> {
  await app.register(fastifySecureSession, {
    sessionName: 'session',
    cookieName: sessionCookieName,
    key: options.keys,
    expiry: sealLifetimeS,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.mode === 'production' },
  });

  // A call that changes something and rides on the cookie must come from this site's own pages.
  // Not the browsers' reports (vitals, errors, CSP): a beacon cannot carry the header, they change
  // nothing of the member's, and the cookie is not read for them (a member's page reported nothing).
  app.addHook('preHandler', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (!sessionOf(req)) return;
    if (req.url.startsWith('/__dev/')) return;
    if (reportPaths.includes(pathOf(req.url))) return;
    if (isSameOrigin(req) && req.headers[sameSiteHeader]) return;
    return reply.code(403).header('Cache-Control', 'no-store').send(crossSiteRefusal);
  });

  // Who is signed in, for a page the server did not render (no data block).
  app.get('/web/session', async (req, reply) => {
    const s = sessionOf(req);
    return reply.header('Cache-Control', 'no-store').send({ success: true, value: s ? publicOf(s) : null });
  });

  if (options.mode !== 'production') {
    // Dev and test only, from this machine only: seal a platform token the caller already holds into
    // this browser's cookie (end-to-end specs sign a page in without its login screen).
    app.post('/web/dev/session', async (req, reply) => {
      if (!loopback(req.ip)) return reply.code(404).send({ success: false, code: 'url.empty' });
      const b = (req.body ?? {}) as Partial<RenderSession>;
      if (typeof b.token !== 'string' || !b.token || typeof b.userName !== 'string') {
        return reply
          .code(400)
          .send({ success: false, code: 'param.invalid', message: 'token and userName are strings' });
      }
      const s: RenderSession = {
        token: b.token,
        merchantCode: String(b.merchantCode ?? ''),
        userName: b.userName,
        type: Number(b.type ?? 0),
        firstTimeLogin: b.firstTimeLogin === true,
      };
      adopt(req, s);
      return reply.header('Cache-Control', 'no-store').send({ success: true, value: publicOf(s) });
    });
  }
}

// Registered on the server itself, not in a scope of its own (what fastify-plugin marks): the cookie
// and its hooks serve every route, the proxy's included.
(registerSession as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** The cookie header without our sealed cookie: the platform has no use for it. */
function withoutOurCookie(cookie: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(cookie) ? cookie.join('; ') : cookie;
  if (!joined) return undefined;
  const rest = joined
    .split(/;\s*/)
    .filter((c) => c && !c.startsWith(`${sessionCookieName}=`))
    .join('; ');
  return rest || undefined;
}

/** For the proxy: the token header from the cookie (the cookie's wins over a sent one). */
export function withSessionHeaders(req: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const s = sessionOf(req);
  const out: IncomingHttpHeaders = { ...headers };
  const cookie = withoutOurCookie(headers.cookie);
  if (cookie) out.cookie = cookie;
  else delete out.cookie;
  const auth = H.authorization.toLowerCase();
  if (s) out[auth] = s.token;
  // An answer this server reads (a login's, a possible session end) comes uncompressed.
  if (loginCalls.has(`${req.method} ${pathOf(req.url)}`) || s) out['accept-encoding'] = 'identity';
  return out;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const parse = (body: Buffer): Record<string, unknown> | undefined => {
  try {
    const v: unknown = JSON.parse(body.toString('utf8'));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The platform's answer as the proxy hands it over (its headers are already on the reply). */
export interface PlatformAnswer {
  statusCode: number;
  stream: Readable;
}

/**
 * For the proxy: the platform's answer. A login's answer loses its token to the cookie; a logout, or a
 * session-ended answer to a call that carried the cookie, ends the cookie. Everything else streams.
 */
export function onPlatformResponse(req: FastifyRequest, reply: FastifyReply, res: PlatformAnswer): void {
  const call = `${req.method} ${pathOf(req.url)}`;
  const encoded = String(reply.getHeader('content-encoding') ?? 'identity') !== 'identity';
  if (call === logoutCall) endSession(req);
  const isLogin = loginCalls.has(call);
  const mayEnd = res.statusCode === 401 && sessionOf(req) !== undefined;
  if (encoded || (!isLogin && !mayEnd)) {
    void reply.send(res.stream);
    return;
  }
  void readAll(res.stream)
    .then((body) => {
      const envelope = parse(body);
      reply.removeHeader('content-length');
      if (!envelope) return reply.send(body);
      const value = envelope.value as Record<string, unknown> | undefined;
      if (isLogin && envelope.success === true && value && typeof value.token === 'string') {
        const { token, ...rest } = value;
        adopt(
          req,
          {
            token,
            merchantCode: String(value.merchantCode ?? ''),
            userName: String(value.userName ?? ''),
            type: Number(value.customerType ?? value.type ?? 0),
            firstTimeLogin: value.firstTimeLogin === true,
          },
          typeof value.expiresAt === 'string' ? value.expiresAt : undefined,
        );
        reply.header('cache-control', 'no-store');
        return reply.send(JSON.stringify({ ...envelope, value: rest }));
      }
      if (mayEnd && typeof envelope.code === 'string' && sessionEndedCodes.has(envelope.code)) endSession(req);
      return reply.send(body);
    })
    .catch((err: unknown) => reply.send(err));
}
