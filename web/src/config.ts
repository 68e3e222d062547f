/**
 * The front-end server's settings from the environment (README, Deploy). main.ts starts on what
 * webConfig returns and refuses to start, with the reason on one line, on what it throws: a
 * misspelt setting must stop the server, not quietly turn a feature off.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTrustedProxies } from './clientAddress.ts';

export interface WebConfig {
  /** PLATFORM_URL: the platform's origin (http or https, no path). */
  platformUrl: string;
  host: string;
  port: number;
  mode: 'production' | 'dev';
  distDir: string;
  /** The app's server entry, or undefined when pages are client-rendered (SSR=0). */
  serverEntry: string | undefined;
  /** PAGE_CACHE_MS: how long a complete render is sent again (0: never). */
  pageCacheMs: number;
  /** TRUST_PROXY: the balancers in front of this server whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  logger: boolean;
}

type Env = Record<string, string | undefined>;

/** A whole number in [min, max] or the reason it is not. */
function wholeNumber(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  return Number(raw);
}

/** PLATFORM_URL checked: an http(s) origin; a path would be dropped, so it is refused. */
function platformOrigin(raw: string | undefined): string {
  if (!raw) throw new Error('PLATFORM_URL is required: the platform origin to forward /wps, /lgw and /cdn to.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PLATFORM_URL must be an http(s) origin like https://platform.internal:8443, not "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PLATFORM_URL must use http or https, not ${url.protocol.slice(0, -1)}.`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password)
    throw new Error(
      `PLATFORM_URL must be an origin only (the platform's paths /wps, /lgw, /cdn are kept as they are), not "${raw}".`,
    );
  return url.origin;
}

/** Reads and checks the environment; throws the reason the server must not start. */
export function webConfig(env: Env, repo: string, fileExists: (path: string) => boolean = existsSync): WebConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : 'dev';
  const platformUrl = platformOrigin(env.PLATFORM_URL);
  const host = env.HOST || '127.0.0.1';
  const port = env.PORT ? wholeNumber('PORT', env.PORT, 0, 65535) : 8080;
  const distDir = resolve(env.DIST_DIR || resolve(repo, 'app/dist'));
  if (mode === 'production' && !fileExists(resolve(distDir, 'index.html')))
    throw new Error(`NODE_ENV=production needs the site's build: ${resolve(distDir, 'index.html')} is missing.`);
  if (env.SSR !== undefined && env.SSR !== '' && env.SSR !== '0' && env.SSR !== '1')
    throw new Error(`SSR must be 0 (client-rendered pages) or 1, not "${env.SSR}".`);
  const ssr = env.SSR !== '0';
  const entry = resolve(env.SERVER_ENTRY || resolve(repo, 'app/dist-server/entry-server.js'));
  let serverEntry: string | undefined;
  if (ssr && fileExists(entry)) serverEntry = entry;
  // Dev may run without a server build (pages are then client-rendered); production renders on the
  // server unless told SSR=0, so a missing build is a broken deploy, not a choice.
  else if (ssr && (mode === 'production' || env.SERVER_ENTRY))
    throw new Error(`The server entry ${entry} is missing: build the site, or set SSR=0 for client-rendered pages.`);
  const pageCacheMs =
    env.PAGE_CACHE_MS === undefined || env.PAGE_CACHE_MS === ''
      ? mode === 'production'
        ? 5000
        : 0
      : wholeNumber('PAGE_CACHE_MS', env.PAGE_CACHE_MS, 0, 3_600_000);
  const trustedProxies = parseTrustedProxies(env.TRUST_PROXY);
  if (env.LOG !== undefined && env.LOG !== '' && env.LOG !== '0' && env.LOG !== '1')
    throw new Error(`LOG must be 0 or 1, not "${env.LOG}".`);
  return {
    platformUrl,
    host,
    port,
    mode,
    distDir,
    serverEntry,
    pageCacheMs,
    trustedProxies,
    logger: env.LOG === '1',
  };
}
