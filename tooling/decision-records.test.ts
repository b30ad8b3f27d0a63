import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are read through their index (docs/decisions/README.md): a record missing
 * from it is one the next engineer does not find, and a row whose link leads nowhere sends them
 * to a record that is not there. Record 0252 was written without its row, and nothing noticed.
 */
const folder = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
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
