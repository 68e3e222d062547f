/** Builds the OpenAPI 3.1 document from the contract's route table. */
import { errorCodes, headers, needsSession, routes, type RouteDef, type RouteName } from '@lobby/contract';
import { rememberCookie } from './remember.ts';

const envelopeOk = {
  type: 'object',
  required: ['success', 'value'],
  properties: { success: { const: true }, value: {} },
};
const envelopeFail = {
  type: 'object',
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', enum: errorCodes },
    message: { type: 'string' },
    captcha: { type: 'boolean', description: 'Set on a failed login that now requires a captcha' },
  },
};

export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const def: RouteDef = routes[name];
    const pathParams = [...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const headerParams = [
      { name: headers.merchant, in: 'header', required: false, schema: { type: 'string', default: 'LOBBY' } },
      { name: headers.language, in: 'header', required: false, schema: { type: 'string', default: 'TY' } },
      { name: headers.device, in: 'header', required: false, schema: { type: 'string', enum: ['MOBILE', 'OTHERS'] } },
      ...(def.module ? [{ name: headers.module, in: 'header', required: false, schema: { const: def.module } }] : []),
      ...(def.body === 'encrypted'
        ? [
            {
              name: headers.encryption,
              in: 'header',
              required: true,
              schema: { type: 'string', contentEncoding: 'base64' },
            },
          ]
        : []),
    ];
    const requestBody =
      def.body === 'encrypted'
        ? {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['value'],
                  properties: { value: { type: 'string', contentEncoding: 'base64' } },
                },
              },
            },
          }
        : def.body === 'form'
          ? { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } }
          : def.body === 'json'
            ? { required: true, content: { 'application/json': { schema: { type: 'object' } } } }
            : undefined;
    const produces = def.produces ?? 'json';
    const okContent =
      produces === 'html'
        ? { 'text/html': { schema: { type: 'string' } } }
        : produces === 'svg'
          ? { 'image/svg+xml': { schema: { type: 'string' } } }
          : { 'application/json': { schema: { $ref: '#/components/schemas/ApiOk' } } };
    (paths[toOpenApiPath(def.path)] ??= {})[def.method.toLowerCase()] = {
      operationId: name,
      summary: def.summary,
      tags: [def.tag],
      parameters: [...pathParams, ...headerParams],
      ...(requestBody && { requestBody }),
      ...(needsSession(def) && { security: [{ session: [] }] }),
      ...('cookie' in def && def.cookie === 'remember' && { security: [{ remember: [] }] }),
      'x-lobby-access': def.access,
      ...(def.module && { 'x-lobby-module': def.module }),
      ...(def.flag && { 'x-lobby-flag': def.flag }),
      responses: {
        '200': { description: 'Success', content: okContent },
        default: {
          description: 'Failure',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFail' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lobby reference platform API',
      version: '0.1.0',
      description:
        'Generated from @lobby/contract (server/contract/src/routes.ts). Envelope and headers: shared/spec/protocol.md.',
    },
    paths,
    components: {
      schemas: { ApiOk: envelopeOk, ApiFail: envelopeFail },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: headers.authorization,
          description: 'The raw session token (no Bearer)',
        },
        remember: {
          type: 'apiKey',
          in: 'cookie',
          name: rememberCookie,
          description:
            'The remember-me token: httpOnly, SameSite=Strict (Secure in production), path /wps/session, 30 days from its last use; rotated on each use',
        },
      },
    },
  };
}
