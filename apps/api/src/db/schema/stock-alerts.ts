import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './account.ts';
import { variants } from './catalogue.ts';

/** A shopper waiting for a sold-out size: one row per e-mail, colour and size; gone once mailed. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_unique').on(t.variantId, t.size, t.email),
    index('stock_alerts_user_idx').on(t.userId),
    check('stock_alerts_size_check', sql`${t.size} in ('M', 'L', 'XL', 'XXL')`),
  ],
);
