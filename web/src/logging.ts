/**
 * Request logs: one JSON line per request (pino, through Fastify), carrying a request id that is
 * sent on to the platform, which logs it too. The settings and the redaction list are the platform's
 * own (server/contract/src/logging.ts), so both servers keep the same secrets out of their lines.
 * See docs/decisions/operations.md.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { loggerOptions as sharedLoggerOptions, requestIdFrom, requestIdHeader } from '@lobby/contract/logging';
import type { LogOptions } from '@lobby/contract/logging';

export { requestIdHeader };
export type { LogOptions };

/**
 * The request id of a request: the load balancer's when it is trusted to set one and the id is well
 * formed, else a new one. A player's browser never chooses what our logs say.
 */
export function requestIdOf(req: IncomingMessage, trustIncoming: boolean): string {
  return requestIdFrom(trustIncoming ? req.headers[requestIdHeader] : undefined);
}

/** Fastify's logger settings: pino with redaction and a request serializer that names no header. */
export const loggerOptions = (options: LogOptions = {}): NonNullable<FastifyServerOptions['logger']> =>
  sharedLoggerOptions(options) as NonNullable<FastifyServerOptions['logger']>;
