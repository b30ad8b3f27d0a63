import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerPhotos, type StoredImage } from '../../db/schema/index.ts';

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
