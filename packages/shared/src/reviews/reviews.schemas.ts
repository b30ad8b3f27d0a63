import { z } from 'zod';
import { ReturnFitNoteSchema } from '../returns/returns.schemas.ts';
import { Id, PageQuery, Timestamp, text } from '../api.ts';
import { MAX_PAGE_SIZE, RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../constants.ts';
import { FIT_VERDICTS, REVIEW_VALIDATION } from './reviews.texts.ts';

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
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

export const ReviewList = z.object({
  reviews: z.array(Review),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  totalPages: z.number().int(),
  /** Null until a review says how it fits. */
  fitSummary: FitSummary.nullable(),
  /** What returns say of each size's fit (sizes most often sent back as too small or too big). */
  returnFit: z.array(ReturnFitNoteSchema).optional(),
});
export type ReviewList = z.infer<typeof ReviewList>;
export const ProductIdParams = z.object({ productId: Id });

/** Reviews of a product, newest first; a page holds up to 100. */
export const ReviewListQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;
