import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FitVerdict, ReviewSort, ReviewVisibility } from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import {
  customerPhotos,
  orderItems,
  orders,
  products,
  reviewPhotos,
  reviews,
  users,
  variants,
  type StoredImage,
} from '../../db/schema/index.ts';

/** Reviews the product page shows and counts: the ones the owner has not hidden. */
const shown = isNull(reviews.hiddenAt);

/**
 * The product (if it exists) with its exact count, average rating and how many shown reviews give
 * each number of stars, in one query. Hidden reviews count nowhere.
 */
export async function findProductRating(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      average: sql<
        number | null
      >`(select avg(r.rating)::float8 from ${reviews} r where r.product_id = ${products}.id and r.hidden_at is null)`,
      count:
        sql<number>`(select count(*) from ${reviews} r where r.product_id = ${products}.id and r.hidden_at is null)`.mapWith(
          Number,
        ),
      byRating: sql<Record<string, number | string> | null>`(
        select json_object_agg(g.rating, g.n) from (
          select r.rating, count(*) as n from ${reviews} r
          where r.product_id = ${products}.id and r.hidden_at is null group by r.rating
        ) g)`,
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
    .where(and(eq(reviews.productId, productId), isNotNull(reviews.fit), shown))
    .groupBy(reviews.fit)
    .orderBy(
      desc(sql`count(*)`),
      sql`case ${reviews.fit} when 'true-to-size' then 0 when 'runs-small' then 1 else 2 end`,
    )
    .limit(1);
  return row;
}

/** True when the review's author has a delivered order with a colour of the reviewed product. */
const verifiedBuyer = sql<boolean>`exists (
  select 1 from ${orders} vo
  join ${orderItems} voi on voi.order_id = vo.id
  join ${variants} vv on vv.id = voi.variant_id
  where vo.user_id = ${reviews.userId} and vo.status = 'delivered' and vv.product_id = ${reviews.productId})`;

/** The review's photos in the reviewer's order, as one JSON array. */
const photosOfReview = sql<{ id: string; image: StoredImage }[]>`(
  select coalesce(json_agg(json_build_object('id', cp.id, 'image', cp.image) order by rp.position), '[]'::json)
  from ${reviewPhotos} rp join ${customerPhotos} cp on cp.id = rp.photo_id
  where rp.review_id = ${reviews.id})`;

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  fit: reviews.fit,
  createdAt: reviews.createdAt,
  userId: users.id,
  userName: users.name,
  verifiedBuyer,
  photos: photosOfReview,
};

/**
 * A page of a product's shown reviews with their authors' names, whether each author received the
 * product, and their photos: verified buyers first then newest, or newest first.
 */
export async function findReviewPage(db: Db, productId: string, page: number, limit: number, sort: ReviewSort) {
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), shown))
    .orderBy(...(sort === 'verified' ? [desc(verifiedBuyer), ...newest] : newest))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The customer's review of the product: a new one, or their earlier one rewritten (one each). */
export async function upsertReview(
  db: Queryable,
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

/** Puts `photoIds` (in order) on the review in place of the photos it had. */
export async function replaceReviewPhotos(db: Queryable, reviewId: string, photoIds: string[]) {
  await db.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  if (photoIds.length === 0) return;
  await db.insert(reviewPhotos).values(photoIds.map((photoId, position) => ({ reviewId, photoId, position })));
}

/** Whether the customer has received (a delivered order of) the product. */
export async function hasReceived(db: Queryable, userId: string, productId: string) {
  const [row] = await db
    .select({ yes: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(variants.productId, productId)))
    .limit(1);
  return row !== undefined;
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

// ---------------------------------------------------------------------------------------------
// The owner's screen.

const adminColumns = {
  ...reviewColumns,
  userEmail: users.email,
  productId: products.id,
  productName: products.name,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

function adminReviews(db: Db, where: SQL | undefined) {
  return db
    .select(adminColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
}

const visibilityFilter = (visibility: ReviewVisibility) =>
  visibility === 'shown' ? shown : visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined;

/** Every review (or the shown or hidden ones), newest first, with the number of them. */
export async function findAdminReviewPage(db: Db, visibility: ReviewVisibility, page: number, limit: number) {
  const where = visibilityFilter(visibility);
  const [rows, [total]] = await Promise.all([
    adminReviews(db, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminReview(db: Db, id: string) {
  const [row] = await adminReviews(db, eq(reviews.id, id));
  return row;
}

/** Hides the review with the owner's reason, or shows it again (`reason` null); false when there is none. */
export async function setHidden(db: Db, id: string, hidden: { reason: string; by: string } | null) {
  const rows = await db
    .update(reviews)
    .set(
      hidden
        ? { hiddenAt: sql`now()`, hiddenReason: hidden.reason, hiddenBy: hidden.by }
        : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
    )
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
