import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  routes,
  routeNames,
  decodeServiceLink,
  encodeServiceLink,
  errorCatalogue,
  isAgentType,
  isContractCheckType,
  matchesPattern,
  type RouteDef,
} from '@lobby/contract';
import { buildOpenApi, toOpenApiPath } from '../src/openapi.ts';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('contract and OpenAPI agree', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, { operationId: string }>> };

  it('every route of the table is in the document', () => {
    for (const name of routeNames) {
      const def: RouteDef = routes[name];
      const op = doc.paths[toOpenApiPath(def.path)]?.[def.method.toLowerCase()];
      expect(op, `${name} ${def.method} ${def.path}`).toBeDefined();
      expect(op!.operationId).toBe(name);
    }
  });

  it('every operation of the document is in the table', () => {
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops.sort()).toEqual([...routeNames].sort());
  });

  it('the server registers every route of the table', () => {
    for (const name of routeNames) {
      const def: RouteDef = routes[name];
      expect(s.app.hasRoute({ method: def.method, url: def.path }), `${name}`).toBe(true);
    }
  });

  it('server/openapi.json is up to date (npm run openapi -w @lobby/server)', () => {
    const file = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(file).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('paths are unique per method', () => {
    const keys = routeNames.map((n) => `${routes[n].method} ${routes[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('contract helpers', () => {
  it('encodes and decodes customer-service links with the last 8 characters as key', () => {
    const url = 'https://t.me/lobby_support?x=1&y=ü';
    const enc = encodeServiceLink(url, 'Ab3dE5gH');
    expect(enc.endsWith('Ab3dE5gH')).toBe(true);
    expect(enc).not.toContain('t.me');
    expect(decodeServiceLink(enc)).toBe(url);
  });
  it('applies the member type rules of docs/product/roles.md#member-types, docs/product/constants.md#member-types', () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect([1, 2, 41].map(isAgentType)).toEqual([true, true, true]);
    expect([4, 40, 41, 42].map(isContractCheckType)).toEqual([false, false, false, false]);
    expect(isContractCheckType(0)).toBe(true);
  });
  it('pattern 4 is 6 to 64 characters: passphrases welcome, no control character, no space at either end', () => {
    expect(matchesPattern(4, 'Player123')).toBe(true);
    expect(matchesPattern(4, 'purple tide over 7 quiet harbours')).toBe(true);
    expect(matchesPattern(4, 'contraseña segura')).toBe(true);
    expect(matchesPattern(4, 'x'.repeat(64))).toBe(true);
    expect(matchesPattern(4, 'short')).toBe(false);
    expect(matchesPattern(4, 'x'.repeat(65))).toBe(false);
    expect(matchesPattern(4, ' leading1')).toBe(false);
    expect(matchesPattern(4, 'trailing1 ')).toBe(false);
    expect(matchesPattern(4, 'tab\there1')).toBe(false);
  });
  it('the catalogue has the known protocol codes with statuses', () => {
    expect(errorCatalogue['login.not.session'].status).toBe(401);
    expect(errorCatalogue['rate.limited'].status).toBe(429);
    expect(errorCatalogue['modify.new.old.same'].message).toMatch(/cannot be the same/);
  });
});
