/**
 * The one API client (issue 6): `api.call('routeName', { query, body })`, typed from the contract's
 * route table. It sends the headers of protocol.md, tags calls with their module id, unwraps the
 * envelope, encrypts login/register bodies with Web Crypto, retries idempotent reads, reports slow
 * and dropped connections, never caches what must not be (captcha), and hands session expiry to
 * the shell (clear session, go to login with the catalogue text).
 *
 * The browser sends no session token: the front-end server adds it from its sealed cookie
 * (docs/decisions/web-session-cookie.md). Only the server's render, which calls the platform itself,
 * gives one through setRenderSessionScope.
 */
import { encryptPayload, headers as H, needsSession, routes } from '@lobby/contract';
import type {
  ApiResult,
  RouteBody,
  RouteDef,
  RouteName,
  RouteQuery,
  RouteResponse,
  RsaKeyValue,
} from '@lobby/contract';
import { currentLanguageCode } from '../i18n/index.ts';
import { runtimeConfig } from '../config/runtimeConfig.ts';
import { deviceOf, readEnvironment } from '../config/standalone.ts';
import { setNetworkStatus } from '../state/network.ts';
import { dropStoredSession, readSession } from '../state/session.ts';
import { ApiError } from './errors.ts';

/** Options of one call; `query` and `body` are typed per route. */
export interface CallOptions<K extends RouteName> {
  query?: RouteQuery<K>;
  body?: RouteBody<K>;
  /** Values for `:name` segments of the path. */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /** Extra attempts for a failed read (GET only; never for captcha). @default 2 */
  retries?: number;
  /** Makes a money-moving POST safe to repeat: pass one key per user action (newIdempotencyKey()). */
  idempotencyKey?: string;
  /** Send no session token even in the server's render (the browser never sends one). @default false */
  anonymous?: boolean;
}

/** Tunables, named once (tests shrink them). */
export const clientTiming = {
  /** A call still running after this is a slow connection (the OfflineBanner says so). */
  slowAfterMs: 4000,
  /** Give up on a call after this. */
  timeoutMs: 20_000,
  /** Waits before retry 1, 2, ... of an idempotent read. */
  retryDelaysMs: [400, 1200] as number[],
};

let renderToken: () => string | undefined = () => undefined;
/**
 * The server's render: where the token of the request being rendered comes from (set once, like
 * setRenderLanguageScope). In the browser it stays unset and no token is ever sent.
 */
export function setRenderSessionScope(getToken: () => string | undefined): void {
  renderToken = getToken;
}

type ExpiredHandler = (code: string) => void;
let onSessionExpired: ExpiredHandler | null = null;
/** The session whose expiry the shell has been told of (told once, however many calls meet it). */
let expiredSession: unknown;
/**
 * The shell registers what to do on session expiry (it owns the router and the Recoil store): it
 * ends the page's session itself, when it is safe to (AppShell's useSessionExpiry waits for
 * hydration). With no shell registered the session is dropped at once.
 */
export function setSessionExpiredHandler(handler: ExpiredHandler | null): void {
  onSessionExpired = handler;
}

/** Routes that must never be answered from any cache and never retried (a new image each time). */
const neverCached: ReadonlySet<RouteName> = new Set<RouteName>(['captcha']);
/** Routes of the trial merchant (docs/product/roles.md#trial-user: trial users have a separate merchant code). */
const trialRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['freePlay', 'trialUser']);
/** docs/product/states.md#login: the login sends Device OTHERS from a standalone home-screen app. */
const deviceSensitive: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'freePlay']);

let publicKey: Promise<string> | null = null;
const getPublicKey = (): Promise<string> => {
  publicKey ??= call('sessionKey').then((v: RsaKeyValue) => v.publicKey);
  publicKey.catch(() => {
    publicKey = null;
  });
  return publicKey;
};

/** The language code the server knows (TY, EN, ...): the i18n module's, one mapping for all. */
export const currentLanguage = (): string => currentLanguageCode();

export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function buildUrl(def: RouteDef, query: object | undefined, params: Record<string, string> | undefined): string {
  const path = def.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    search.set(k, String(v));
  }
  const qs = search.toString();
  return `${runtimeConfig().apiBase}${path}${qs ? `?${qs}` : ''}`;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });

