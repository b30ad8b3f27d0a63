import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './account.ts';
import { variants } from './catalogue.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** Null when the shopper saved the colour before choosing a size: asked for when it goes to the cart. */
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per colour and size, and one per colour without a size (nulls count as equal).
    uniqueIndex('wishlist_items_line_unique').on(t.userId, t.variantId, sql`coalesce(${t.size}, '')`),
    check('wishlist_items_size_check', sql`${t.size} in ('M', 'L', 'XL', 'XXL')`),
  ],
);
