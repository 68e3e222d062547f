import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// Several engineers (and CI) can run this side by side: each may point at its own build and port.
const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6007);
const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
const only = process.env.PW_ONLY; // 'visual' | 'e2e': start only the server that project needs
// The token-change check (tests/tooling/token-change.ts) runs the visual project against copies: its
// own baselines, report and artefacts in a temporary directory, so the committed ones stay untouched.
const VISUAL_BASELINES = process.env.VISUAL_BASELINES ?? 'tests/visual/__screenshots__';
const VISUAL_REPORT_DIR = process.env.VISUAL_REPORT_DIR ?? 'tests/visual/report';
const VISUAL_OUTPUT_DIR = process.env.VISUAL_OUTPUT_DIR ?? 'test-results/visual';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // On CI (.ci/run exports CI=true): a committed `.only` fails the run instead of running one test,
  // and a test that failed and passed on its retry fails the run too, named in the summary.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    [
      'html',
      {
        outputFolder: only === 'e2e' ? (process.env.E2E_REPORT_DIR ?? 'playwright-report') : VISUAL_REPORT_DIR,
        open: 'never',
      },
    ],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-results/playwright.json' }],
    ['./tests/summary-reporter.ts'],
    // The designers' review page starts afresh each run: an e2e-only run must not wipe the one the
    // visual run just wrote.
    ...(only === 'e2e' ? [] : [['./tests/visual/review-reporter.ts'] as [string]]),
  ],
  // Every pixel is compared; a per-pixel colour distance under 0.05 (YIQ) and 32 stray pixels per shot are tolerated because
  // anti-aliased rounded corners drifted by one colour unit between runs on a loaded 2-core machine
  // (docs/decisions/0003-visual-baselines.md). A token colour change moves far more than that.
  snapshotPathTemplate: `${VISUAL_BASELINES}/{arg}{ext}`,
  expect: {
    toHaveScreenshot: { threshold: 0.05, maxDiffPixels: 32, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'visual',
      testDir: 'tests/visual',
      // Each project keeps its own artefacts: the e2e run must not wipe the visual diffs.
      outputDir: VISUAL_OUTPUT_DIR,
      retries: process.env.CI ? 1 : 0,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      // Side-by-side e2e shards (scripts/test.mjs) each keep their own artefacts.
      outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
      // As for visual: on CI a failed test runs once more, so a failure that passes on its retry is
      // told apart from one that fails twice; either fails the run (failOnFlakyTests).
      retries: process.env.CI ? 1 : 0,
      // No service worker unless a spec is about it (shell-pwa.spec.ts): every test starts a fresh
      // context, and each install fetched and stored the whole precache again (about 8 s of CPU per
      // test on a 2-core machine), which no other spec looks at.
      use: { baseURL: `http://127.0.0.1:${E2E_PORT}`, reducedMotion: 'no-preference', serviceWorkers: 'block' },
    },
  ],
  webServer: [
    ...(only === 'e2e'
      ? []
      : [
          {
            command: `node scripts/serve-static.mjs ${STORYBOOK_DIR} ${STORYBOOK_PORT}`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
          },
        ]),
    ...(only === 'visual'
      ? []
      : [
          {
            // What `npm start` runs: the platform on a fresh temporary database behind the front-end
            // server (web/), which every spec talks to (scripts/e2e-server.mjs). Answered through web/.
            command: `node scripts/e2e-server.mjs ${E2E_PORT}`,
            url: `http://127.0.0.1:${E2E_PORT}/wps/system/status`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'pipe' as const,
          },
        ]),
  ],
});
