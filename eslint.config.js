// One lint setup for the whole tree. Boundaries: imports flow one way, config is read once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importGraphPlugin } from './tooling/import-graph.js';

/**
 * The API's modules and the web's features are the folders on disk: a module or feature added
 * later is inside every boundary below without an edit here.
 */
const root = import.meta.dirname;
/** One resolver for every import rule: the zones below and the import graph's circles. */
const resolver = createTypeScriptImportResolver({
  tsconfig: { configFile: path.join(root, 'tsconfig.json'), references: 'auto' },
  alwaysTryTypes: false,
});
const importGraph = importGraphPlugin({ resolve: (source, file) => resolver.resolve(source, file), root });
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const apiModules = foldersIn('apps/api/src/modules');
const webFeatures = foldersIn('apps/web/src/features');

const API = './apps/api/src';
const WEB = './apps/web/src';
const others = (list, name) => list.filter((other) => other !== name);

const ENVIRONMENT_READ = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment only in config.ts.',
};
const LEDGER_WRITES = ['orderTenders', 'refunds'].map((table) => ({
  selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name='${table}']`,
  message: `Only the payments module writes ${table}: money has one owner (docs/decisions/0257).`,
}));

/** API: a module is used by others (and by the composition root, seed, CLI and tests) only through its index.ts. */
const apiModuleZones = apiModules.map((module) => ({
  target: [
    ...others(apiModules, module).map((other) => `${API}/modules/${other}`),
    `${API}/*.ts`,
    `${API}/seed`,
    `${API}/cli`,
    './apps/api/test',
  ],
  from: `${API}/modules/${module}`,
  except: ['./index.ts'],
  message: `Use the ${module} module only through its index.ts (its public surface).`,
}));

/** Inside a module: routes -> service -> repository -> db. */
const apiLayerZones = [
  {
    target: `${API}/modules/*/*.repository.ts`,
    from: [`${API}/modules/*/*.service.ts`, `${API}/modules/*/*.routes.ts`],
    message: 'A repository holds SQL only and knows no service or route.',
  },
  {
    target: `${API}/modules/*/*.service.ts`,
    from: [`${API}/modules/*/*.routes.ts`],
    message: 'A service knows no HTTP route.',
  },
  {
    target: `${API}/modules/*/*.routes.ts`,
    from: [`${API}/modules/*/*.repository.ts`, `${API}/db/**`],
    message: 'Routes parse, authorise and call the service; queries stay in the repository.',
  },
];

/** API infrastructure knows no domain. */
const apiInfrastructureZones = [
  { target: `${API}/plugins`, from: `${API}/modules`, message: 'Plugins know no module.' },
  { target: `${API}/lib`, from: `${API}/modules`, message: 'lib knows no module.' },
  { target: `${API}/lib`, from: `${API}/plugins`, message: 'lib knows no plugin.' },
  { target: `${API}/db`, from: `${API}/modules`, message: 'db knows no module.' },
  { target: `${API}/db`, from: `${API}/seed`, message: 'db knows no seed.' },
  {
    // The ground floor: everything stands on the database, so it calls up into nothing (its tests
    // may borrow a helper).
    target: `${API}/db/**/!(*.test).ts`,
    from: `${API}/lib`,
    message: 'db is the ground floor: it imports nothing from lib (lib stands on db).',
  },
];

/** Web: app -> features -> components/lib/config; a feature uses another only through its index.ts. */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: others(webFeatures, feature).map((other) => `${WEB}/features/${other}`),
    from: `${WEB}/features/${feature}`,
    except: ['./index.ts'],
    message: `Use the ${feature} feature only through its index.ts.`,
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app layer.' },
  ...['components', 'lib', 'config'].flatMap((shared) => [
    { target: `${WEB}/${shared}`, from: `${WEB}/features`, message: `${shared} knows no feature.` },
    { target: `${WEB}/${shared}`, from: `${WEB}/app`, message: `${shared} knows no app layer.` },
  ]),
];

/** The apps know each other only over HTTP; both read the contracts in packages/shared. */
const appZones = [
  { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
];

/**
 * The shared package imports no app. Inside it, texts.ts only gathers the domains' texts for the
 * apps: a schema reads its own domain's `*.texts.ts` (or common.texts.ts), so no file below
 * texts.ts imports it back and the texts and the schemas form no circle.
 */
const SHARED = './packages/shared/src';
const sharedZones = [
  { target: './packages/shared', from: './apps', message: 'The shared package imports no app.' },
  {
    target: readdirSync(path.join(root, SHARED))
      .filter((name) => !['index.ts', 'texts.ts', 'texts.test.ts'].includes(name))
      .map((name) => `${SHARED}/${name}`),
    from: `${SHARED}/texts.ts`,
    message: "Read a domain's own *.texts.ts (or common.texts.ts); texts.ts only gathers them for the apps.",
  },
];

/**
 * Trees whose top-level folders import one another one way only: the shared package's domains (a
 * loop between two domains means neither can be read, or moved, without the other). The fixture
 * folder is one too, so the lint test can prove the rule fires.
 */
const SHARED_FOLDER_ROOTS = ['packages/shared/src', 'tooling/lint-fixtures/folder-cycle'];

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
      // Files that break the import rules on purpose; tooling/lint-boundaries.test.ts lints them.
      'tooling/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'import-graph': importGraph },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // The import rules follow imports the way TypeScript does: the API's `.ts` specifiers, the
      // web's extensionless ones, workspace packages to their sources. Without it the web's imports
      // resolved to nothing, so its zones never fired, and the cycle check skipped every .ts and
      // .tsx file (docs/decisions/0150). tooling/lint-boundaries.test.ts keeps every rule live.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [resolver],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Every import counts, `import type` too: a circle closed by a type-only edge still ties two
      // files together (import-x/no-cycle skips those edges, and two circles passed it).
      'import-graph/no-cycle': 'error',
      'import-graph/no-folder-cycle': ['error', { roots: SHARED_FOLDER_ROOTS }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...appZones,
            ...apiModuleZones,
            ...apiLayerZones,
            ...apiInfrastructureZones,
            ...webZones,
            ...sharedZones,
          ],
        },
      ],
      'no-restricted-syntax': ['error', ENVIRONMENT_READ],
    },
  },
  {
    // Money has one writer: only the payments module inserts, updates or deletes the ledger's
    // tables (tenders and refunds); others read them through its index.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/payments/**', 'apps/api/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ENVIRONMENT_READ, ...LEDGER_WRITES] },
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
  prettier,
);
