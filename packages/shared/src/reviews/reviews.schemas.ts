import { z } from 'zod';
import { ReturnFitNoteSchema } from '../returns/returns.schemas.ts';
import { Id, PageQuery, Timestamp, requiredText, text } from '../api.ts';
import { MAX_PAGE_SIZE, RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../constants.ts';
import { CustomerPhoto, AttachedPhotoIds } from '../customer-photos/customer-photos.schemas.ts';
import { MAX_REVIEW_PHOTOS } from '../customer-photos/customer-photos.rules.ts';
import { CUSTOMER_PHOTO_MESSAGES } from '../customer-photos/customer-photos.texts.ts';
import { FIT_VERDICTS, REVIEW_SORTS, REVIEW_VALIDATION } from './reviews.texts.ts';

export const FitVerdict = z.enum(FIT_VERDICTS, { error: 'Choose runs small, true to size or runs large' });
export type FitVerdict = z.infer<typeof FitVerdict>;

/** The verdict most reviewers gave and its share of all fit answers (whole per cent). */
export const FitSummary = z.object({
  verdict: FitVerdict,
  percent: z.number().int(),
  votes: z.number().int(),
});
export type FitSummary = z.infer<typeof FitSummary>;

export const Review = z.object({
  _id: Id,
  user: z.object({ _id: Id, name: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  fit: FitVerdict.nullable(),
  /** The author has a delivered order of the product. */
  verifiedBuyer: z.boolean(),
  photos: z.array(CustomerPhoto),
  createdAt: Timestamp,
});
export type Review = z.infer<typeof Review>;

export const CreateReviewBody = z.object({
  productId: Id,
  rating: z.coerce
    .number()
    .int({ message: REVIEW_VALIDATION.ratingRange })
    .min(RATING_MIN, { message: REVIEW_VALIDATION.ratingRange })
    .max(RATING_MAX, { message: REVIEW_VALIDATION.ratingRange })
    .default(RATING_DEFAULT),
  comment: text('Comment', 2000, { multiline: true, tooLong: 'Comment must be at most 2000 characters' }).default(''),
  fit: FitVerdict.nullish().transform((fit) => fit ?? null),
  /** Ids of the customer's own uploads (POST /customer-photos); posting again replaces them. */
  photos: AttachedPhotoIds(MAX_REVIEW_PHOTOS, CUSTOMER_PHOTO_MESSAGES.tooMany(MAX_REVIEW_PHOTOS)).default([]),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** How many shown reviews give each number of stars. */
export const RatingCount = z.object({ rating: z.number().int(), count: z.number().int() });
export type RatingCount = z.infer<typeof RatingCount>;

export const ReviewList = z.object({
  reviews: z.array(Review),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** From 5 stars down to 1, every rating present (0 when none gave it). */
  ratingCounts: z.array(RatingCount),
  totalPages: z.number().int(),
  /** Null until a review says how it fits. */
  fitSummary: FitSummary.nullable(),
  /** What returns say of each size's fit (sizes most often sent back as too small or too big). */
  returnFit: z.array(ReturnFitNoteSchema).optional(),
});
export type ReviewList = z.infer<typeof ReviewList>;
export const ProductIdParams = z.object({ productId: Id });

export const ReviewSort = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSort>;

/** Reviews of a product, verified buyers first then newest (or newest only); a page holds up to 100. */
export const ReviewListQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  sort: ReviewSort.default('verified'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

// ---------------------------------------------------------------------------------------------
// The owner's reviews screen.

export const ReviewVisibility = z.enum(['all', 'shown', 'hidden']);
export type ReviewVisibility = z.infer<typeof ReviewVisibility>;

export const AdminReviewListQuery = PageQuery.extend({
  visibility: z.preprocess((v) => (v === '' ? undefined : v), ReviewVisibility.default('all')),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuery>;

export const AdminReview = Review.extend({
  product: z.object({ _id: Id, name: z.string() }),
  user: z.object({ _id: Id, name: z.string(), email: z.string() }),
  /** Set while the owner keeps the review off the product page. */
  hidden: z.object({ reason: z.string(), at: Timestamp }).nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewList = z.object({ reviews: z.array(AdminReview), totalPages: z.number().int() });
export type AdminReviewList = z.infer<typeof AdminReviewList>;

/** Hide (with the reason the owner keeps) or show again. */
export const ReviewVisibilityBody = z.discriminatedUnion('hidden', [
  z.object({
    hidden: z.literal(true),
    reason: requiredText('Reason', REVIEW_VALIDATION.hideReasonRequired, 500, { multiline: true }),
  }),
  z.object({ hidden: z.literal(false) }),
]);
export type ReviewVisibilityBody = z.infer<typeof ReviewVisibilityBody>;

export const AdminReviewAnswer = z.object({ review: AdminReview });
