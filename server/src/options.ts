/**
 * The platform's settings from the environment (server/README.md, "What production requires"). main.ts
 * starts on what this returns and refuses to start, with the message on one line, on what it throws.
 */
import { originOf, type ServerOptions } from './app.ts';
import { businessOffsetMs } from './http.ts';

export interface EnvOptions extends Pick<ServerOptions, 'trustProxy' | 'publicOrigin'> {
  /** BUSINESS_UTC_OFFSET, parsed (+08:00 unless set). */
  businessOffsetMs: number;
  /** NODE_ENV=production: the platform for real (no seed, no dev controls). */
  production: boolean;
  /** LIMITS=production: production's per-address limits on a dev platform (always so in production). */
  productionLimits: boolean;
}

/**
 * TRUST_PROXY: "false", "true" (dev only), or addresses/CIDRs separated by commas: the front-end servers
 * (web/) that call the platform, whose X-Forwarded-For names the client (docs/decisions/security-limits.md).
 */
function trustProxy(raw: string | undefined): ServerOptions['trustProxy'] {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((s) => s.trim());
}

/** Reads and checks the environment; throws the reason the platform must not start. */
export function envOptions(env: Record<string, string | undefined>): EnvOptions {
  const production = env.NODE_ENV === 'production';
  const offsetMs = businessOffsetMs(env.BUSINESS_UTC_OFFSET);
  const publicOrigin = env.PUBLIC_ORIGIN || undefined;
  if (publicOrigin !== undefined) originOf(publicOrigin);
  if (production) {
    if (env.TRUST_PROXY === undefined)
      throw new Error(
        'NODE_ENV=production needs TRUST_PROXY: the front-end servers\' addresses (or "false" when clients reach the platform directly).',
      );
    // true believes any X-Forwarded-For, so every client could pick the address its limits count on.
    if (env.TRUST_PROXY.trim() === 'true')
      throw new Error(
        "NODE_ENV=production refuses TRUST_PROXY=true (any client could write its own address); list the front-end servers' addresses or CIDRs.",
      );
    // The listening address is right for the demo only; invite links must name the site players reach.
    if (publicOrigin === undefined)
      throw new Error(
        'NODE_ENV=production needs PUBLIC_ORIGIN, the origin players reach the app on (like https://play.example.com).',
      );
  }
  if (env.LIMITS !== undefined && env.LIMITS !== '' && env.LIMITS !== 'production')
    throw new Error(`LIMITS is "production" or unset (dev and test limits), not "${env.LIMITS}".`);
  return {
    production,
    productionLimits: production || env.LIMITS === 'production',
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicOrigin,
    businessOffsetMs: offsetMs,
  };
}
