#!/usr/bin/env node
// `npm start`: builds the site (once per change), then runs the two servers on this machine: the
// reference platform (the API, on its embedded database, created and seeded on first start) on an
// inner port, and the front-end server (web/) in front of it, which renders the pages, serves the
// build and forwards the API paths to the platform, as in production (README: Deploy).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startEnvironments } from '../web/src/startEnv.ts';

if (process.env.NODE_ENV !== 'production')
  console.log('lobby: DEMO platform: seeded demo accounts with published passwords; not for production.');

if (existsSync('app/index.html')) {
  console.log('lobby: building the site (app/dist, app/dist-server) ...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@lobby/app', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { platform, web } = startEnvironments(process.env);

const children = [
  spawn(process.execPath, ['server/src/main.ts'], { stdio: 'inherit', env: platform }),
  spawn(process.execPath, ['web/src/main.ts'], { stdio: 'inherit', env: web }),
];
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));
// One stops, both stop: a site without its platform (or the reverse) is no demo.
for (const c of children) {
  c.on('exit', (code) => {
    for (const other of children) if (other !== c) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
