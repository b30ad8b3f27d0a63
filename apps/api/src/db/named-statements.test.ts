import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app.ts';
import type { Database, Queryable } from './client.ts';

/** The statements this connection holds by name (their texts). */
async function namedTexts(db: Queryable): Promise<string[]> {
  const { rows } = (await db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
    rows: { statement: string }[];
  };
  return rows.map((row) => row.statement);
}

/**
 * Repeated statements are parsed and planned once per connection, on either database: the
 * second call of a text goes by name, a text seen once does not, and the answers do not change.
 */
describe('statements prepared once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table named_probe (id int primary key, at timestamptz not null, data jsonb not null)`,
    );
  });
  afterAll(() => database.close());

  type Rows = { rows: Record<string, unknown>[] };
  const probe = async (db: Queryable, id: number) =>
    (await db.execute(
      sql`select id, at, data, ${id}::int + 1 as next from named_probe where id = ${id} /* probe */`,
    )) as unknown as Rows;

  it('names a statement seen again, answers as before, and leaves one seen once unnamed', async () => {
    await database.db.execute(
      sql`insert into named_probe values (1, '2026-12-02T10:00:00Z', '{"a":[1,2]}'), (2, '2026-12-03T10:00:00Z', '{"b":null}')`,
    );
    // One transaction: one connection, whose statements pg_prepared_statements lists.
    await database.db.transaction(async (tx) => {
      const first = await probe(tx, 1);
      const second = await probe(tx, 2);
      const third = await probe(tx, 1);
      expect(third.rows).toEqual(first.rows);
      expect(second.rows).toHaveLength(1);
      expect((second.rows[0] as { next: number }).next).toBe(3);
      expect((second.rows[0] as { data: unknown }).data).toEqual({ b: null });
      await tx.execute(sql`select 'seen once' as once /* probe */`);
      const named = await namedTexts(tx);
      expect(named.filter((text) => text.includes('from named_probe where id'))).toHaveLength(1);
      expect(named.some((text) => text.includes('seen once'))).toBe(false);
    });
  });

  it('a named statement that fails says why with its code, and the connection goes on', async () => {
    const insert = (db: Queryable) => db.execute(sql`insert into named_probe values (${7}, now(), '{}') /* probe */`);
    await insert(database.db);
    const failures = [];
    for (let i = 0; i < 3; i++) {
      failures.push(
        await database.db
          .transaction((tx) => insert(tx))
          .then(
            () => null,
            (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
          ),
      );
    }
    expect(failures).toEqual(['23505', '23505', '23505']);
    expect((await probe(database.db, 7)).rows).toHaveLength(1);
  });
});
