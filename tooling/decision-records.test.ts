import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are read through their index (docs/decisions/README.md): a record missing
 * from it is one the next engineer does not find, and a row whose link leads nowhere sends them
 * to a record that is not there. Record 0252 was written without its row, and nothing noticed.
 */
const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'docs', 'decisions');
const records = readdirSync(folder)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort();
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
/** Each row of the index: `| 0252 | [Title](0252-file.md) |`. */
const rows = [...index.matchAll(/^\| (\d{4}) \| \[[^\]]+\]\(([^)]+)\)/gm)].map(([, number, link]) => ({
  number: number!,
  link: link!,
}));

describe('the decision records', () => {
  it('are each listed in the index, under their own number', () => {
    expect(records.length).toBeGreaterThan(0);
    const listed = new Set(rows.map((row) => row.link));
    expect(records.filter((file) => !listed.has(file))).toEqual([]);
    for (const row of rows) expect(row.link.slice(0, 4), row.link).toBe(row.number);
  });

  it('are listed once, and every row of the index leads to a record that is there', () => {
    const links = rows.map((row) => row.link);
    expect(links.filter((link, at) => links.indexOf(link) !== at)).toEqual([]);
    expect(links.filter((link) => !records.includes(link))).toEqual([]);
  });

  it('each have a number of their own', () => {
    const numbers = records.map((file) => file.slice(0, 4));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });
});

/**
 * What a record names must be there: a record that sends the reader to a file or a function the
 * code no longer has is one they stop trusting (0131's table had fallen twenty files behind its
 * list, and 0239 described a job the payments ledger had replaced). A record may still name what
 * is gone on purpose, history being part of a decision, in a line that says so ("… is gone",
 * "removed", "renamed", "replaced", "no longer").
 */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const tracked = new Set(files);
const fileNames = new Set(files.map((file) => path.basename(file)));
/** Every folder of the tree, as `a/b/`. */
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, at, parts) => `${parts.slice(0, at + 1).join('/')}/`),
  ),
);
/** The code and configuration a name can live in (the docs themselves left out). */
const code = files
  .filter((file) => /\.(?:[cm]?[jt]sx?|json|ya?ml|css|html)$/.test(file) && !file.startsWith('docs/'))
  .map((file) => readFileSync(path.join(root, file), 'utf8'))
  .join('\n');

/** Names a record may use that live outside the tree: the platform's, or made by a tool from ours. */
const OUTSIDE_NAMES = new Set([
  // The browser's.
  'requestAnimationFrame',
  // What an OpenAPI client generator names POST /api/v1/user/login (the spec lint's point).
  'postApiV1UserLogin',
  // A warning code of the bundler (Rollup).
  'IMPORT_IS_UNDEFINED',
]);

const GONE = /\b(?:gone|removed|deleted|renamed|replaced|no longer|superseded)\b/i;
const saysGone = (text: string, token: string) =>
  text.split('\n').some((line) => line.includes(`\`${token}`) && GONE.test(line));

/** A file the build writes (ignored by git): it is named, never committed. */
const ignored = (file: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', file], { cwd: root });
    return true;
  } catch {
    return false;
  }
};

/** Whether a path named in a record is in the tree: from the root, or under a folder (`lib/mail/…` of the API). */
function pathExists(name: string): boolean {
  const bare = name.replace(/:\d+(?:-\d+)?$/, '');
  if (tracked.has(bare) || folders.has(bare.endsWith('/') ? bare : `${bare}/`)) return true;
  if (files.some((file) => file.endsWith(`/${bare}`)) || [...folders].some((dir) => dir.endsWith(`/${bare}/`))) {
    return true;
  }
  return ignored(bare);
}

/** The backticked paths of a record: with a slash and a file ending, or under a top folder of the tree. */
const PATH = /`((?:[\w.@-]+\/)+[\w.@-]*)`/g;
/** The backticked names: `camelCase`, `CONSTANT_CASE`, `call()`, `Thing.member`. */
const NAME = /`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\([^`]*\))?`/g;
const looksLikeName = (name: string, called: boolean) =>
  called || /[a-z][A-Z]/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name);

function missingIn(file: string): string[] {
  const text = readFileSync(path.join(folder, file), 'utf8');
  const missing: string[] = [];
  for (const [, name] of text.matchAll(PATH)) {
    // A relative import, a package's file, or a place at run time (`DATA_DIR/server.lock`).
    if (!name || name.startsWith('.') || /\bnode_modules\b/.test(name) || /^[A-Z][A-Z_]*\//.test(name)) continue;
    const top = name.split('/')[0]!;
    const ofTheTree = /\.[a-z]{1,5}(?::\d+(?:-\d+)?)?$/.test(name) || folders.has(`${top}/`);
    if (!ofTheTree || pathExists(name) || saysGone(text, name)) continue;
    missing.push(`${file}: ${name}`);
  }
  for (const [, name, called] of text.matchAll(NAME)) {
    if (!name) continue;
    // A file by its name alone (`orders.routes.test.ts`): some file of the tree has that name.
    if (/\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|sql|html)$/.test(name)) {
      if (!fileNames.has(name) && !saysGone(text, name)) missing.push(`${file}: ${name}`);
      continue;
    }
    if (!looksLikeName(name, called !== undefined)) continue;
    const last = name.split('.').pop()!;
    if (OUTSIDE_NAMES.has(last) || new RegExp(`\\b${last.replace('$', '\\$')}\\b`).test(code)) continue;
    if (saysGone(text, name)) continue;
    missing.push(`${file}: ${name}`);
  }
  return missing;
}

describe('what the decision records name', () => {
  it('is in the tree: every file, folder and name a record points to, unless it says that one is gone', () => {
    expect(records.flatMap(missingIn)).toEqual([]);
  });

  it("lists in 0131 exactly the test files that also run on PostgreSQL (vitest.config.ts's list)", () => {
    const config = readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const list = config.slice(
      config.indexOf('const DATABASE_SENSITIVE_TESTS'),
      config.indexOf('];', config.indexOf('const DATABASE_SENSITIVE_TESTS')),
    );
    /** `src/modules/cart/**\/*.test.ts` is written `cart/*` in the record; a file by its name. */
    const named = [...list.matchAll(/'src\/([^']+)'/g)].map(([, entry]) =>
      entry!.includes('**') ? `${entry!.split('/').at(-3)}/*` : path.basename(entry!),
    );
    const record = readFileSync(
      path.join(
        folder,
        records.find((file) => file.startsWith('0131-'))!,
      ),
      'utf8',
    );
    const table = record.slice(record.indexOf('| file'), record.indexOf('\n\n', record.indexOf('| file')));
    const inTable = [...table.matchAll(/`([^`]+)`/g)].map(([, name]) => name!);
    expect([...inTable].sort()).toEqual([...named].sort());
  });
});
