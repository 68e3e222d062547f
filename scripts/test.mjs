#!/usr/bin/env node
// `npm test`: everything, fastest-failing first — types, lint, unit + server, i18n coverage,
// app build, Storybook build, then Playwright (every story x brand: play, axe, baseline; end-to-end
// against the real servers). Prints a line per suite and one closing 'N passed, N failed' line.
// Each build happens once per run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eShardFiles, playwrightReportCounts, testPlan } from './test-plan.mjs';

// The plan first: a suite whose files are missing fails the run by name instead of being skipped.
// `--plan` prints it and stops (exit 1 when a suite cannot run).
const plan = new Map(testPlan('.').map((s) => [s.name, s]));
if (process.argv.includes('--plan')) {
  for (const s of plan.values())
    console.log(
      `${s.missing.length ? 'MISSING' : 'run    '} ${s.name}${s.missing.length ? ` (no ${s.missing.join(', ')})` : ''}`,
    );
  process.exit([...plan.values()].some((s) => s.missing.length) ? 1 : 0);
}

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.CI ??= '';
const results = [];
const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** False (and a failed result naming the missing files) when the plan says `name` cannot run. */
function runnable(name) {
  const step = plan.get(name);
  if (!step) throw new Error(`scripts/test.mjs: '${name}' is not in scripts/test-plan.mjs`);
  if (!step.missing.length) return true;
  console.log(`\n=== ${name}: cannot run, missing ${step.missing.join(', ')}`);
  results.push({ name, ok: false, seconds: 0, missing: step.missing });
  return false;
}

function run(name, cmd, args, { env = {}, counts } = {}) {
  if (!runnable(name)) return;
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - t0) / 1000;
  const c = counts ? counts() : undefined;
  const ok = r.status === 0;
  results.push({ name, ok, seconds, ...c });
}

/** Spawns `cmd args`, each line of its output prefixed; resolves with its exit code. */
function spawnPrefixed(cmd, args, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code) => resolve(code));
  });
}

/**
 * Runs lanes side by side, each a list of steps ([name, cmd, args, counts?]) run one after another;
 * each step records its own result, time and (where `counts` reads them from its report) test counts.
 * A step that fails does not stop its lane: every suite runs, and the exit code fails the run.
 */
async function runLanes(lanes) {
  console.log(`\n=== side by side: ${lanes.map((lane) => lane.map(([name]) => name).join(' -> ')).join(' | ')}`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, cmd, args, counts] of lane) {
        if (!runnable(name)) continue;
        const t0 = Date.now();
        const code = await spawnPrefixed(cmd, args, {}, `[${name.replace(/ \(.*\)$/, '')}] `);
        results.push({ name, ok: code === 0, seconds: (Date.now() - t0) / 1000, ...(counts ? counts() : {}) });
      }
    }),
  );
  // The summary lists suites in the plan's order, not in the order they finished.
  const order = [...plan.keys()];
  results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

/**
 * Runs `npx <args>` once per shard, side by side, each line of output prefixed with its shard; records
 * one result whose counts are the shards' sums. E2E_SHARDS=1 runs a single shard (a slow machine).
 */
