/**
 * What the front-end server takes from a client before it does any work: time to send a request,
 * how many connections, which paths take a body and how large (README, Deploy).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestLimits {
  /** Time a client has to send its whole request (slow bodies hold a socket each). */
  requestTimeoutMs: number;
  /** Open connections at most; past these new ones are refused by the socket. */
  maxConnections: number;
  /** Time the platform has to start answering; then the client gets 504 (the app gives up at 20 s). */
  platformTimeoutMs: number;
  /** The largest body forwarded: the platform's own largest (its dev controls). */
  maxForwardedBody: number;
}

export const defaultRequestLimits: RequestLimits = {
  requestTimeoutMs: 15_000,
  maxConnections: 4096,
  platformTimeoutMs: 15_000,
  maxForwardedBody: 1_048_576,
};

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Connection', 'close')
    .send({ success: false, code, message });

/**
 * An onRequest hook: only forwarded paths and this server's own few POST routes (the browsers'
 * reports, each with a small body limit of its own) take a body. Everything else this server answers
 * (pages, assets, health) is a GET or unknown, so a body there is refused before a byte of it is read
 * or parsed. A forwarded body larger than the platform takes is refused here too, with the platform's
 * 413, since the platform's own refusal arrives while the body is still streaming and is lost.
 */
export function bodyGate(forwarded: (path: string) => boolean, maxForwardedBody: number) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const length = req.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const isForwarded = forwarded(req.url);
    const ownPost = !isForwarded && req.method === 'POST' && req.routeOptions.url !== undefined;
    if (ownPost) return;
    if (!isForwarded) {
      await refuse(reply, 413, 'param.invalid', 'This address takes no request body');
      return;
    }
    if (length !== undefined && Number(length) > maxForwardedBody)
      await refuse(reply, 413, 'content.too.long', 'The request is too large');
  };
}
