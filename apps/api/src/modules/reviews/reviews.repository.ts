import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FitVerdict } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema/index.ts';

/** The product (if it exists) with its exact review count and average rating, in one query. */
export async function findProductRating(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      average: sql<number | null>`(select avg(r.rating)::float8 from ${reviews} r where r.product_id = ${products}.id)`,
      count: sql<number>`(select count(*) from ${reviews} r where r.product_id = ${products}.id)`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ? { ...row, average: row.average === null ? null : Number(row.average) } : undefined;
}

/**
 * How reviewers found the fit: the answer given most (ties go to true to size, then the order
 * runs small, runs large) with its count, and how many answered at all, in one aggregate query.
 */
export async function findFitSummary(db: Db, productId: string) {
  const [row] = await db
    .select({
      verdict: reviews.fit,
      count: sql<number>`count(*)`.mapWith(Number),
      votes: sql<number>`sum(count(*)) over ()`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNotNull(reviews.fit)))
    .groupBy(reviews.fit)
    .orderBy(
      desc(sql`count(*)`),
      sql`case ${reviews.fit} when 'true-to-size' then 0 when 'runs-small' then 1 else 2 end`,
    )
    .limit(1);
  return row;
}

/** A page of a product's reviews with their authors' names, newest first. */
export async function findReviewPage(db: Db, productId: string, page: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      fit: reviews.fit,
      createdAt: reviews.createdAt,
      userId: users.id,
      userName: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The customer's review of the product: a new one, or their earlier one rewritten (one each). */
export async function upsertReview(
  db: Db,
  values: { productId: string; userId: string; rating: number; comment: string; fit: FitVerdict | null },
) {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: { rating: values.rating, comment: values.comment, fit: values.fit, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function findUserName(db: Db, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

export async function findReview(db: Db, id: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Deletes only when `userId` wrote it, so a check and a delete cannot drift apart. */
export async function deleteOwnReview(db: Db, id: string, userId: string) {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
