#!/usr/bin/env node
// The entry of `npm start`, `npm test` and the other top-level scripts:
//   node scripts/ensure-install.mjs [--browser] <script.mjs|.ts> [args...]
// On a fresh machine it provides what the project needs, so nobody runs a separate setup step:
//   1. Node: when the running one is older than 22, it installs the version of .nvmrc from the npm
//      registry into .ci-node/ (the `node` package) and runs itself again under it.
//   2. Dependencies: `npm ci` whenever package-lock.json, package.json or the Node version changed.
//   3. Tokens: builds tokens/dist (the app, the kit and Storybook read it).
//   4. With --browser: Chromium (the tests drive a real one), installed with apt when running as
//      root (while step 2 runs), otherwise one line saying what to install.
// Then it runs the script in this process. Plain Node only: it runs before any dependency exists.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
process.chdir(root);

const minMajor = 22;
const nodeDir = resolve('.ci-node');
const provisionedBin = resolve(nodeDir, 'node_modules/.bin');
// The `node` package keeps the real distribution (binary and C headers) in a per-platform package.
const provisionedDist = resolve(nodeDir, `node_modules/node/node_modules/node-${process.platform}-${process.arch}`);

const say = (line) => console.log(`lobby: ${line}`);
const fail = (line) => {
  console.error(`lobby: ${line}`);
  process.exit(1);
};

/** A child environment without npm_config_nodedir: npm 11 warns about it (it is node-gyp's
 * setting, not npm's). node-gyp reads its own variable, npm_package_config_node_gyp_nodedir,
 * which we point at the headers of the Node that runs, when we provisioned it. */
function childEnv(extraPath) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.toLowerCase() === 'npm_config_nodedir') delete env[key];
  if (extraPath) env.PATH = `${extraPath}${delimiter}${env.PATH ?? ''}`;
  if (existsSync(resolve(provisionedDist, 'include/node')) && process.execPath.startsWith(nodeDir)) {
    env.npm_package_config_node_gyp_nodedir = provisionedDist;
  }
  return env;
}

function ensureNode() {
  const [major] = process.versions.node.split('.').map(Number);
  if (major >= minMajor) return;
  const want = readFileSync('.nvmrc', 'utf8').trim();
  const nodeBin = resolve(provisionedBin, 'node');
  const installed = () =>
    existsSync(nodeBin) && spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim() === `v${want}`;
  if (!installed()) {
    say(
      `Node ${process.version} is older than ${minMajor}; installing Node ${want} from the npm registry into .ci-node/ ...`,
    );
    const t0 = Date.now();
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        nodeDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${want}`,
      ],
      { stdio: 'inherit', env: childEnv() },
    );
    if (npm.status !== 0 || !installed())
      fail(`could not install Node ${want}; install Node >= ${minMajor} (see .nvmrc) and run again`);
    say(`Node ${want} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  // Run again under the new Node, with its bin first on PATH so every child (npm, npx, vitest,
  // playwright's web servers) runs on it too.
  const r = spawnSync(nodeBin, process.argv.slice(1), { stdio: 'inherit', env: childEnv(provisionedBin) });
  process.exit(r.status ?? (r.signal ? 1 : 0));
}

function ensureDependencies() {
  const stampFile = 'node_modules/.lobby-install-stamp';
  const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
  const want = createHash('sha256')
    .update(lock)
    .update(readFileSync('package.json'))
    .update(process.version)
    .digest('hex');
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (have === want) return;
  const args = lock.length ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  say(`installing dependencies (npm ${args.join(' ')}) ...`);
  const t0 = Date.now();
  const r = spawnSync('npm', args, { stdio: 'inherit', env: childEnv() });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stampFile, `${want}\n`);
  say(`installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Runs a command to its end without blocking this process: resolves with its exit code. */
function runAsync(cmd, args, options) {
  return new Promise((done) => {
    const child = spawn(cmd, args, options);
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * Resolves once Chromium is there: at once when it is, else after installing it with apt-get. A
 * machine that cannot install it fails here, before any other work; the install itself runs while
 * the dependencies install (both mostly wait on the network).
 */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return Promise.resolve();
  const packages = ['chromium', 'fonts-noto-core', 'fonts-liberation2', 'fonts-dejavu-core'];
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (path !== '/usr/bin/chromium' || !isRoot || !hasApt) {
    fail(
      `the tests need Chromium at ${path}: install it (Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run again',
    );
  }
  say(`installing Chromium and fonts with apt-get (${packages.join(' ')}) ...`);
  const t0 = Date.now();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // One shell for both steps: the dependencies' install blocks this process meanwhile, so a second
  // step started from here would wait for it.
  const command = `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`;
  return runAsync('sh', ['-c', command], { stdio: ['ignore', 'ignore', 'inherit'], env }).then((code) => {
    if (code !== 0) fail(`apt-get failed (${command}); install ${packages.join(' ')} and run again`);
    say(`Chromium installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });
}

ensureNode();
// From here on the running Node is new enough; children inherit an environment without the
// nodedir setting npm warns about.
process.env = childEnv();

const args = process.argv.slice(2);
const browser = args[0] === '--browser';
if (browser) args.shift();
const [script, ...scriptArgs] = args;

// The browser first: a machine that cannot have one is told before minutes go into an install.
const chromium = browser ? ensureChromium() : Promise.resolve();
ensureDependencies();
await chromium;
const tokens = spawnSync(process.execPath, ['tokens/scripts/build.mjs'], { stdio: 'inherit' });
if (tokens.status !== 0) process.exit(tokens.status ?? 1);

if (script) {
  process.argv = [process.argv[0], resolve(script), ...scriptArgs];
  await import(pathToFileURL(resolve(script)).href);
}
