/**
 * Who is calling: the platform keys its limits (wrong passwords, SMS sends) on the client address,
 * so this server must tell it the real one and never let a client choose it
 * (docs/decisions/security-limits.md, "Client addresses").
 *
 * Fastify resolves `req.ip` with the trusted-proxy list given here: X-Forwarded-For is believed only
 * hop by hop from a trusted balancer; from anyone else the socket's address is the client. What is
 * forwarded to the platform is that one address, replacing whatever the client wrote.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** Names @fastify/proxy-addr understands for whole address ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY of the front-end server: the balancers in front of it, as addresses or CIDRs separated by
 * commas (or `loopback`, `linklocal`, `uniquelocal`). Empty or `false`: none, the socket is the
 * client. `true` would believe any client's X-Forwarded-For, so it is refused.
 */
export function parseTrustedProxies(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'false') return [];
  if (raw.trim() === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client write its own address; list the balancers in front (addresses or CIDRs, comma-separated).',
    );
  const entries = raw.split(',').map((s) => s.trim());
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY must list addresses or CIDRs separated by commas; "${bad}" is neither.`);
  return entries;
}

/** Whether the client (as resolved through trusted balancers) is this machine. */
export function isLoopbackClient(req: Pick<FastifyRequest, 'ip'>): boolean {
  const ip = req.ip.replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * Request headers undici refuses to send (it answers the proxy with an error before asking the
 * platform) or that describe only the hop between the client and this server.
 */
const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'transfer-encoding',
];

/** Headers a client could use to name another address; the platform hears the address from us only. */
const addressHeaders = ['forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/** The headers of a forwarded call: the client's own, minus hop-by-hop ones, with who called. */
export function forwardedRequestHeaders(
  req: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: Record<string, unknown>,
): IncomingHttpHeaders {
  const out = { ...headers } as IncomingHttpHeaders;
  for (const name of [...hopByHop, ...addressHeaders]) delete out[name];
  out['x-forwarded-for'] = req.ip;
  // From a trusted balancer these are what it saw (https at the edge); from anyone else, this hop's.
  out['x-forwarded-proto'] = req.protocol;
  out['x-forwarded-host'] = req.host;
  return out;
}
