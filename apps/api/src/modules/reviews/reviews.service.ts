import {
  CATALOGUE_MESSAGES,
  FitVerdict,
  REVIEW_MESSAGES,
  type CreateReviewBody,
  type FitSummary,
  type Review,
  type ReviewList,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import * as repo from './reviews.repository.ts';
import { variantIdsOfProduct } from '../catalogue/index.ts';
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

/**
 * A product's reviews with its exact average, count and fit summary, computed from the rows on
 * every read (no stored counter to drift): three queries.
 */
export async function listReviews(db: Db, productId: string, page: number, limit: number): Promise<ReviewList> {
  const [product, rows, fit] = await Promise.all([
    repo.findProductRating(db, productId),
    repo.findReviewPage(db, productId, page, limit),
    repo.findFitSummary(db, productId),
  ]);
  const returnFit = await fitNotes(db, await variantIdsOfProduct(db, productId));
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  return {
    reviews: rows.map((r) => ({
      _id: r.id,
      user: { _id: r.userId, name: r.userName },
      rating: r.rating,
      comment: r.comment,
      fit: fitOf(r.fit),
      createdAt: r.createdAt.toISOString(),
    })),
    averageRating: product.average ?? 0,
    reviewCount: product.count,
    totalPages: Math.ceil(product.count / limit),
    fitSummary: fitSummary(fit),
    returnFit,
  };
}

/**
 * Any signed-in user may review a product, once: posting again edits their review (rating,
 * comment, fit, and its date), so one account cannot flood a product's rating. The comment is
 * stored as plain text.
 */
export async function createReview(db: Db, userId: string, body: CreateReviewBody): Promise<Review> {
  const [product, userName] = await Promise.all([
    repo.findProductRating(db, body.productId),
    repo.findUserName(db, userId),
  ]);
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  if (userName === undefined) throw AppError.unauthenticated();
  const row = await repo.upsertReview(db, {
    productId: body.productId,
    userId,
    rating: body.rating,
    comment: body.comment,
    fit: body.fit,
  });
  return {
    _id: row.id,
    user: { _id: userId, name: userName },
    rating: row.rating,
    comment: row.comment,
    fit: fitOf(row.fit),
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
