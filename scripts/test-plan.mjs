// The plan `npm test` (scripts/test.mjs) follows: every suite, in order, with the files it cannot run
// without. A suite whose file is missing is not left out: it fails the run, by name, with the missing
// file (a run that skips a suite in silence would read as green). `node scripts/test.mjs --plan` prints
// it; tests/tooling/test-plan.test.ts checks it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The suites in the order they run: fastest-failing first, each build once. */
export const suites = [
  { name: 'types (tsc -b)', needs: ['tsconfig.json'] },
  { name: 'lint (eslint)', needs: ['eslint.config.js'] },
  { name: 'format (prettier)', needs: [] },
  { name: 'unit (vitest)', needs: ['vitest.config.ts'] },
  { name: 'server (vitest)', needs: ['vitest.config.ts'] },
  { name: 'i18n coverage', needs: ['app/scripts/i18n-coverage.mjs'] },
  { name: 'build app (vite)', needs: ['app/index.html'] },
  { name: 'web server (vitest)', needs: ['app/index.html', 'web/test'] },
  { name: 'build storybook', needs: ['.storybook/main.ts'] },
  { name: 'playwright visual + axe', needs: ['tests/visual'] },
  { name: 'token change (visual)', needs: ['tests/tooling/token-change.ts'] },
  { name: 'playwright e2e', needs: ['app/index.html', 'tests/e2e/*.spec.ts'] },
];

/** True when `need` exists under root; 'dir/*.ext' asks for at least one such file in dir. */
function present(root, need) {
  const star = need.indexOf('*');
  if (star < 0) return existsSync(join(root, need));
  const dir = join(root, need.slice(0, need.lastIndexOf('/', star)));
  const suffix = need.slice(star + 1);
  return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith(suffix));
}

/** The plan for a checkout at root: each suite with the files it needs that are missing (none: it runs). */
export function testPlan(root = '.') {
  return suites.map((s) => ({ ...s, missing: s.needs.filter((n) => !present(root, n)) }));
}

/**
 * Seconds per e2e spec, from the JSON reports of one run of both shards on a 2-core machine
 * (.test-results/playwright-e2e-*.json give fresh ones). Only their ratios matter: they deal the
 * files into shards of equal time. A spec not listed counts as 15 s.
 */
export const e2eSeconds = {
  'a11y-sweep': 261,
  'fault-matrix': 191,
  'shell-routes': 162,
  'shell-outcomes': 90,
  'hostile-input': 84,
  'ssr-member': 53,
  'shell-frame': 41,
  home: 40,
  'accounts-login': 36,
  'member-rewards': 33,
  'agent-home': 28,
  'shell-pwa': 27,
  games: 25,
  'ssr-hydration': 20,
  'accounts-register': 20,
  'member-center': 15,
  'production-limits': 14,
  money: 14,
  content: 13,
  'member-screens': 12,
  'ssr-visitor': 11,
  'agent-reports': 11,
  'i18n-scripts': 11,
  vitals: 10,
  'agent-team': 9,
  'session-cookie': 7,
  'deposit-pending': 5,
  'i18n-overrides': 4,
  'agent-screens': 4,
  'brand-file': 2,
};

/**
 * The e2e spec files dealt into `of` shards of about equal time, longest first. Playwright's own
 * --shard splits by test count, which put the fault matrix and the a11y sweep in one shard.
 */
export function e2eShardFiles(of, root = '.') {
  const files = readdirSync(join(root, 'tests/e2e'))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => ({ path: `tests/e2e/${f}`, cost: e2eSeconds[f.replace('.spec.ts', '')] ?? 15 }))
    .sort((a, b) => b.cost - a.cost || a.path.localeCompare(b.path));
  const shards = Array.from({ length: Math.min(of, files.length) }, () => ({ cost: 0, files: [] }));
  for (const file of files) {
    const lightest = shards.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.cost += file.cost;
    lightest.files.push(file.path);
  }
  return shards.map((s) => s.files);
}

/** The first lines of a failed attempt's error, and where it failed: a flaky test's line in the summary. */
function whyItFailed(test) {
  const failed = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
  const error = failed?.error ?? failed?.errors?.[0];
  if (!error) return '';
  const text = stripVTControlCharacters(String(error.message ?? error.value ?? ''));
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  const at = error.location ? ` (${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})` : '';
  return lines.length ? `\n         ${lines.join('\n         ')}${at}` : '';
}

/**
 * Counts from a Playwright JSON report. A flaky test (failed, then passed on its retry) is not a pass:
 * it is counted and named apart, with why its first attempt failed, and fails the suite. A failed test
 * is named the same way, so a run's summary says what to look at.
 */
export function playwrightReportCounts(report) {
  const { stats } = report;
  const flakyNames = [];
  const failedNames = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const name = [...path, spec.title].filter(Boolean).join(' › ') + whyItFailed(t);
        if (t.status === 'flaky') flakyNames.push(name);
        else if (t.status === 'unexpected') failedNames.push(name);
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return {
    passed: stats.expected,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: stats.flaky,
    flakyNames,
    failedNames,
  };
}
