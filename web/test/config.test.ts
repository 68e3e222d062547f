/**
 * The front-end server's settings: each mistake stops it with one line naming the setting, instead of
 * a stack or a feature quietly off.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webConfig } from '../src/config.ts';
import { parseTrustedProxies } from '../src/clientAddress.ts';

const repo = '/srv/lobby';
const built = () => true;
const config = (env: Record<string, string>, exists: (p: string) => boolean = built) =>
  webConfig({ PLATFORM_URL: 'http://127.0.0.1:8081', ...env }, repo, exists);
const oneLine = (fn: () => unknown, pattern: RegExp) => {
  expect(fn).toThrow(pattern);
  try {
    fn();
  } catch (e) {
    expect((e as Error).message).not.toContain('\n');
  }
};

describe('web config', () => {
  it('reads the defaults', () => {
    expect(config({})).toEqual({
      platformUrl: 'http://127.0.0.1:8081',
      host: '127.0.0.1',
      port: 8080,
      mode: 'dev',
      distDir: resolve(repo, 'app/dist'),
      serverEntry: resolve(repo, 'app/dist-server/entry-server.js'),
      pageCacheMs: 0,
      trustedProxies: [],
      logger: false,
    });
    expect(config({ NODE_ENV: 'production' }).pageCacheMs).toBe(5000);
    expect(config({ PAGE_CACHE_MS: '250', TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' })).toMatchObject({
      pageCacheMs: 250,
      trustedProxies: ['10.0.0.0/8', '192.0.2.7'],
    });
  });

  it('PLATFORM_URL must be an http(s) origin', () => {
    oneLine(() => webConfig({}, repo, built), /^PLATFORM_URL is required/);
    oneLine(() => config({ PLATFORM_URL: 'not-a-url' }), /^PLATFORM_URL must be an http\(s\) origin/);
    oneLine(() => config({ PLATFORM_URL: 'ftp://platform.internal' }), /^PLATFORM_URL must use http or https/);
    oneLine(() => config({ PLATFORM_URL: 'https://platform.internal/api' }), /^PLATFORM_URL must be an origin only/);
    expect(config({ PLATFORM_URL: 'https://platform.internal:8443/' }).platformUrl).toBe(
      'https://platform.internal:8443',
    );
  });

  it('numbers are numbers', () => {
    oneLine(() => config({ PAGE_CACHE_MS: 'abc' }), /^PAGE_CACHE_MS must be a whole number/);
    oneLine(() => config({ PAGE_CACHE_MS: '-5' }), /^PAGE_CACHE_MS/);
    oneLine(() => config({ PORT: '80a' }), /^PORT must be a whole number/);
    oneLine(() => config({ SSR: 'yes' }), /^SSR must be 0/);
  });

  it('production needs its builds: no silent client-only rendering', () => {
    const noServerBuild = (p: string) => !p.endsWith('entry-server.js');
    oneLine(() => config({ NODE_ENV: 'production' }, noServerBuild), /server entry .* is missing/);
    expect(config({ NODE_ENV: 'production', SSR: '0' }, noServerBuild).serverEntry).toBeUndefined();
    // Dev without a server build renders in the browser, as before.
    expect(config({}, noServerBuild).serverEntry).toBeUndefined();
    oneLine(() => config({ NODE_ENV: 'production' }, () => false), /needs the site's build/);
  });

  it('TRUST_PROXY lists addresses; true is refused', () => {
    oneLine(() => config({ TRUST_PROXY: 'true' }), /TRUST_PROXY=true would let any client write its own address/);
    oneLine(() => config({ TRUST_PROXY: '10.0.0.1, lb.internal' }), /"lb.internal" is neither/);
    oneLine(() => config({ TRUST_PROXY: '10.0.0.0/33' }), /"10.0.0.0\/33"/);
    expect(parseTrustedProxies('false')).toEqual([]);
    expect(parseTrustedProxies('loopback, ::1, fd00::/8')).toEqual(['loopback', '::1', 'fd00::/8']);
  });
});

describe('web main', () => {
  it('refuses a bad setting with one line on stderr and exit 1, not a stack', async () => {
    const { spawnSync } = await import('node:child_process');
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    for (const env of [{ PLATFORM_URL: 'not-a-url' }, { PLATFORM_URL: 'http://127.0.0.1:1', PAGE_CACHE_MS: 'abc' }]) {
      const run = spawnSync(process.execPath, [main], {
        env: { PATH: process.env.PATH, PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^Refusing to start: (PLATFORM_URL|PAGE_CACHE_MS)/);
    }
  });
});
