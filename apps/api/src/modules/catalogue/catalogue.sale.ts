import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { products, variants } from '../../db/schema/index.ts';

/** Of these colours, the ones whose product is on sale (the returns policy treats sale items apart). */
export async function variantsOnSale(db: Queryable, variantIds: readonly string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, [...variantIds]), eq(products.onSale, true)));
  return new Set(rows.map((row) => row.id));
}

/** The colours of a product (what its returns are counted by). */
export async function variantIdsOfProduct(db: Queryable, productId: string): Promise<string[]> {
  const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  return rows.map((row) => row.id);
}
