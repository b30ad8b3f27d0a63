import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './account.ts';
import { products } from './catalogue.ts';
import { customerPhotos } from './customer-photos.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** runs-small, true-to-size or runs-large; null when the reviewer did not say. */
    fit: text('fit'),
    createdAt: createdAt(),
    /**
     * Set while the owner keeps the review off the product page: it then counts in no rating,
     * count or fit summary. Editing the review leaves it hidden.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per customer per product: a second one edits the first.
    uniqueIndex('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_check', sql`${t.fit} in ('runs-small', 'true-to-size', 'runs-large')`),
    check('reviews_hidden_reason_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/** The photos of a review, in the order the reviewer gave them (at most MAX_REVIEW_PHOTOS). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => customerPhotos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.photoId] }), index('review_photos_photo_idx').on(t.photoId)],
);
