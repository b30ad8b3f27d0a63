import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries are only as good as the resolver behind them: when it resolved nothing, the
 * zones and the cycle check passed every file and lint stayed green (docs/decisions/0150). Each
 * case below breaks one rule, written at a path inside the real tree (the zones are paths) but
 * linted as text, so nothing on disk breaks `npm run lint`; each must fail. The import cycles need
 * two files on disk: they live in lint-fixtures/, which the lint config ignores.
 */
const root = path.resolve(import.meta.dirname, '..');
const overrideConfigFile = path.join(root, 'eslint.config.js');
const BOUNDARY_RULES = [
  'import-x/no-restricted-paths',
  'import-graph/no-cycle',
  'import-graph/no-folder-cycle',
  'no-restricted-imports',
];

// The cycle check follows every import through the tree; the zone cases do not need it.
const zones = new ESLint({
  cwd: root,
  overrideConfigFile,
  overrideConfig: { rules: { 'import-graph/no-cycle': 'off' } },
});
const everything = new ESLint({ cwd: root, overrideConfigFile, ignore: false });

async function boundaryErrors(code: string, fileInTree: string): Promise<string[]> {
  const [result] = await zones.lintText(code, { filePath: path.join(root, fileInTree) });
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

/** A file of the folder that is not its index.ts nor a test: one of its internals. */
function internalFileOf(folder: string): string {
  const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'index.ts')
    .sort();
  if (!files[0]) throw new Error(`${folder} has no file besides its index.ts`);
  return files[0].replaceAll(path.sep, '/');
}

/** Whether an import resolves to a file of the tree, the way both apps write imports. */
const exists = (specifier: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ending) => existsSync(`${specifier}${ending}`));

const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

type Case = { name: string; file: string; imports: string };

const FORBIDDEN: Case[] = [
  {
    name: "an API module imports another module's repository",
    file: 'apps/api/src/modules/cart/lint-fixture.ts',
    imports: '../orders/orders.repository.ts',
  },
  {
    name: 'an API module reaches into another through a deep path',
    file: 'apps/api/src/modules/reviews/lint-fixture.ts',
    imports: '../../modules/catalogue/catalogue.service.ts',
  },
  {
    name: "the composition root imports a module's service instead of its index.ts",
    file: 'apps/api/src/lint-fixture.ts',
    imports: './modules/orders/orders.service.ts',
  },
  {
    name: 'a plugin imports a module, even through its index.ts',
    file: 'apps/api/src/plugins/lint-fixture.ts',
    imports: '../modules/catalogue/index.ts',
  },
  { name: 'lib imports a plugin', file: 'apps/api/src/lib/lint-fixture.ts', imports: '../plugins/auth.ts' },
  { name: 'db imports a module', file: 'apps/api/src/db/lint-fixture.ts', imports: '../modules/cart/index.ts' },
  {
    name: 'db, the ground floor, imports lib',
    file: 'apps/api/src/db/lint-fixture.ts',
    imports: '../lib/jobs/jobs.ts',
  },
  {
    name: 'two folders of packages/shared import each other (orders already imports shipping)',
    file: 'packages/shared/src/shipping/lint-fixture.ts',
    imports: '../orders/orders.texts.ts',
  },
  {
    name: 'routes query the repository',
    file: 'apps/api/src/modules/cart/lint-fixture.routes.ts',
    imports: './cart.repository.ts',
  },
  {
    name: 'routes import the database',
    file: 'apps/api/src/modules/cart/lint-fixture.routes.ts',
    imports: '../../db/client.ts',
  },
  {
    name: 'a repository calls a service',
    file: 'apps/api/src/modules/cart/lint-fixture.repository.ts',
    imports: './cart.service.ts',
  },
  {
    name: 'a service imports routes',
    file: 'apps/api/src/modules/cart/lint-fixture.service.ts',
    imports: './cart.routes.ts',
  },
  {
    name: "a web feature imports another feature's component",
    file: 'apps/web/src/features/cart/lint-fixture.ts',
    imports: '../orders/components/order-card',
  },
  {
    name: "a web feature's .tsx file imports another feature's store",
    file: 'apps/web/src/features/delivery/lint-fixture.tsx',
    imports: '../cart/cart-store',
  },
  {
    name: 'a web feature imports the app layer',
    file: 'apps/web/src/features/cart/lint-fixture.ts',
    imports: '../../app/router',
  },
  {
    name: 'a shared component imports a feature, even through its index.ts',
    file: 'apps/web/src/components/ui/lint-fixture.tsx',
    imports: '../../features/cart',
  },
  { name: 'web lib imports the app layer', file: 'apps/web/src/lib/lint-fixture.ts', imports: '../app/router' },
  {
    name: 'packages/shared imports an app',
    file: 'packages/shared/src/lint-fixture.ts',
    imports: '../../../apps/web/src/config/settings',
  },
  { name: 'packages/shared imports an app by name', file: 'packages/shared/src/lint-fixture.ts', imports: '@shop/web' },
  {
    name: 'the web app imports API code',
    file: 'apps/web/src/lib/lint-fixture.ts',
    imports: '../../../api/src/config.ts',
  },
  {
    name: 'the API imports web code',
    file: 'apps/api/src/lib/lint-fixture.ts',
    imports: '../../../web/src/config/settings',
  },
  { name: 'API code imports test helpers', file: 'apps/api/src/lib/lint-fixture.ts', imports: '../../test/users.ts' },
  {
    name: 'a shared schema reads the gathered texts.ts instead of its own texts',
    file: 'packages/shared/src/cart/lint-fixture.ts',
    imports: '../texts.ts',
  },
];

