import { asc, count, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { funnelMarks } from '../../db/schema/index.ts';

export type MarkPath = (typeof funnelMarks.$inferSelect)['path'];
export type Mark = { step: (typeof funnelMarks.$inferSelect)['step']; path: MarkPath };

/**
 * Marks the visitor at these steps of `day`, in one statement: a visitor already marked adds
 * nothing, however often they come back. Only the visitor's own rows are written, so shoppers
 * counted at the same moment never wait for one another.
 */
export async function countOnce(db: Queryable, day: string, visitor: string, marks: readonly Mark[]): Promise<void> {
  if (marks.length === 0) return;
  await db
    .insert(funnelMarks)
    .values(marks.map((mark) => ({ day, step: mark.step, path: mark.path, visitor })))
    .onConflictDoNothing();
}

/** How many shoppers reached each step and path on each day from `firstDay` (YYYY-MM-DD) on. */
export function countsSince(db: Queryable, firstDay: string) {
  return db
    .select({ day: funnelMarks.day, step: funnelMarks.step, path: funnelMarks.path, count: count() })
    .from(funnelMarks)
    .where(gte(funnelMarks.day, firstDay))
    .groupBy(funnelMarks.day, funnelMarks.step, funnelMarks.path)
    .orderBy(asc(funnelMarks.day));
}

/** Forgets the marks of days before `day`: those days leave the owner's figures. */
export async function deleteMarksBefore(db: Queryable, day: string): Promise<number> {
  const deleted = await db.delete(funnelMarks).where(lt(funnelMarks.day, day)).returning({ day: funnelMarks.day });
  return deleted.length;
}
