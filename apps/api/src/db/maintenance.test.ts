import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app.ts';
import type { Database } from './client.ts';

/** What the planner believes a table holds: -1 when it was never analysed. */
async function plannerRows(database: Database, table: string): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select reltuples::float8 as n from pg_class where relname = ${table}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]!.n);
}

/** A new table of `n` rows the planner has not been told of yet. */
async function loadRows(database: Database, table: string, n: number) {
  await database.db.execute(sql`create table ${sql.identifier(table)} (n int primary key)`);
  await database.db.execute(sql`insert into ${sql.identifier(table)} select generate_series(1, ${n}::int)`);
}

describe('the planner statistics', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'the embedded database, which has no autovacuum, learns what its tables hold when maintained',
    async () => {
      await loadRows(database, 'maintained_rows', 5000);
      expect(await plannerRows(database, 'maintained_rows')).toBeLessThan(1);
      await database.maintain();
      expect(await plannerRows(database, 'maintained_rows')).toBe(5000);
      await database.db.execute(sql`delete from maintained_rows where n > 1000`);
      await database.maintain({ vacuum: true });
      expect(await plannerRows(database, 'maintained_rows')).toBe(1000);
    },
  );

  it('after a bulk load, analyze() tells either database what the new rows are now, not at the next round of autovacuum', async () => {
    await loadRows(database, 'loaded_rows', 5000);
    await database.analyze();
    expect(await plannerRows(database, 'loaded_rows')).toBe(5000);
  });
});
