/**
 * A clean restart: `node web/src/main.ts` as a deployment runs it, sent SIGTERM while a slow platform
 * answer is in flight. The answer still arrives whole, new connections are refused, the drain is
 * logged; past SHUTDOWN_GRACE_MS what is left is cut and the process exits anyway.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mainTs = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A port nobody holds now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A platform that answers /wps/slow after `ms` and everything else at once. */
function slowPlatform(ms: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const send = () =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"value":"slow"}');
    if (req.url?.startsWith('/wps/slow')) setTimeout(send, ms);
    else send();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startWeb(platformUrl: string, env: Record<string, string> = {}): Promise<Started> {
  const dist = mkdtempSync(join(tmpdir(), 'lobby-web-shutdown-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const port = await freePort();
  const child = spawn(process.execPath, [mainTs], {
    env: { ...process.env, PLATFORM_URL: platformUrl, PORT: String(port), DIST_DIR: dist, SSR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 15_000;
  while (!out.includes('Lobby site on')) {
    if (Date.now() > until) throw new Error(`web did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, output: () => out, exited };
}

describe('SIGTERM', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const c of cleanup.splice(0)) c();
  });

  it('finishes the answer in flight, refuses new connections, logs the drain and exits 0', async () => {
    const platform = await slowPlatform(1500);
    cleanup.push(() => platform.server.close());
    const web = await startWeb(platform.url);
    cleanup.push(() => web.child.kill('SIGKILL'));

    const inFlight = fetch(`${web.base}/wps/slow`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 300));
    web.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // A new connection finds nobody listening.
    await expect(fetch(`${web.base}/healthz`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer).toEqual({ status: 200, body: '{"success":true,"value":"slow"}' });
    expect(await web.exited).toBe(0);
    expect(web.output()).toMatch(/SIGTERM: draining 1 request\(s\) in flight/);
    expect(web.output()).toMatch(/Drained 1 request\(s\) in \d+ ms/);
  });

  it('cuts what is left after SHUTDOWN_GRACE_MS and exits 1', async () => {
    const platform = await slowPlatform(5000);
    cleanup.push(() => platform.server.close());
    const web = await startWeb(platform.url, { SHUTDOWN_GRACE_MS: '400' });
    cleanup.push(() => web.child.kill('SIGKILL'));

    const inFlight = fetch(`${web.base}/wps/slow`).then(
      (r) => r.status,
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3000);
    expect(await inFlight).toBe('cut');
    expect(web.output()).toMatch(/Grace period over: 1 request\(s\) cut short/);
  });
});
