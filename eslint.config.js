// One lint setup for the whole tree. Boundaries: imports flow one way, config is read once.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const apiModules = [
  'account',
  'catalogue',
  'reviews',
  'cart',
  'wishlist',
  'orders',
  'admin',
  'messages',
  'health',
  'stock-alerts',
];
const webFeatures = [
  'account',
  'catalogue',
  'reviews',
  'cart',
  'wishlist',
  'orders',
  'admin',
  'messages',
  'content',
  'stock-alerts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in config.ts.',
        },
      ],
    },
  },
  {
    // The places allowed to read the environment: the API's config, and tooling outside the apps.
    files: [
      'apps/api/src/config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/vitest.config.ts',
      '**/*.config.ts',
      'apps/api/test/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@shop/api', '@shop/web', '**/apps/**'], message: 'shared imports no app.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@shop/web', '**/apps/web/**'], message: 'The API never imports the web app.' }] },
      ],
    },
  },
  // API: routes -> service -> repository -> db. A module is used by others only through its index.ts;
  // plugins, lib and db are infrastructure and know no module; the composition root (app.ts) wires them.
  ...apiModules.map((module) => ({
    files: [`apps/api/src/modules/${module}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apiModules
            .filter((other) => other !== module)
            .map((other) => ({
              target: `./apps/api/src/modules/${module}`,
              from: `./apps/api/src/modules/${other}`,
              except: ['./index.ts'],
              message: 'Use another module only through its index.ts (its service surface).',
            })),
        },
      ],
    },
  })),
  {
    files: ['apps/api/src/{plugins,lib,db}/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api/src/plugins', from: './apps/api/src/modules', message: 'Plugins know no module.' },
            { target: './apps/api/src/lib', from: './apps/api/src/modules', message: 'lib knows no module.' },
            { target: './apps/api/src/lib', from: './apps/api/src/plugins', message: 'lib knows no plugin.' },
            { target: './apps/api/src/db', from: './apps/api/src/modules', message: 'db knows no module.' },
            { target: './apps/api/src/db', from: './apps/api/src/seed', message: 'db knows no seed.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/web', '**/apps/web/**'], message: 'The API never imports the web app.' },
            { group: ['vitest', '**/test/**'], message: 'Test helpers live in apps/api/test and only tests use them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/api', '**/apps/api/**'], message: 'The web app talks to the API over HTTP only.' },
          ],
        },
      ],
    },
  },
  // Web: app -> features -> components/lib; a feature never imports another feature's internals.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            ...webFeatures
              .filter((other) => other !== feature)
              .map((other) => ({
                target: `./apps/web/src/features/${feature}`,
                from: `./apps/web/src/features/${other}`,
                except: ['./index.ts'],
                message: 'Import another feature only through its index.ts.',
              })),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared components know no feature.',
            },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib knows no feature.' },
            { target: './apps/web/src/components', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
  prettier,
);
