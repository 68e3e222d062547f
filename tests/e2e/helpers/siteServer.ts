/** A site of its own for specs that serve a build other than the committed one (a copy, or a fresh build). */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';

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

/** A key for a front-end server started in production mode by a spec (production needs one). */
export const testSessionKey = randomBytes(32).toString('base64');
