/**
 * Request logs as both servers write them (the platform and the front-end server): one JSON line per
 * request, tied across the two by a request id, and nothing secret in it. The lines name the method,
 * the path without its query, the status and the time, never headers or bodies; the redaction list is
 * the second lock, for anything a later change passes to the logger by mistake. One list for both, so
 * a secret redacted on one side cannot be written by the other (docs/decisions/operations.md).
 * Plain data and Web APIs only: the app imports the contract too, and this module stays off its pages.
 */

/** The header a request id travels in: from a load balancer to the front end, and on to the platform. */
export const requestIdHeader = 'x-request-id';

/** A request id taken from outside: short, and only characters that cannot forge a log line. */
const wellFormedId = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id a sender we believe gave, when it is well formed; else a new one. */
export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && wellFormedId.test(given) ? given : crypto.randomUUID();
}

/**
 * Paths pino replaces with `[redacted]` wherever they show up in a log object: the credentials a
 * request can carry (session token, cookies, the encryption key header), and the body fields that hold
 * secrets (passwords, SMS codes, PINs, payment passwords, tokens).
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
  stream?: { write(line: string): void };
}

/** Fastify's logger settings: pino with redaction, and a request serializer that names no header. */
export function loggerOptions(options: LogOptions = {}) {
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
  };
}

/**
 * The fields of a request's one log line: method, route template, path without its query (capped at
 * 200 characters), status and whole milliseconds.
 */
export function requestLine(method: string, route: string, path: string, status: number, elapsedMs: number) {
  return { method, route, path: path.slice(0, 200), status, ms: Math.round(elapsedMs) };
}