async function runShards(name, of, shardJob) {
  if (!runnable(name)) return;
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${of} shards side by side`);
  const jobs = Array.from({ length: of }, (_, i) => shardJob(i + 1, of));
  const codes = await Promise.all(
    jobs.map((job, i) => spawnPrefixed(npx, job.args, job.env, of > 1 ? `[${i + 1}/${of}] ` : '')),
  );
  const seconds = (Date.now() - t0) / 1000;
  const total = { passed: 0, failed: 0, skipped: 0, flaky: 0, flakyNames: [], failedNames: [] };
  let counted = true;
  for (const job of jobs) {
    const c = job.counts();
    if (!c) counted = false;
    else {
      for (const k of ['passed', 'failed', 'skipped', 'flaky']) total[k] += c[k] ?? 0;
      total.flakyNames.push(...(c.flakyNames ?? []));
      total.failedNames.push(...(c.failedNames ?? []));
    }
  }
  results.push({ name, ok: codes.every((c) => c === 0), seconds, ...(counted ? total : {}) });
}

function vitestCounts(file) {
  return () => {
    try {
      const j = JSON.parse(readFileSync(file, 'utf8'));
      return { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests };
    } catch {
      return undefined;
    }
  };
}

function playwrightCounts(file) {
  return () => {
    try {
      return playwrightReportCounts(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      return undefined;
    }
  };
}

function finish(code) {
  console.log('\n=== summary');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  for (const r of results) {
    const counts =
      r.passed === undefined
        ? ''
        : ` — ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.flaky ? ` (${r.flaky} flaky)` : ''}`;
    const missing = r.missing ? ` — cannot run, missing ${r.missing.join(', ')}` : '';
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s${counts}${missing}`,
    );
    // A failed test, and a flaky one (failed once, passed on its retry), fail the run and are named.
    for (const title of r.failedNames ?? []) console.log(`     failed: ${title}`);
    for (const title of r.flakyNames ?? []) console.log(`     flaky: ${title}`);
    passed += r.passed ?? 0;
    failed += r.failed ?? 0;
    skipped += r.skipped ?? 0;
    flaky += r.flaky ?? 0;
    if (!r.ok && !r.failed) failed += 1; // a failed step with no test counts still fails the run
  }
  console.log(
    `lobby: ${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
  );
  process.exit(code);
}

const npx = 'npx';
// Two shards on two cores. Four were tried: the browsers, renders and axe runs keep the cores busy,
// so the suite took 1,393 s instead of 1,536 and tests timed out waiting for a starved page.
const e2eShards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

// The three static checks are one process each, on one core each: side by side.
await runLanes([
  [['types (tsc -b)', npx, ['tsc', '-b']]],
  [['lint (eslint)', npx, ['eslint', '.', '--max-warnings=0']]],
  [['format (prettier)', npx, ['prettier', '--check', '.', '--log-level=warn']]],
]);
const vitestProject = (project, name = `${project} (vitest)`) => [
  name,
  npx,
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/vitest-${project}.json`,
  ],
  vitestCounts(`${out}/vitest-${project}.json`),
];
// The server tests run one file at a time (each starts real servers on a temporary database), which
// leaves a core idle for most of their time: the unit tests, then the builds and the front-end
// server's tests (web/ rendering that build against a real platform) run beside them, one after another.
await runLanes([
  [vitestProject('server')],
  [
    vitestProject('unit'),
    ['i18n coverage', 'node', ['app/scripts/i18n-coverage.mjs']],
    ['build app (vite)', 'npm', ['run', 'build', '-w', '@lobby/app']],
    vitestProject('web', 'web server (vitest)'),
    ['build storybook', npx, ['storybook', 'build', '-o', 'storybook-static', '--quiet']],
  ],
]);
// Every story in every brand: it renders, its play function passes, and its screenshot matches; in
// the first brand axe runs on it too (tests/visual/stories.spec.ts). The stories' own vitest run
// (`npm run test:stories`) is for working on a part: in CI it rendered every story a second time.
run('playwright visual + axe', npx, ['playwright', 'test', '--project', 'visual'], {
  env: { PW_ONLY: 'visual', PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright-visual.json` },
  counts: playwrightCounts(`${out}/playwright-visual.json`),
});
// Issue 2: one colour token of one brand changed in a temporary token build fails exactly the stories
// that paint it, the review page shows them, and accepting the change makes them pass (its own
// Storybook build and copies of the baselines; tests/tooling/token-change.ts).
run('token change (visual)', 'node', ['tests/tooling/token-change.ts'], {
  counts: () => {
    try {
      const { passed, failed } = JSON.parse(readFileSync(`${out}/token-change.json`, 'utf8'));
      return { passed, failed, skipped: 0 };
    } catch {
      return undefined;
    }
  },
});
if (runnable('playwright e2e')) {
  const faultMatrix = 'test-results/fault-matrix.md';
  rmSync(faultMatrix, { force: true });
  // Flags and status flipped through /__dev/ are merchant-wide, so two specs must never share a server
  // at the same time: each shard is its own Playwright run with one worker and its own server (fresh
  // database, own ports), and the shards run side by side.
  const shards = e2eShardFiles(e2eShards);
  // The platforms the e2e suite starts (a dozen: each shard's, and the specs' own sites) draw the
  // same raster art: made once in this run, in one folder they share (server/README.md, ART_DIR).
  const artDir = resolve(out, 'art');
  await runShards('playwright e2e', shards.length, (shard) => {
    // Each shard owns 24 ports from 8090 + 24 * (shard - 1): +0 the site (web/) and +1 its platform
    // (scripts/e2e-server.mjs); +5/+6 ssr-hydration; +7..+9 vitals; +10/+11 brand-file;
    // +12/+13 i18n-overrides; +14/+15 shell-pwa; +16/+17 ssr-visitor; +18/+19 ssr-member;
    // +20/+21 production-limits.
    const step = 24 * (shard - 1);
    return {
      args: ['playwright', 'test', '--project', 'e2e', '--workers=1', ...shards[shard - 1]],
      env: {
        PW_ONLY: 'e2e',
        ART_DIR: artDir,
        E2E_PORT: String(8090 + step),
        SSR_PLATFORM_PORT: String(8095 + step),
        SSR_WEB_PORT: String(8096 + step),
        // tests/e2e/vitals.spec.ts: its platform, site and metrics port (8097-8099 + step).
        VITALS_PORT: String(8097 + step),
        E2E_OUTPUT_DIR: `test-results/e2e-${shard}`,
        E2E_REPORT_DIR: `playwright-report/${shard}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright-e2e-${shard}.json`,
      },
      counts: playwrightCounts(`${out}/playwright-e2e-${shard}.json`),
    };
  });
  // Issue 11: the fault matrix (calls x faults) that tests/e2e/fault-matrix.spec.ts wrote in this run.
  if (existsSync(faultMatrix)) console.log(`\n${readFileSync(faultMatrix, 'utf8')}`);
}
// Every suite runs even after a failure, so one CI run reports everything; the exit code still fails.
finish(results.some((r) => !r.ok) ? 1 : 0);
