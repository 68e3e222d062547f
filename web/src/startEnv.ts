/**
 * The environments `npm start` (scripts/start.mjs) gives its two servers on one machine: the
 * platform on an inner port of 127.0.0.1, the front-end server in front of it. Kept here, typed and
 * tested, because which address the platform trusts decides whether its limits see clients
 * (docs/decisions/security-limits.md, "Client addresses").
 */
type Env = Record<string, string | undefined>;

/** Where the front-end server calls the platform from, when both run on one machine. */
export const platformCallsComeFrom = '127.0.0.1';

export interface StartEnvironments {
  /** The address the site is reached on (for the console and invite links). */
  site: string;
  platform: Env;
  web: Env;
}

export function startEnvironments(env: Env): StartEnvironments {
  const host = env.HOST || '127.0.0.1';
  const port = Number(env.PORT || 8080);
  const platformPort = Number(env.PLATFORM_PORT || port + 1);
  const site = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  return {
    site,
    platform: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(platformPort),
      // Links the platform writes (invites) point at the site, not at the platform's inner port.
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? site,
      // The platform believes X-Forwarded-For from the front-end server only, which replaces what
      // clients write with the address it saw. A TRUST_PROXY given to npm start names the balancers in
      // front of the front-end server, not the platform's.
      TRUST_PROXY: platformCallsComeFrom,
    },
    web: { ...env, HOST: host, PORT: String(port), PLATFORM_URL: `http://127.0.0.1:${platformPort}` },
  };
}
