import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `work` only if no other instance is running the job of that name right now, holding a
 * PostgreSQL advisory lock for the length of one transaction (released by commit, rollback or a
 * lost connection, so a crashed instance never leaves it held). Answers undefined when another
 * instance had it. The work's own transactions become savepoints inside this one.
 */
export async function runExclusive<T>(db: Db, job: string, work: (db: Db) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${job})) as got`)) as unknown as {
      rows: { got: boolean }[];
    };
    if (!result.rows[0]?.got) return undefined;
    return work(tx as unknown as Db);
  });
}