const ALLOWED: Case[] = [
  {
    name: "an API module imports another module's index.ts",
    file: 'apps/api/src/modules/cart/lint-fixture.ts',
    imports: '../orders/index.ts',
  },
  { name: 'lib imports db', file: 'apps/api/src/lib/lint-fixture.ts', imports: '../db/client.ts' },
  {
    name: "a test of db borrows lib's helper",
    file: 'apps/api/src/db/lint-fixture.test.ts',
    imports: '../lib/dependencies/dependencies.ts',
  },
  {
    name: 'a shared folder imports one below it',
    file: 'packages/shared/src/orders/lint-fixture.ts',
    imports: '../shipping/shipping.schemas.ts',
  },
  {
    name: 'routes import their service',
    file: 'apps/api/src/modules/cart/lint-fixture.routes.ts',
    imports: './cart.service.ts',
  },
  {
    name: "a web feature imports another feature's index",
    file: 'apps/web/src/features/cart/lint-fixture.ts',
    imports: '../orders',
  },
  {
    name: 'a web feature imports a shared component',
    file: 'apps/web/src/features/cart/lint-fixture.ts',
    imports: '../../components/ui/button',
  },
];

describe('lint boundaries', () => {
  it.each(FORBIDDEN)('fail lint when $name', async ({ file, imports }) => {
    if (imports.startsWith('.')) {
      expect(exists(path.resolve(root, path.dirname(file), imports)), `${imports} is not in the tree`).toBe(true);
    }
    const errors = await boundaryErrors(`import '${imports}';\n`, file);
    expect(errors, `${file} importing ${imports} lints clean`).not.toEqual([]);
  });

  it.each(ALLOWED)('pass lint when $name', async ({ file, imports }) => {
    expect(await boundaryErrors(`import '${imports}';\n`, file)).toEqual([]);
  });

  it('keep every API module on disk inside the boundary, as importer and as imported', async () => {
    const modules = foldersIn('apps/api/src/modules');
    for (const [index, module] of modules.entries()) {
      const other = modules[(index + 1) % modules.length]!;
      const reach = `../${other}/${internalFileOf(`apps/api/src/modules/${other}`)}`;
      const errors = await boundaryErrors(`import '${reach}';\n`, `apps/api/src/modules/${module}/lint-fixture.ts`);
      expect(errors, `modules/${module} importing ${reach} lints clean`).not.toEqual([]);
    }
  });

  it('keep every web feature on disk inside the boundary, as importer and as imported', async () => {
    const features = foldersIn('apps/web/src/features');
    for (const [index, feature] of features.entries()) {
      const other = features[(index + 1) % features.length]!;
      const reach = `../${other}/${internalFileOf(`apps/web/src/features/${other}`).replace(/\.tsx?$/, '')}`;
      const errors = await boundaryErrors(`import '${reach}';\n`, `apps/web/src/features/${feature}/lint-fixture.ts`);
      expect(errors, `features/${feature} importing ${reach} lints clean`).not.toEqual([]);
    }
  });

  it.each([
    ['refunds', 'insert'],
    ['orderTenders', 'update'],
  ])('fail lint when a module other than payments writes the ledger table %s (%s)', async (table, verb) => {
    const code = `export const write = (tx: any) => tx.${verb}(${table});\n`;
    const ledgerRule = async (file: string) => {
      const [result] = await zones.lintText(code, { filePath: path.join(root, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    };
    expect(await ledgerRule('apps/api/src/modules/returns/lint-fixture.ts')).toEqual([
      expect.stringContaining(`Only the payments module writes ${table}`),
    ]);
    expect(await ledgerRule('apps/api/src/modules/payments/lint-fixture.ts')).toEqual([]);
  });

  it.each(['cycle-api', 'cycle-web', 'cycle-type'])(
    'fail lint on the import cycle of lint-fixtures/%s',
    async (fixture) => {
      const results = await everything.lintFiles([path.join(import.meta.dirname, 'lint-fixtures', fixture)]);
      expect(results).toHaveLength(2);
      for (const result of results) {
        const cycles = result.messages.filter((m) => m.ruleId === 'import-graph/no-cycle');
        expect(cycles, `${path.relative(root, result.filePath)} lints clean`).not.toEqual([]);
      }
    },
  );

  it('fail lint on two folders that import each other, though their files form no circle', async () => {
    const fixture = path.join(import.meta.dirname, 'lint-fixtures', 'folder-cycle');
    const results = await everything.lintFiles([fixture]);
    const messages = results.flatMap((result) => result.messages.map((m) => ({ ...m, file: result.filePath })));
    expect(messages.filter((m) => m.ruleId === 'import-graph/no-cycle')).toEqual([]);
    const folderCycles = messages.filter((m) => m.ruleId === 'import-graph/no-folder-cycle');
    expect(folderCycles.map((m) => path.relative(fixture, m.file)).sort()).toEqual([
      path.join('orders', 'order.ts'),
      path.join('shipping', 'shipment.ts'),
    ]);
  });

  /** The messages of one rule for `code` written at `file` of the tree. */
  async function ruleErrors(code: string, file: string, rule: string): Promise<string[]> {
    const [result] = await zones.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
  }

  const SQL_OUTSIDE_REPOSITORIES = [
    { name: "drizzle's sql tag", code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n" },
    { name: "drizzle's operators", code: "import { eq } from 'drizzle-orm';\nexport { eq };\n" },
    { name: 'a table', code: "import { orders } from '../../db/schema/index.ts';\nexport { orders };\n" },
  ];

  it.each(SQL_OUTSIDE_REPOSITORIES)(
    'fail lint when a service imports $name (SQL outside a repository)',
    async ({ code }) => {
      const file = 'apps/api/src/modules/cart/lint-fixture.service.ts';
      expect(await ruleErrors(code, file, 'no-restricted-imports')).toEqual([
        expect.stringContaining('SQL lives in the module'),
      ]);
      expect(
        await ruleErrors(code, 'apps/api/src/modules/cart/lint-fixture.repository.ts', 'no-restricted-imports'),
      ).toEqual([]);
      expect(await ruleErrors(code, 'apps/api/src/db/lint-fixture.ts', 'no-restricted-imports')).toEqual([]);
    },
  );

  it("fail lint when a service runs drizzle's relational query (no import needed)", async () => {
    const code = 'export const first = (db: any) => db.query.orders.findFirst();\n';
    expect(await ruleErrors(code, 'apps/api/src/modules/cart/lint-fixture.service.ts', 'no-restricted-syntax')).toEqual(
      [expect.stringContaining('SQL lives in the module')],
    );
    expect(await ruleErrors(code, 'apps/api/src/modules/payments/lint-fixture.ts', 'no-restricted-syntax')).toEqual([
      expect.stringContaining('SQL lives in the module'),
    ]);
    expect(
      await ruleErrors(code, 'apps/api/src/modules/cart/lint-fixture.repository.ts', 'no-restricted-syntax'),
    ).toEqual([]);
  });

  it("pass lint when a service reads drizzle's types or the schema's types and constants", async () => {
    const code = [
      "import type { SQL } from 'drizzle-orm';",
      "import { DEAD_SHIPMENT_STATUSES, type StoredImage } from '../../db/schema/index.ts';",
      "import { DrizzleError } from 'drizzle-orm/errors';",
      'export type Both = [SQL, StoredImage, typeof DEAD_SHIPMENT_STATUSES, DrizzleError];',
      '',
    ].join('\n');
    expect(
      await ruleErrors(code, 'apps/api/src/modules/cart/lint-fixture.service.ts', 'no-restricted-imports'),
    ).toEqual([]);
  });

  it.each([
    ['names from', "export { findCart } from './cart.repository.ts';\n"],
    ['everything of', "export * from './cart.repository.ts';\n"],
  ])("fail lint when a module's index.ts re-exports %s its repository", async (_how, code) => {
    expect(await ruleErrors(code, 'apps/api/src/modules/cart/index.ts', 'no-restricted-syntax')).toEqual([
      expect.stringContaining('not its repository'),
    ]);
    expect(
      await ruleErrors(
        "export { cartView } from './cart.service.ts';\n",
        'apps/api/src/modules/cart/index.ts',
        'no-restricted-syntax',
      ),
    ).toEqual([]);
  });
});

describe('the web keeps its forms on one way', () => {
  const zonesOnly = new ESLint({
    cwd: root,
    overrideConfigFile,
    overrideConfig: { rules: { 'import-graph/no-cycle': 'off', 'import-graph/no-folder-cycle': 'off' } },
  });
  const formErrors = async (code: string, file: string) => {
    const [result] = await zonesOnly.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const file = 'apps/web/src/features/messages/components/lint-fixture.tsx';
  const ONE_WAY = expect.stringContaining("react-hook-form's handleSubmit");

  it.each([
    [
      'an onSubmit written inline on a form',
      'export const F = ({ send }: { send: () => void }) => (\n  <form\n    onSubmit={(event) => {\n      event.preventDefault();\n      send();\n    }}\n  />\n);\n',
    ],
    [
      "a submit handler typed with React's FormEvent",
      "import type { FormEvent } from 'react';\nexport const submit = (event: FormEvent) => event.preventDefault();\n",
    ],
    [
      'a submit handler typed with React.FormEvent',
      'export const submit = (event: React.FormEvent) => event.preventDefault();\n',
    ],
  ])('fail lint on %s', async (_shape, code) => {
    expect(await formErrors(code, file)).toEqual([ONE_WAY]);
  });

  it("pass lint on a form submitted through handleSubmit, and on a storefront form kept out for its page's budget", async () => {
    const oneWay = [
      "import { useForm } from 'react-hook-form';",
      'export function F({ send }: { send: (v: { a: string }) => void }) {',
      "  const form = useForm<{ a: string }>({ defaultValues: { a: '' } });",
      '  return <form onSubmit={form.handleSubmit(send)} />;',
      '}',
      '',
    ].join('\n');
    expect(await formErrors(oneWay, file)).toEqual([]);
    const handRolled = 'export const F = () => <form onSubmit={(event) => event.preventDefault()} />;\n';
    expect(await formErrors(handRolled, 'apps/web/src/features/delivery/components/delivery-check.tsx')).toEqual([]);
  });
});
