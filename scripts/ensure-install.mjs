#!/usr/bin/env node
// Installs what a fresh clone is missing before `npm start`, `npm test` or `npm run bench`, so a
// user never needs a separate install step. Plain Node: it runs before any dependency exists.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    `Lobby needs Node >= 22 (this is ${process.version}); see .nvmrc. ` +
      'On a machine with an older Node, `bash .ci/run` provisions one from the npm registry.',
  );
  process.exit(1);
}

const stampFile = 'node_modules/.lobby-install-stamp';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
const want = createHash('sha256')
  .update(lock)
  .update(readFileSync('package.json'))
  .update(process.version)
  .digest('hex');
const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (have !== want) {
  const cmd = lock.length ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`lobby: installing dependencies (${cmd}) ...`);
  const t0 = Date.now();
  execSync(cmd, { stdio: 'inherit' });
  writeFileSync(stampFile, `${want}\n`);
  console.log(`lobby: installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
execSync('node tokens/scripts/build.mjs', { stdio: 'inherit' });
