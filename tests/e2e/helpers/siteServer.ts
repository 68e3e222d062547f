/** A site of its own for specs that serve a build other than the committed one (a copy, or a fresh build). */
import { test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Resolves once `url` answers 2xx; fails after `ms`. */
export async function waitUp(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * Starts the e2e server (scripts/e2e-server.mjs: platform and site on a fresh database) on `port`,
 * serving the site from `appDist`, and resolves once the platform answers. Stop it with
 * `kill('SIGTERM')`.
 */
export async function startSiteServer(port: number, appDist: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], {
    env: { ...process.env, APP_DIST: appDist },
    stdio: 'ignore',
  });
  await waitUp(`http://127.0.0.1:${port}/wps/system/status`);
  return server;
}

/**
 * Ends the servers a spec started, then removes their data directory once they have exited: a
 * platform still making its art at start would put files in it while it is removed (ENOTEMPTY).
 */
export async function stopAndRemove(children: readonly ChildProcess[], dataDir: string): Promise<void> {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

/** A key for a front-end server started in production mode by a spec (production needs one). */
export const testSessionKey = randomBytes(32).toString('base64');

/**
 * The platform on a fresh database (dev controls on) and web/ in front of it in production mode, as
 * an operator runs it, on ports of the spec's own. Resolves once both answer; `stop()` ends both.
 */
export async function startProductionSite(
  platformPort: number,
  webPort: number,
  platformEnv: Record<string, string> = {},
): Promise<{ site: string; platform: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-site-'));
  const platform = `http://127.0.0.1:${platformPort}`;
  const site = `http://127.0.0.1:${webPort}`;
  const children = [
    spawn(process.execPath, ['server/src/main.ts'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(platformPort),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        ...platformEnv,
      },
    }),
    spawn(process.execPath, ['web/src/main.ts'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(webPort),
        PLATFORM_URL: platform,
        NODE_ENV: 'production',
        SESSION_KEY: testSessionKey,
      },
    }),
  ];
  const stop = () => stopAndRemove(children, dataDir);
  try {
    await waitUp(`${platform}/wps/system/status`);
    await waitUp(`${site}/healthz`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { site, platform, stop };
}

/**
 * The calling spec file's own production site (startProductionSite), `offset` ports above
 * SSR_PLATFORM_PORT and SSR_WEB_PORT: started before the file's first test, stopped after its last.
 * Call it once at the top of a spec; read the site's origin from `url` inside tests, and the platform's
 * (its dev controls: web/ in production forwards none) from `platform`. `platformEnv` adds to the
 * platform's environment.
 *
 * One site per file on fixed ports means the file's tests run in order on one worker. The config runs
 * a file's tests in parallel: a second worker would start a second site on the same ports, and the
 * first worker's afterAll would stop the site under the second one's tests. So this sets that mode
 * itself, and a new server-render spec cannot forget it.
 */
export function useProductionSite(
  offset: number,
  platformEnv: Record<string, string> = {},
): { readonly url: string; readonly platform: string } {
  const site = { url: '', platform: '' };
  let stop = (): Promise<void> => Promise.resolve();
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const started = await startProductionSite(
      Number(process.env.SSR_PLATFORM_PORT ?? 8095) + offset,
      Number(process.env.SSR_WEB_PORT ?? 8096) + offset,
      platformEnv,
    );
    site.url = started.site;
    site.platform = started.platform;
    stop = started.stop;
  });
  test.afterAll(() => stop());
  return site;
}
