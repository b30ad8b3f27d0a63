import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The shopper funnel's figures: how many shoppers reached each step on each IST day, per path
 * (`all` for a product view, which comes before any path is chosen). Kept for good; a row is a
 * number, nobody's.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    day: date('day').notNull(),
    step: text('step', { enum: ['view', 'add', 'checkout', 'placed', 'confirmed'] }).notNull(),
    path: text('path', { enum: ['all', 'cart', 'sheet'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step, t.path] }), check('funnel_counts_count', sql`${t.count} >= 0`)],
);

/**
 * Who has been counted at a step today: a keyed hash of the visitor's cookie (or the customer's
 * id) and the day, never the id itself, so a mark cannot be followed from one day to the next.
 * Only today's (and yesterday's, for late order events) are needed: older ones are deleted nightly.
 */
export const funnelMarks = pgTable(
  'funnel_marks',
  {
    day: date('day').notNull(),
    step: text('step', { enum: ['view', 'add', 'checkout', 'placed', 'confirmed'] }).notNull(),
    path: text('path', { enum: ['all', 'cart', 'sheet'] }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.step, t.path, t.visitor] })],
);
