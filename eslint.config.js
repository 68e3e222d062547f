// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

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
    rules: { 'no-restricted-imports': ['error', kitBoundaries] },
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
