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
  message: 'Read the environment only in config.ts (environment.ts hands it on whole to the lean restart).',
};
/**
 * The web's one way to write a form: react-hook-form's `handleSubmit` over the request's shared
 * schema (docs/decisions/0300). A submit handler written by hand, inline on a <form> or typed with
 * React's FormEvent, is a form keeping its own state and checks beside it.
 */
const HAND_ROLLED_FORMS = [
  {
    selector:
      "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='onSubmit'] > JSXExpressionContainer > :function",
    message:
      "A form submits through react-hook-form's handleSubmit with the shared schema's resolver (docs/decisions/0300).",
  },
  {
    selector: "TSTypeReference[typeName.name='FormEvent'], TSTypeReference[typeName.right.name='FormEvent']",
    message:
      "A form submits through react-hook-form's handleSubmit with the shared schema's resolver (docs/decisions/0300).",
  },
];
/**
 * The forms that paint with a storefront page under its first-load budget keep a plain submit:
 * react-hook-form would add about 13 KB to a page with 9 KB to spare (docs/decisions/0300). They
 * check with the shared schema or the shared pattern all the same.
 */
const FIRST_LOAD_FORMS = [
  'apps/web/src/features/delivery/components/delivery-check.tsx',
  'apps/web/src/features/stock-alerts/components/visitor-email-form.tsx',
  'apps/web/src/features/reviews/components/review-form.tsx',
  'apps/web/src/features/catalogue/components/list-filters.tsx',
];
const LEDGER_WRITES = ['orderTenders', 'refunds'].map((table) => ({
  selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name='${table}']`,
  message: `Only the payments module writes ${table}: money has one owner (docs/decisions/0257).`,
}));

/** The imports every API source file is refused. */
const API_SOURCE_IMPORTS = [
  { group: ['@shop/web', '**/apps/web/**'], message: 'The API never imports the web app.' },
  { group: ['vitest', '**/test/**'], message: 'Test helpers live in apps/api/test and only tests use them.' },
];

const SQL_HOME = "SQL lives in the module's *.repository.ts (or db/): call a repository function.";
/** What writing SQL takes: drizzle's builders and `sql` tag, and the tables (their types and UPPER_CASE constants may be read anywhere). */
const SQL_IMPORTS = [
  // drizzle-orm/errors holds error classes (the log names a failed query), no SQL.
  { regex: '^drizzle-orm(/(?!errors$).*)?$', allowTypeImports: true, message: SQL_HOME },
  {
    regex: '(^|/)db/schema(/index\\.ts)?$',
    importNamePattern: '^(?![A-Z][A-Z0-9_]*$)',
    allowTypeImports: true,
    message: `${SQL_HOME} (The schema's types and constants may be imported anywhere.)`,
  },
];
/** drizzle's relational queries (`db.query.orders.findMany()`), which need no import. */
const RELATIONAL_QUERY = {
  selector:
    "CallExpression > MemberExpression.callee[property.name=/^find(First|Many)$/] > MemberExpression.object > MemberExpression.object[property.name='query']",
  message: SQL_HOME,
};
/**
 * The files outside repositories and db/ that hold SQL on purpose, each for a reason:
 * infrastructure below every module that keeps tables of its own, and the demo seed.
 */
const SQL_ELSEWHERE = [
  // The job queue reads pg-boss's own tables (the operator's job list, the settled check): the
  // engine's schema, not the shop's, and no module's repository.
  'apps/api/src/lib/jobs/jobs.ts',
  // The outbox writes its event in the caller's transaction and prunes old ones: infrastructure
  // every module shares, with its one table.
  'apps/api/src/lib/outbox/outbox.ts',
  // The mail queue's record of sent mails (what makes a mail go once): the same, for sent_mails.
  'apps/api/src/lib/mail/mail-queue.ts',
  // One NOTIFY to the other instances (`select pg_notify`): reads and writes no table.
  'apps/api/src/plugins/public-cache.ts',
  // The demo catalogue and the first admin, written in bulk before the shop opens: a data load
  // beside the migrations, run by the CLI and the server's first start, not a request's work.
  'apps/api/src/seed/**',
];

/**
 * Where SQL may be written: repositories, db/, the exceptions; tests; and config.ts and
 * environment.ts, which read the environment (the SQL rule's blocks carry the environment rule too).
 */
const NO_SQL_CHECK = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/db/**',
  'apps/api/src/config.ts',
  'apps/api/src/environment.ts',
  ...SQL_ELSEWHERE,
];

/** A module's index.ts re-exporting (`export ... from`) one of its repositories. */
const REPOSITORY_REEXPORTS = ['ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
  selector: `${node}[source.value=/\\.repository(\\.ts)?$/]`,
  message:
    "A module's index.ts exports functions of the module, not its repository: wrap the query in a service function.",
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
    // The places allowed to read the environment: the API's config (and the environment the server
    // hands on whole when it restarts itself, read before the config is loaded), and tooling
    // outside the apps.
    files: [
      'apps/api/src/config.ts',
      'apps/api/src/environment.ts',
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
    rules: { 'no-restricted-imports': ['error', { patterns: API_SOURCE_IMPORTS }] },
  },
  {
    // SQL lives in a module's repositories and in db/: a query anywhere else is one the next
    // reader does not find where they look, and one a schema change misses. Types and the schema's
    // constants may be read anywhere; the query builders and the tables may not.
    files: ['apps/api/src/**/*.ts'],
    ignores: NO_SQL_CHECK,
    rules: { 'no-restricted-imports': ['error', { patterns: [...API_SOURCE_IMPORTS, ...SQL_IMPORTS] }] },
  },
  {
    // The same for drizzle's relational queries, which need no import (the ledger's rule kept).
    files: ['apps/api/src/**/*.ts'],
    ignores: [...NO_SQL_CHECK, 'apps/api/src/modules/payments/**'],
    rules: { 'no-restricted-syntax': ['error', ENVIRONMENT_READ, ...LEDGER_WRITES, RELATIONAL_QUERY] },
  },
  {
    files: ['apps/api/src/modules/payments/**/*.ts'],
    ignores: NO_SQL_CHECK,
    rules: { 'no-restricted-syntax': ['error', ENVIRONMENT_READ, RELATIONAL_QUERY] },
  },
  {
    // A module's index.ts is its public surface: functions of the module, never its repository's
    // queries, which stay free to change shape. Another module that needs a read gets a function
    // of the service layer (orders.reads.ts, inventory.service.ts' stockOfVariants, ...).
    files: ['apps/api/src/modules/*/index.ts'],
    rules: { 'no-restricted-syntax': ['error', ENVIRONMENT_READ, ...LEDGER_WRITES, ...REPOSITORY_REEXPORTS] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: FIRST_LOAD_FORMS,
    rules: { 'no-restricted-syntax': ['error', ENVIRONMENT_READ, ...HAND_ROLLED_FORMS] },
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
