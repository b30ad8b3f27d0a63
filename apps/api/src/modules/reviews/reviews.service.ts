import { CATALOGUE_MESSAGES, REVIEW_MESSAGES, type CreateReviewBody, type Review, type ReviewList } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import * as repo from './reviews.repository.ts';

/**
 * A product's reviews with its exact average and count, computed from the rows on every read
 * (no stored counter to drift): two queries.
 */
export async function listReviews(db: Db, productId: string, page: number, limit: number): Promise<ReviewList> {
  const [product, rows] = await Promise.all([
    repo.findProductRating(db, productId),
    repo.findReviewPage(db, productId, page, limit),
  ]);
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  return {
    reviews: rows.map((r) => ({
      _id: r.id,
      user: { _id: r.userId, name: r.userName },
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    averageRating: product.average ?? 0,
    reviewCount: product.count,
    totalPages: Math.ceil(product.count / limit),
  };
}

/** Any signed-in user may review a product; the comment is stored as plain text. */
export async function createReview(db: Db, userId: string, body: CreateReviewBody): Promise<Review> {
  const [product, userName] = await Promise.all([
    repo.findProductRating(db, body.productId),
    repo.findUserName(db, userId),
  ]);
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  if (userName === undefined) throw AppError.unauthenticated();
  const row = await repo.insertReview(db, {
    productId: body.productId,
    userId,
    rating: body.rating,
    comment: body.comment,
  });
  return {
    _id: row.id,
    user: { _id: userId, name: userName },
    rating: row.rating,
    comment: row.comment,
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
