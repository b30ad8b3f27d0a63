import { and, asc, avg, count, desc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { colors, products, reviews, variants, variantStock } from '../../db/schema/index.ts';

/** Product ids of one page of the list, and the total number matching the filters. */
export async function findProductPage(db: Db, query: ProductListQuery) {
  const variantFilters: SQL[] = [eq(variants.productId, products.id)];
  if (query.minPrice !== undefined) variantFilters.push(gte(variants.pricePaise, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined) variantFilters.push(lte(variants.pricePaise, Math.round(query.maxPrice * 100)));
  if (query.color) {
    variantFilters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(colors)
          .where(and(eq(colors.id, variants.colorId), sql`lower(${colors.name}) = lower(${query.color})`)),
      ),
    );
  }
  if (query.size) {
    variantFilters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(variantStock)
          .where(
            and(
              eq(variantStock.variantId, variants.id),
              eq(variantStock.size, query.size),
              sql`${variantStock.quantity} > 0`,
            ),
          ),
      ),
    );
  }
  const where = [
    exists(
      db
        .select({ one: sql`1` })
        .from(variants)
        .where(and(...variantFilters)),
    ),
  ];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${products.name} ilike ${pattern} or ${products.description} ilike ${pattern} or ${products.story} ilike ${pattern})`,
    );
  }

  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

export async function findProductsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, ids));
}

/** Every variant of the given products with its colour, oldest first. */
export async function findVariantsOfProducts(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: variants.id,
      productId: variants.productId,
      pricePaise: variants.pricePaise,
      image: variants.image,
      colorName: colors.name,
      colorHex: colors.hex,
    })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(inArray(variants.productId, productIds))
    .orderBy(asc(variants.createdAt), asc(variants.id));
}

export async function findRatingsOfProducts(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: reviews.productId, average: avg(reviews.rating).mapWith(Number), count: count() })
    .from(reviews)
    .where(inArray(reviews.productId, productIds))
    .groupBy(reviews.productId);
}
