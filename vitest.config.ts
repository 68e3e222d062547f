import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const dirname = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default'] : ['default'],
    // A committed `.only` would run one test and skip the rest in silence: an error everywhere.
    allowOnly: false,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom per worker, each test file still in a fresh VM context: creating jsdom for each
          // of some hundred files was half the suite's time (200 s against 45 s on two cores).
          pool: 'vmThreads',
          include: ['tokens/src/**/*.test.{ts,tsx}', 'ui-kit/src/**/*.test.{ts,tsx}', 'app/src/**/*.test.{ts,tsx}'],
          // The token build (Style Dictionary, files on disk) is a Node program: tested in 'server'.
          exclude: ['**/node_modules/**', 'tokens/src/studio.test.ts'],
          setupFiles: ['tests/setup/unit.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // .storybook/pages: the page stories' fixtures must equal a fresh recording from the seed.
          // tests/tooling: the repo's own rules (lint boundaries) checked through their Node APIs.
          include: [
            'server/**/*.test.ts',
            'web/**/*.test.ts',
            '.storybook/pages/*.test.ts',
            'tests/tooling/*.test.ts',
            'tokens/scripts/*.test.ts',
            'tokens/src/studio.test.ts',
          ],
          // *.built.test.ts read the site's build: project web, run after the build.
          exclude: ['**/node_modules/**', 'web/**/*.built.test.ts'],
          // The server tests start real HTTP servers on temporary databases; keep them apart.
          fileParallelism: false,
          testTimeout: 20_000,
          // Starting a server seeds a database with scrypt-hashed demo passwords: seconds on a busy machine.
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'node',
          // The front-end server rendering the site's build (app/dist, app/dist-server) against a
          // real platform; `npm test` runs it after 'build app'.
          include: ['web/**/*.built.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${dirname}.storybook`, storybookScript: 'npm run storybook' })],
        optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'styled-components'] },
        test: {
          name: 'storybook',
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 375, height: 812 },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