async function once<K extends RouteName>(name: K, def: RouteDef, opts: CallOptions<K>): Promise<RouteResponse<K>> {
  const config = runtimeConfig();
  const session = opts.anonymous ? undefined : readSession();
  const h: Record<string, string> = {
    [H.merchant]: trialRoutes.has(name) ? config.trialMerchantCode : (session?.merchantCode ?? config.merchantCode),
    [H.language]: currentLanguage(),
    [H.device]: deviceSensitive.has(name) ? deviceOf(readEnvironment()) : 'MOBILE',
    Accept: 'application/json',
  };
  if (def.module) h[H.module] = def.module;
  const token = opts.anonymous ? undefined : renderToken();
  if (token && (needsSession(def) || def.access === 'optional')) h[H.authorization] = token;
  if (opts.idempotencyKey) h[H.idempotencyKey] = opts.idempotencyKey;

  let body: string | undefined;
  if (opts.body !== undefined && def.method !== 'GET') {
    if (def.body === 'encrypted') {
      const sealed = await encryptPayload(await getPublicKey(), opts.body);
      h[H.encryption] = sealed.encryptionHeader;
      h['Content-Type'] = 'application/json';
      body = JSON.stringify(sealed.body);
    } else if (def.body === 'form') {
      h['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(opts.body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')]),
      ).toString();
    } else {
      h['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
  }

  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', abortFromCaller);
  let timedOut = false;
  const slow = setTimeout(() => setNetworkStatus('slow'), clientTiming.slowAfterMs);
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, clientTiming.timeoutMs);

  let res: Response;
  try {
    res = await fetch(buildUrl(def, opts.query, opts.params), {
      method: def.method,
      headers: h,
      body,
      credentials: 'same-origin',
      cache: neverCached.has(name) ? 'no-store' : 'default',
      signal: controller.signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    setNetworkStatus('offline');
    throw new ApiError(timedOut ? 'network.timeout' : 'network.offline', 'Slow Connection / No Internet', 0);
  } finally {
    clearTimeout(slow);
    clearTimeout(timeout);
    opts.signal?.removeEventListener('abort', abortFromCaller);
  }
  // Any answer means the connection works again.
  setNetworkStatus('online');

  if (def.produces && def.produces !== 'json') {
    if (!res.ok) throw new ApiError('unknown.error', res.statusText, res.status);
    return (await res.text()) as RouteResponse<K>;
  }
  let envelope: ApiResult<RouteResponse<K>>;
  try {
    envelope = (await res.json()) as ApiResult<RouteResponse<K>>;
  } catch {
    throw new ApiError('load.failed', 'Malformed response', res.status);
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    throw new ApiError('load.failed', 'Malformed response', res.status);
  }
  if (envelope.success) return envelope.value;
  throw new ApiError(envelope.code, envelope.message, res.status, envelope.captcha === true);
}

const retryable = (err: unknown): boolean =>
  err instanceof ApiError && (err.isNetwork || err.code === 'load.failed' || err.status >= 500);

let retrying = true;

/**
 * Calls started in `fn` try once: the server's render asks for a page's first screen this way (the
 * browser retries what failed). Synchronous: a call reads this as it starts, before its first await.
 */
export function withoutRetries<T>(fn: () => T): T {
  const before = retrying;
  retrying = false;
  try {
    return fn();
  } finally {
    retrying = before;
  }
}

/** Calls one route of the contract and answers its `value`; failures throw ApiError. */
export async function call<K extends RouteName>(name: K, opts: CallOptions<K> = {}): Promise<RouteResponse<K>> {
  const def: RouteDef = routes[name];
  const idempotentRead = def.method === 'GET' && !neverCached.has(name);
  const retries = idempotentRead && retrying ? (opts.retries ?? clientTiming.retryDelaysMs.length) : 0;
  let encryptionRetried = false;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(name, def, opts);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'encryption.invalid' && !encryptionRetried) {
        // The server's key changed (restart): fetch it again once.
        encryptionRetried = true;
        publicKey = null;
        attempt--;
        continue;
      }
      const current = readSession();
      if (err instanceof ApiError && err.isSessionExpired && current !== undefined && current !== expiredSession) {
        const handler = onSessionExpired;
        if (handler) {
          expiredSession = current;
          queueMicrotask(() => handler(err.code));
        } else dropStoredSession();
      }
      if (attempt < retries && retryable(err)) {
        await sleep(clientTiming.retryDelaysMs[attempt] ?? 1000, opts.signal);
        continue;
      }
      throw err;
    }
  }
}

/** The client as an object, for `import { api } from '../api/client.ts'`. */
export const api = { call, newIdempotencyKey };
