import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './account.ts';
import { orders } from './orders.ts';

/**
 * The owner's COD rules: one row (`id = 'shop'`) whose `rules` the server validates with the shared
 * schema; no row means the defaults. Kept as data so the owner changes outcomes without a deploy.
 */
export const codRules = pgTable('cod_rules', {
  id: text('id').primaryKey(),
  rules: jsonb('rules').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type CodReasonSnapshot = { code: string; text: string };

/**
 * The COD decision made when an order was placed: its outcome and reasons (what the owner reads),
 * where it went (for return-to-origin rates by state and PIN prefix), the token paid online for
 * part-paid COD, and the confirmation deadline for orders that wait for the shopper.
 */
export const codDecisions = pgTable(
  'cod_decisions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['cod', 'cod_confirm', 'cod_partial', 'online'] }).notNull(),
    reasons: jsonb('reasons').$type<CodReasonSnapshot[]>().notNull(),
    postalCode: text('postal_code').notNull(),
    state: text('state').notNull(),
    tokenPaise: integer('token_paise'),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_decisions_user_idx').on(t.userId, t.createdAt),
    index('cod_decisions_pin_idx').on(t.postalCode, t.createdAt),
    index('cod_decisions_unconfirmed_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmBy} is not null and ${t.confirmedAt} is null`),
    check('cod_decisions_outcome_check', sql`${t.outcome} in ('cod', 'cod_confirm', 'cod_partial', 'online')`),
    check('cod_decisions_token_check', sql`${t.tokenPaise} is null or ${t.tokenPaise} > 0`),
  ],
);

/**
 * A cash-on-delivery order the shopper chose to pay online instead (from the signed link in its
 * mails): one per order, with the provider order it is paid through and the amounts frozen when
 * it was asked for, so the payment applies exactly what the page showed. A payment that arrives
 * once the order can no longer switch (shipped, cancelled) is refunded through the payments ledger.
 */
export const codOnlineSwitches = pgTable(
  'cod_online_switches',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** What is paid online: the new total less the store credit already spent on the order. */
    amountPaise: integer('amount_paise').notNull(),
    /** The COD charge the order no longer pays, and the prepaid discount it gets. */
    codFeePaise: integer('cod_fee_paise').notNull(),
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull(),
    /** The prepaid discount's share of each order line (order item id -> paise). */
    lineDiscounts: jsonb('line_discounts').$type<Record<string, number>>().notNull(),
    paymentId: text('payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('cod_online_switches_amount_check', sql`${t.amountPaise} > 0`)],
);
