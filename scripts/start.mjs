#!/usr/bin/env node
// `npm start`: builds the site (once per change) and runs the reference server on the embedded
// database (created and seeded on first start, reused after), serving the site and the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.NODE_ENV !== 'production')
  console.log('lobby: DEMO platform: seeded demo accounts with published passwords; not for production.');

if (existsSync('app/index.html')) {
  console.log('lobby: building the site (app/dist) ...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@lobby/app', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const env = { ...process.env };
if (existsSync('app/dist/index.html')) env.STATIC_DIR ??= 'app/dist';
const child = spawn(process.execPath, ['server/src/main.ts'], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
