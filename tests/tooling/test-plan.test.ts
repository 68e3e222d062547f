import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightReportCounts, suites } from '../../scripts/test-plan.mjs';

/**
 * `npm test` runs every suite or fails: a suite whose file is missing is named as a failure, never
 * left out in silence, and a flaky test is not counted as passed.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const driver = join(root, 'scripts/test.mjs');

function plan(cwd: string) {
  const r = spawnSync(process.execPath, [driver, '--plan'], { cwd, encoding: 'utf8' });
  return { code: r.status, lines: r.stdout.trim().split('\n') };
}

describe('the test driver’s plan', () => {
  it('runs every suite on this checkout', () => {
    const { code, lines } = plan(root);
    expect(lines).toEqual(suites.map((s) => `run     ${s.name}`));
    expect(code).toBe(0);
    // The suites that used to drop out when a file was missing are all in the plan.
    for (const name of ['i18n coverage', 'build app (vite)', 'web server (vitest)', 'playwright e2e'])
      expect(lines).toContain(`run     ${name}`);
  });

  it('names a suite whose files are missing and fails, instead of leaving it out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-plan-'));
    try {
      // A checkout with everything but the i18n script, the web tests and any e2e spec.
      for (const f of ['tsconfig.json', 'eslint.config.js', 'vitest.config.ts', 'app/index.html']) {
        mkdirSync(join(dir, f, '..'), { recursive: true });
        writeFileSync(join(dir, f), '');
      }
      cpSync(join(root, '.storybook/main.ts'), join(dir, '.storybook/main.ts'));
      mkdirSync(join(dir, 'tests/visual'), { recursive: true });
      mkdirSync(join(dir, 'tests/tooling'), { recursive: true });
      writeFileSync(join(dir, 'tests/tooling/token-change.ts'), '');
      mkdirSync(join(dir, 'tests/e2e/helpers'), { recursive: true });
      writeFileSync(join(dir, 'tests/e2e/helpers/app.ts'), '');
      const { code, lines } = plan(dir);
      expect(code).toBe(1);
      expect(lines).toContain('MISSING i18n coverage (no app/scripts/i18n-coverage.mjs)');
      expect(lines).toContain('MISSING web server (vitest) (no web/test)');
      expect(lines).toContain('MISSING playwright e2e (no tests/e2e/*.spec.ts)');
      expect(lines).toContain('run     build app (vite)');
      expect(lines).toHaveLength(suites.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Playwright counts', () => {
  it('does not count a flaky test as passed, and names it and a failed one', () => {
    const report = {
      stats: { expected: 3, unexpected: 1, skipped: 1, flaky: 1 },
      suites: [
        {
          title: 'home.spec.ts',
          specs: [
            { title: 'shows banners', tests: [{ status: 'flaky' }] },
            { title: 'shows games', tests: [{ status: 'expected' }] },
            { title: 'shows the jackpot', tests: [{ status: 'unexpected' }] },
          ],
          suites: [{ title: 'the footer', specs: [{ title: 'links', tests: [{ status: 'expected' }] }] }],
        },
      ],
    };
    expect(playwrightReportCounts(report)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      flaky: 1,
      flakyNames: ['home.spec.ts › shows banners'],
      failedNames: ['home.spec.ts › shows the jackpot'],
    });
  });

  it("names why a flaky test's first attempt failed, and where", () => {
    const error = {
      message:
        '\u001b[31mError: expect(received).not.toContain(expected)\u001b[39m\n\nExpected value: "1"\nReceived array: ["1", "2"]\nmore',
      location: { file: '/repo/tests/e2e/games.spec.ts', line: 35, column: 3 },
    };
    const report = {
      stats: { expected: 0, unexpected: 0, skipped: 0, flaky: 1 },
      suites: [
        {
          title: 'games.spec.ts',
          specs: [
            {
              title: 'search',
              tests: [{ status: 'flaky', results: [{ status: 'failed', error }, { status: 'passed' }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightReportCounts(report).flakyNames).toEqual([
      'games.spec.ts › search\n         Error: expect(received).not.toContain(expected)\n         Expected value: "1"\n         Received array: ["1", "2"] (e2e/games.spec.ts:35)',
    ]);
  });
});
