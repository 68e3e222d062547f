// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The kit knows nothing of the app, the API, Recoil, i18next or routes (CONVENTIONS: arrows point one way). */
const kitBoundaries = {
  paths: [
    { name: 'recoil', message: 'ui-kit is state-free: take data and callbacks as props.' },
    { name: 'i18next', message: 'ui-kit takes words as props or from its labels provider.' },
    { name: 'react-i18next', message: 'ui-kit takes words as props or from its labels provider.' },
    { name: 'react-router', message: 'ui-kit knows no routes: take an onNavigate callback or an href.' },
    { name: 'react-router-dom', message: 'ui-kit knows no routes: take an onNavigate callback or an href.' },
    { name: 'formik', message: 'ui-kit fields are Formik-free; the app binds them.' },
  ],
  patterns: [
    {
      group: ['@lobby/app', '@lobby/app/*', '**/app/src/**', '../../app/**'],
      message: 'ui-kit may not import from app.',
    },
    {
      group: ['@lobby/server', '@lobby/server/*', '@lobby/contract', '**/server/**'],
      message: 'ui-kit may not import from server or the API contract.',
    },
  ],
};

/** A @keyframes rule added after the first styles restyles the whole page: ui-kit/src/theme/motion.ts. */
const kitKeyframes = {
  name: 'styled-components',
  importNames: ['keyframes'],
  message: "The kit's animations live in ui-kit/src/theme/motion.ts, which GlobalStyle brings with the first styles.",
};

/** The kit ships without Storybook; only its story files import the factory preview (.storybook/main.ts). */
const kitWithoutStorybook = {
  name: '#.storybook/preview',
  message: 'Only *.stories.tsx files import the Storybook preview.',
};

/**
 * The app's floors, top to bottom (app/README.md): entry -> routes -> features -> frame ->
 * state / api / i18n / config / pwa -> kit -> tokens. A file may import its own floor and the floors
 * below, never one above. routes/paths.ts imports nothing and sits below everything.
 */
const app = './app/src';
const entry = [`${app}/main.tsx`, `${app}/App.tsx`, `${app}/entry-server.tsx`, `${app}/ssr`];
const routes = { path: `${app}/routes`, except: ['./paths.ts'] };
const above = (...floors) =>
  floors.flat().map((f) => (typeof f === 'string' ? { from: f } : { from: f.path, except: f.except }));
const ground = ['state', 'api', 'i18n', 'config', 'pwa'].map((d) => `${app}/${d}`);
const layerZones = [
  ...above(entry).map((z) => ({ ...z, target: `${app}/routes` })),
  ...above(entry, routes).map((z) => ({ ...z, target: `${app}/features` })),
  ...above(entry, routes, `${app}/features`).map((z) => ({ ...z, target: `${app}/frame` })),
  ...ground.flatMap((target) => above(entry, routes, `${app}/features`, `${app}/frame`).map((z) => ({ ...z, target }))),
  { target: `${app}/routes/paths.ts`, from: app, except: ['./routes/paths.ts'] },
].map((z) => ({ ...z, message: 'imports run down the floors only (app/README.md, "Floors").' }));

/**
 * Inside the features floor, the areas in one order (CONTRIBUTING.md, "Inside the app"): an area may
 * import the areas after it in this list, never one before it (home -> games, never back). What
 * several areas use lives in shared, the last.
 */
export const featureOrder = ['home', 'games', 'agent', 'member', 'money', 'content', 'accounts', 'shared'];
const featureZones = featureOrder.flatMap((area, i) =>
  featureOrder.slice(0, i).map((higher) => ({
    target: `${app}/features/${area}`,
    from: `${app}/features/${higher}`,
    message: `feature areas import down one list only: ${featureOrder.join(' -> ')} (CONTRIBUTING.md).`,
  })),
);

/** The store library stays behind app/src/state's hooks, so it can change in one place. */
const storeBehindState = {
  paths: [{ name: 'recoil', message: 'use the hooks of app/src/state (Recoil stays inside that folder).' }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.ci-node/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static*/**',
      'test-results/**',
      'playwright-report/**',
      'tests/visual/report/**',
      '.storybook/public/**',
      '.data/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'ui-kit/**/*.ts', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...kitBoundaries, paths: [...kitBoundaries.paths, kitKeyframes, kitWithoutStorybook] },
      ],
    },
  },
  {
    // Story files are Storybook's side of the kit: they start from the project's factory preview.
    files: ['ui-kit/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { ...kitBoundaries, paths: [...kitBoundaries.paths, kitKeyframes] }] },
  },
  {
    files: ['ui-kit/src/theme/motion.ts'],
    rules: { 'no-restricted-imports': ['error', kitBoundaries] },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // Dynamic imports count: a lazy screen that imported the route table back would be a circle too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/state/**'],
    rules: { 'no-restricted-imports': ['error', storeBehindState] },
  },
  {
    // Production runs web/ against an operator's platform: the reference platform's code is not there.
    files: ['web/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lobby/server', '@lobby/server/*', '**/server/src/**'],
              message: 'web/ talks to a platform through @lobby/contract; shared server code lives in server/observe.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tokens/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lobby/*', '../../*'], message: 'tokens imports nothing of ours.' }] },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
