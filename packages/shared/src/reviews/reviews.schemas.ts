import { z } from 'zod';
import { Id, Timestamp } from '../api.ts';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../constants.ts';
import { VALIDATION } from '../texts.ts';

export const Review = z.object({
  _id: Id,
  user: z.object({ _id: Id, name: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: Timestamp,
});
export type Review = z.infer<typeof Review>;

export const CreateReviewBody = z.object({
  productId: Id,
  rating: z.coerce
    .number()
    .int({ message: VALIDATION.ratingRange })
    .min(RATING_MIN, { message: VALIDATION.ratingRange })
    .max(RATING_MAX, { message: VALIDATION.ratingRange })
    .default(RATING_DEFAULT),
  comment: z.string().trim().max(2000).default(''),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

export const ReviewList = z.object({
  reviews: z.array(Review),
  averageRating: z.number(),
  reviewCount: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewList>;
export const ProductIdParams = z.object({ productId: Id });
