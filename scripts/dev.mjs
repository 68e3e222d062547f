#!/usr/bin/env node
// `npm run dev`: the server (port 8080, dev controls on) and the Vite dev server (5173, proxying the
// API to it) side by side, for working on the app with hot reload.
import { spawn } from 'node:child_process';

const procs = [
  spawn(process.execPath, ['server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@lobby/app'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', stop);
