import { asc, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { funnelCounts, funnelMarks } from '../../db/schema/index.ts';

export type MarkPath = (typeof funnelCounts.$inferSelect)['path'];
export type Mark = { step: (typeof funnelCounts.$inferSelect)['step']; path: MarkPath };

/**
 * Marks the visitor at these steps of `day` and adds one to each step's count where the mark is
 * new, in one statement: a visitor already marked adds nothing, however often they come back.
 */
export async function countOnce(db: Queryable, day: string, visitor: string, marks: readonly Mark[]): Promise<void> {
  if (marks.length === 0) return;
  const rows = sql.join(
    marks.map((mark) => sql`(${day}::date, ${mark.step}, ${mark.path}, ${visitor})`),
    sql`, `,
  );
  await db.execute(sql`
    with marked as (
      insert into ${funnelMarks} (day, step, path, visitor) values ${rows}
      on conflict do nothing
      returning day, step, path
    )
    insert into ${funnelCounts} (day, step, path, count)
    select day, step, path, 1 from marked
    on conflict (day, step, path) do update set count = funnel_counts.count + 1`);
}

/** Every count from `firstDay` (YYYY-MM-DD) on. */
export function countsSince(db: Queryable, firstDay: string) {
  return db
    .select({ day: funnelCounts.day, step: funnelCounts.step, path: funnelCounts.path, count: funnelCounts.count })
    .from(funnelCounts)
    .where(gte(funnelCounts.day, firstDay))
    .orderBy(asc(funnelCounts.day));
}

/** Forgets the marks of days before `day`: the counts stay, nobody is recognised again. */
export async function deleteMarksBefore(db: Queryable, day: string): Promise<number> {
  const deleted = await db.delete(funnelMarks).where(lt(funnelMarks.day, day)).returning({ day: funnelMarks.day });
  return deleted.length;
}
