import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerPhotos, returnLines, reviewPhotos, type StoredImage } from '../../db/schema/index.ts';

export async function insertPhoto(db: Queryable, values: { userId: string; image: StoredImage }) {
  const [row] = await db.insert(customerPhotos).values(values).returning();
  return row!;
}

/** The rows among `ids` that `userId` uploaded. */
export function findOwnPhotos(db: Queryable, userId: string, ids: string[]) {
  return db
    .select({ id: customerPhotos.id, image: customerPhotos.image })
    .from(customerPhotos)
    .where(and(eq(customerPhotos.userId, userId), inArray(customerPhotos.id, ids)));
}

/**
 * Whether a photo is attached now: shown by a review, or kept on a return request's line (which
 * keeps its picture's URL). A review deleted or given other photos lets its old ones go.
 */
const attached = sql<boolean>`(exists (select 1 from ${reviewPhotos} rp where rp.photo_id = ${customerPhotos.id})
  or exists (select 1 from ${returnLines} rl where rl.photos @> jsonb_build_array(${customerPhotos.image}->>'url')))`;

/** The uploads whose stored files include `key`: who uploaded each, and whether it is attached. */
export function photosWithKey(db: Queryable, key: string) {
  return db
    .select({ userId: customerPhotos.userId, attached })
    .from(customerPhotos)
    .where(sql`${customerPhotos.image}->'keys' @> jsonb_build_array(${key}::text)`);
}

/**
 * Deletes up to `limit` uploads made before `before` that nothing attaches, and answers their
 * stored files' keys. Attachment is checked again by the delete itself.
 */
export async function deleteUnattached(db: Queryable, before: Date, limit: number): Promise<string[][]> {
  const candidates = db
    .select({ id: customerPhotos.id })
    .from(customerPhotos)
    .where(and(lt(customerPhotos.createdAt, before), sql`not ${attached}`))
    .limit(limit);
  const rows = await db
    .delete(customerPhotos)
    .where(and(inArray(customerPhotos.id, candidates), sql`not ${attached}`))
    .returning({ image: customerPhotos.image });
  return rows.map((row) => row.image.keys ?? []);
}

/** Which of `keys` an upload still stores (two uploads of the same picture share their files). */
export async function keysInUse(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.execute<{ key: string }>(sql`
    select t.key from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as t(key)
    where exists (select 1 from ${customerPhotos} cp where cp.image -> 'keys' @> jsonb_build_array(t.key))`);
  return new Set((result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key));
}
