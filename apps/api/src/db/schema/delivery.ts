import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Admin rules on PIN codes: a whole PIN or a prefix that is not served, or not served cash on delivery. */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    id: id(),
    kind: text('kind', { enum: ['blocked', 'no-cod'] }).notNull(),
    prefix: text('prefix').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('delivery_rules_kind_prefix_key').on(t.kind, t.prefix),
    check('delivery_rules_kind_check', sql`${t.kind} in ('blocked', 'no-cod')`),
    check('delivery_rules_prefix_check', sql`${t.prefix} ~ '^[1-9][0-9]{0,5}$'`),
  ],
);
