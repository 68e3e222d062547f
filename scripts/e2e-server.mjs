#!/usr/bin/env node
// Starts what `npm start` runs, for end-to-end tests: the platform on a fresh temporary database
// (seeded, dev controls on: NODE_ENV=test) on <port>+1, and the front-end server (web/) in front of it
// on <port>, rendering pages with the built app (app/dist and app/dist-server, or APP_DIST and its
// sibling dist-server, so engineers side by side test their own builds). Every spec talks to web/, so
// sessions are its sealed cookies, as a player's are. Usage: node scripts/e2e-server.mjs <port>
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const port = Number(process.argv[2] ?? '8090');
const platformPort = port + 1;
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
const dist = resolve(process.env.APP_DIST ?? 'app/dist');
// A build of the browser side only (a spec's own rebuild, a copy of app/dist) is served as the
// client-rendered shell, as web/ does with SSR=0.
const serverEntry = join(dirname(dist), 'dist-server', 'entry-server.js');
const render = existsSync(serverEntry);

const platform = spawn(process.execPath, ['server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(platformPort), DATA_DIR: dataDir, NODE_ENV: 'test' },
});
const web = spawn(process.execPath, ['web/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    DIST_DIR: dist,
    ...(render ? { SERVER_ENTRY: serverEntry } : {}),
    NODE_ENV: 'test',
    SSR: render ? '1' : '0',
  },
});

const children = [platform, web];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
let exited = 0;
for (const child of children) {
  child.on('exit', (code) => {
    // One gone takes the other with it: the suite must not run against half a site.
    stop();
    exited += 1;
    if (exited === children.length) {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(code ?? 0);
    }
  });
}
