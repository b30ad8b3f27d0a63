import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { returns } from './returns.ts';
import { users } from './account.ts';

/**
 * What paid an order: one row per way it was paid, with its amount. Written by the payments
 * module only, as the money arrives (store credit when placed, the online payment when captured,
 * the cash when the courier hands the parcel over). A payment that arrived after the order could
 * no longer take it is `late`: it is no part of the order's total and is refunded whole.
 */
export const orderTenders = pgTable(
  'order_tenders',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['online', 'store_credit', 'cod_cash'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    providerPaymentId: text('provider_payment_id'),
    late: boolean('late').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_tenders_order_idx').on(t.orderId),
    uniqueIndex('order_tenders_payment_idx')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('order_tenders_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.providerPaymentId} is null`),
    check('order_tenders_amount_check', sql`${t.amountPaise} > 0`),
    check('order_tenders_kind_check', sql`${t.kind} in ('online', 'store_credit', 'cod_cash')`),
  ],
);

/**
 * Every rupee that goes back, whatever the cause: one row per tender a refund goes back to. Its
 * `key` (cause, what it refunds, tender) is unique, so a refund asked for twice is written once;
 * its id is the provider's idempotency key, so a provider refund is made once however often its
 * job runs. Only the payments module writes it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    cause: text('cause', {
      enum: ['cancellation', 'late-payment', 'return', 'exchange-difference', 'cod-switch', 'returned-to-origin'],
    }).notNull(),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    /** The tender it goes back to (its row, and its kind). */
    tenderId: uuid('tender_id').references(() => orderTenders.id, { onDelete: 'cascade' }),
    tender: text('tender', { enum: ['online', 'store_credit', 'cod_cash'] }).notNull(),
    route: text('route', { enum: ['provider', 'wallet', 'upi_payout'] }).notNull(),
    /**
     * The idempotency key the provider knows this refund by, the same on every call: the row's own
     * id, or the key an older version of the shop already sent for it.
     */
    providerKey: text('provider_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    payoutReference: text('payout_reference'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_tender_idx').on(t.tenderId),
    index('refunds_return_idx')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    index('refunds_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending' and ${t.route} = 'provider'`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_provider_check', sql`${t.route} <> 'provider' or ${t.providerPaymentId} is not null`),
  ],
);

export type TenderRow = typeof orderTenders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * One try at paying an online order by UPI from the buy-now sheet: which app's tile was tapped
 * (or a QR code, or a UPI ID), the provider's payment it started, and how it ended. The provider's
 * signed webhook alone moves it to paid or failed; the buyer's return to the page changes nothing.
 * The tiles are ranked by the share of each app's tries that were paid over the last 30 days.
 */
export const upiAttempts = pgTable(
  'upi_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    flow: text('flow', { enum: ['intent', 'qr', 'vpa'] }).notNull(),
    app: text('app', { enum: ['gpay', 'phonepe', 'paytm', 'bhim', 'other'] }),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    link: text('link'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('upi_attempts_created_idx').on(t.createdAt),
    index('upi_attempts_provider_order_idx').on(t.providerOrderId),
    uniqueIndex('upi_attempts_payment_idx')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
  ],
);
export type UpiAttemptRow = typeof upiAttempts.$inferSelect;
