/**
 * Request logs: one JSON line per request (pino, through Fastify), carrying a request id that is
 * sent on to the platform, which logs it too. Nothing secret is logged: the line names the method,
 * the route template, the path without its query, the status and the time; never headers or bodies.
 * The redaction list is the second lock, for anything a later change passes to the logger by mistake.
 * See docs/decisions/operations.md.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** The header a request id travels in, from a load balancer to us and from us to the platform. */
export const requestIdHeader = 'x-request-id';

/** A request id we accept from outside: short, and only characters that cannot forge a log line. */
const wellFormedId = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request id of a request: the load balancer's when it is trusted to set one and the id is well
 * formed, else a new one. A player's browser never chooses what our logs say.
 */
export function requestIdOf(req: IncomingMessage, trustIncoming: boolean): string {
  const given = req.headers[requestIdHeader];
  return trustIncoming && typeof given === 'string' && wellFormedId.test(given) ? given : randomUUID();
}

/**
 * Paths pino replaces with `[redacted]` wherever they show up in a log object: the credentials a
 * request can carry (session token, cookies, the encryption key header), and the body fields that hold
 * secrets (passwords, SMS codes, PINs, payment passwords).
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.encryption',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers.encryption',
  'body',
  'req.body',
  ...[
    'password',
    'newPassword',
    'oldPassword',
    'confirmPassword',
    'confirmNewPassword',
    'paymentPassword',
    'oldPaymentPassword',
    'newPaymentPassword',
    'verificationCode',
    'smsCode',
    'pin',
    'token',
    'firebaseIdToken',
    'rememberToken',
    'authorization',
    'cookie',
  ].map((field) => `*.${field}`),
];

export interface LogOptions {
  /** pino level. @default 'info' */
  level?: string;
  /** Where lines go (tests read them); stdout when absent. */
  stream?: DestinationStream;
}

/** Fastify's logger settings: pino with redaction and a request serializer that names no header. */
export function loggerOptions(options: LogOptions = {}): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level ?? 'info',
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Fastify's default names the URL with its query; a query may hold a token.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        id: req.id,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
  } as NonNullable<FastifyServerOptions['logger']>;
}
