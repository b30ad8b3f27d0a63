import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { colors, products, variants, variantStock, wishlistItems } from '../../db/schema/index.ts';
import { lineVariantColumns } from '../../db/line-variants.ts';

export async function findLines(db: Db, userId: string) {
  return db
    .select({
      id: wishlistItems.id,
      size: wishlistItems.size,
      ...lineVariantColumns,
      // The line's size's stock; a line saved without a size shows the colour's in every size.
      stock: sql<number>`coalesce((select sum(${variantStock.quantity}) from ${variantStock}
        where ${variantStock.variantId} = ${wishlistItems.variantId}
        and (${wishlistItems.size} is null or ${variantStock.size} = ${wishlistItems.size})), 0)`.mapWith(Number),
      inStock: sql<Size[]>`array(select ${variantStock.size} from ${variantStock}
        where ${variantStock.variantId} = ${wishlistItems.variantId} and ${variantStock.quantity} > 0)`,
    })
    .from(wishlistItems)
    .innerJoin(variants, eq(variants.id, wishlistItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
}

export async function variantExists(db: Db, variantId: string): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  return Boolean(row);
}

/**
 * Adding the same colour and size twice keeps one line. A colour saved without a size is kept
 * once, and not at all when it is saved in a size already; saved in a size, it replaces the line
 * without one (the shopper has chosen now).
 */
export async function addLine(db: Db, line: { userId: string; variantId: string; size: Size | null }) {
  const own = and(eq(wishlistItems.userId, line.userId), eq(wishlistItems.variantId, line.variantId));
  await db.transaction(async (tx) => {
    if (line.size === null) {
      const [saved] = await tx.select({ id: wishlistItems.id }).from(wishlistItems).where(own).limit(1);
      if (saved) return;
    } else {
      await tx.delete(wishlistItems).where(and(own, isNull(wishlistItems.size)));
    }
    await tx.insert(wishlistItems).values(line).onConflictDoNothing();
  });
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
