import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The shopper funnel: who reached a step on an IST day, by path (`all` for a product view, which
 * comes before any path is chosen), one row per shopper, step, path and day. A shopper is a keyed
 * hash of the visitor's cookie (or the customer's id) and the day, never the id itself, so a mark
 * cannot be followed from one day to the next. The figures are counted from the marks when read:
 * nothing is a row every shopper updates. Marks older than the longest window the owner can read
 * are deleted nightly. Only the steps before an order are marked (`view`, `add`, `checkout`):
 * orders placed and confirmed are counted from the orders themselves (the two names stay in the
 * column's type for the rows of before, which migration 0041 deleted).
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
