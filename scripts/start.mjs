#!/usr/bin/env node
// `npm start`: builds the site (once per change), then runs the two servers on this machine: the
// reference platform (the API, on its embedded database, created and seeded on first start) on an
// inner port, and the front-end server (web/) in front of it, which renders the pages, serves the
// build and forwards the API paths to the platform, as in production (README: Deploy).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.NODE_ENV !== 'production')
  console.log('lobby: DEMO platform: seeded demo accounts with published passwords; not for production.');

if (existsSync('app/index.html')) {
  console.log('lobby: building the site (app/dist, app/dist-server) ...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@lobby/app', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const platformPort = Number(process.env.PLATFORM_PORT ?? port + 1);
const site = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
const platformUrl = `http://127.0.0.1:${platformPort}`;

const children = [
  // Links the platform writes (invites) point at the site, not at the platform's inner port.
  spawn(process.execPath, ['server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(platformPort),
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? site,
    },
  }),
  spawn(process.execPath, ['web/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, HOST: host, PORT: String(port), PLATFORM_URL: platformUrl },
  }),
];
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));
// One stops, both stop: a site without its platform (or the reverse) is no demo.
for (const c of children) {
  c.on('exit', (code) => {
    for (const other of children) if (other !== c) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
