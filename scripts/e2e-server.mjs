#!/usr/bin/env node
// Starts the real server for end-to-end tests: a fresh temporary database (seeded), the built app
// served from app/dist (or APP_DIST, so engineers side by side test their own builds), dev controls on
// (NODE_ENV=test). Usage: node scripts/e2e-server.mjs <port>
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '8090';
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
const child = spawn(process.execPath, ['server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.APP_DIST ?? 'app/dist',
    NODE_ENV: 'test',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
