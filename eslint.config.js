import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Import direction of DESIGN.md: lib → api → auth, i18n → components → features, booking → app.
 * Each zone lists what a layer may NOT import (anything above it).
 */
const layer = (target, from, message) => ({ target, from, message });
const importDirection = [
  layer(
    './src/lib',
    [
      './src/api',
      './src/auth',
      './src/i18n',
      './src/components',
      './src/features',
      './src/booking',
      './src/app',
    ],
    'lib is the bottom layer',
  ),
  layer(
    './src/api',
    ['./src/auth', './src/i18n', './src/components', './src/features', './src/booking', './src/app'],
    'api may only use lib',
  ),
  layer(
    './src/auth',
    ['./src/components', './src/features', './src/booking', './src/app'],
    'auth sits below components',
  ),
  layer(
    './src/i18n',
    ['./src/auth', './src/components', './src/features', './src/booking', './src/app'],
    'i18n sits below components',
  ),
  layer(
    './src/components',
    ['./src/features', './src/booking', './src/app'],
    'components sit below features',
  ),
  layer(
    './src/features',
    ['./src/booking', './src/app'],
    'features never import the app shell or the booking flow',
  ),
  layer('./src/booking', ['./src/features', './src/app'], 'booking ships alone: no admin features or shell'),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      '.data',
      'public',
      'server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importDirection }],
      // A feature never imports another feature.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./features/', message: 'features do not import each other' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/',
              message: 'a feature never imports another feature; share through @/components or @/lib',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'a feature never imports another feature' },
            {
              regex: '^\\.\\./',
              message: 'leaving the feature folder: use @/components, @/lib, @/api, @/auth or @/i18n',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
