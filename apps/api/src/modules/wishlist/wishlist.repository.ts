import { and, asc, eq } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { colors, products, variants, variantStock, wishlistItems } from '../../db/schema/index.ts';
import { lineVariantColumns } from '../../db/line-variants.ts';

export async function findLines(db: Db, userId: string) {
  return db
    .select({ id: wishlistItems.id, size: wishlistItems.size, ...lineVariantColumns })
    .from(wishlistItems)
    .innerJoin(variants, eq(variants.id, wishlistItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(
      variantStock,
      and(eq(variantStock.variantId, wishlistItems.variantId), eq(variantStock.size, wishlistItems.size)),
    )
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
}

export async function variantExists(db: Db, variantId: string): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  return Boolean(row);
}

/** Adding the same variant and size twice keeps one line. */
export async function addLine(db: Db, line: { userId: string; variantId: string; size: Size }) {
  await db.insert(wishlistItems).values(line).onConflictDoNothing();
}

/** Deletes a line of this user's wishlist; answers whether there was one. */
export async function deleteOwnLine(db: Db, userId: string, itemId: string): Promise<boolean> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return deleted.length > 0;
}

export async function deleteAllLines(db: Db, userId: string) {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
