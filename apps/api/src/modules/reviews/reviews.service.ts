import {
  CATALOGUE_MESSAGES,
  FitVerdict,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewListQuery,
  type CreateReviewBody,
  type FitSummary,
  type RatingCount,
  type Review,
  type ReviewList,
  type ReviewListQuery,
  type ReviewVisibilityBody,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import * as repo from './reviews.repository.ts';
import { variantIdsOfProduct } from '../catalogue/index.ts';
import { ownPhotos, toCustomerPhoto } from '../customer-photos/index.ts';
import { fitNotes } from '../returns/index.ts';

/** A stored fit answer as the contract types it (the column's check allows only these). */
const fitOf = (value: string | null) => (value === null ? null : FitVerdict.parse(value));

function fitSummary(row: Awaited<ReturnType<typeof repo.findFitSummary>>): FitSummary | null {
  if (!row?.verdict || row.votes === 0) return null;
  return {
    verdict: FitVerdict.parse(row.verdict),
    percent: Math.round((100 * row.count) / row.votes),
    votes: row.votes,
  };
}

/** Every rating from 5 stars down to 1 with how many shown reviews give it. */
function ratingCounts(byRating: Record<string, number | string> | null): RatingCount[] {
  const counts: RatingCount[] = [];
  for (let rating = RATING_MAX; rating >= RATING_MIN; rating--) {
    counts.push({ rating, count: Number(byRating?.[rating] ?? 0) });
  }
  return counts;
}

type ReviewRow = Awaited<ReturnType<typeof repo.findReviewPage>>[number];

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    user: { _id: row.userId, name: row.userName },
    rating: row.rating,
    comment: row.comment,
    fit: fitOf(row.fit),
    verifiedBuyer: Boolean(row.verifiedBuyer),
    photos: (row.photos as { id: string; image: StoredImage }[]).map(toCustomerPhoto),
    // json_agg and the embedded database may hand the date over as text.
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * A product's shown reviews with their exact average, count, stars and fit summary, computed from
 * the rows on every read (no stored counter to drift; a hidden review counts nowhere).
 */
export async function listReviews(db: Db, productId: string, query: ReviewListQuery): Promise<ReviewList> {
  const [product, rows, fit] = await Promise.all([
    repo.findProductRating(db, productId),
    repo.findReviewPage(db, productId, query.page, query.limit, query.sort),
    repo.findFitSummary(db, productId),
  ]);
  const returnFit = await fitNotes(db, await variantIdsOfProduct(db, productId));
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  return {
    reviews: rows.map(toReview),
    averageRating: product.average ?? 0,
    reviewCount: product.count,
    ratingCounts: ratingCounts(product.byRating),
    totalPages: Math.ceil(product.count / query.limit),
    fitSummary: fitSummary(fit),
    returnFit,
  };
}

/**
 * Any signed-in user may review a product, once: posting again edits their review (rating,
 * comment, fit, photos, and its date; a hidden review stays hidden), so one account cannot flood a
 * product's rating. The unique index on (product, customer) keeps it one row even when two posts
 * race. Photos are the customer's own uploads only (422 otherwise). The comment is plain text.
 */
export async function createReview(db: Db, userId: string, body: CreateReviewBody): Promise<Review> {
  const [product, userName] = await Promise.all([
    repo.findProductRating(db, body.productId),
    repo.findUserName(db, userId),
  ]);
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  if (userName === undefined) throw AppError.unauthenticated();
  const photos = await ownPhotos(db, userId, body.photos);
  const [row, verifiedBuyer] = await Promise.all([
    db.transaction(async (tx) => {
      const review = await repo.upsertReview(tx, {
        productId: body.productId,
        userId,
        rating: body.rating,
        comment: body.comment,
        fit: body.fit,
      });
      await repo.replaceReviewPhotos(
        tx,
        review.id,
        photos.map((photo) => photo.id),
      );
      return review;
    }),
    repo.hasReceived(db, userId, body.productId),
  ]);
  return {
    _id: row.id,
    user: { _id: userId, name: userName },
    rating: row.rating,
    comment: row.comment,
    fit: fitOf(row.fit),
    verifiedBuyer,
    photos: photos.map(toCustomerPhoto),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the author may delete a review (403 for anyone else, admins included). */
export async function deleteReview(db: Db, userId: string, id: string): Promise<void> {
  const review = await repo.findReview(db, id);
  if (!review) throw AppError.notFound(REVIEW_MESSAGES.notFound);
  if (review.userId !== userId) throw AppError.forbidden(REVIEW_MESSAGES.notAuthor);
  if (!(await repo.deleteOwnReview(db, id, userId))) throw AppError.notFound(REVIEW_MESSAGES.notFound);
}

// ---------------------------------------------------------------------------------------------
// The owner's screen.

type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.findAdminReview>>>;

function toAdminReview(row: AdminRow): AdminReview {
  const review = toReview(row);
  return {
    ...review,
    product: { _id: row.productId, name: row.productName },
    user: { ...review.user, email: row.userEmail },
    hidden:
      row.hiddenAt && row.hiddenReason !== null
        ? { reason: row.hiddenReason, at: new Date(row.hiddenAt).toISOString() }
        : null,
  };
}

/** Every review for the owner, newest first, hidden ones with their reason. */
export async function listAllReviews(db: Db, query: AdminReviewListQuery): Promise<AdminReviewList> {
  const { rows, total } = await repo.findAdminReviewPage(db, query.visibility, query.page, query.limit);
  return { reviews: rows.map(toAdminReview), totalPages: Math.ceil(total / query.limit) };
}

/**
 * The owner hides a review (with the reason kept beside it) or shows it again. A hidden review
 * leaves the product page, its average, count, stars and fit summary at once: they are read from
 * the shown rows, and the change drops the kept public answers (database trigger).
 */
export async function setVisibility(
  db: Db,
  adminId: string,
  id: string,
  body: ReviewVisibilityBody,
): Promise<AdminReview> {
  const changed = await repo.setHidden(db, id, body.hidden ? { reason: body.reason, by: adminId } : null);
  if (!changed) throw AppError.notFound(REVIEW_MESSAGES.notFound);
  return toAdminReview((await repo.findAdminReview(db, id))!);
}
