import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './account.ts';
import { orderItems, orders } from './orders.ts';

const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'accepted', 'refused', 'expired'] as const;
const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A shopper's return or size exchange of lines of one delivered order. Its status moves only
 * along the returns module's declared table; every move is a `return_history` row.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    refundTo: text('refund_to', { enum: ['original', 'store_credit', 'upi'] }).notNull(),
    upiId: text('upi_id'),
    note: text('note'),
    feePaise: integer('fee_paise').notNull(),
    refundPaise: integer('refund_paise').notNull(),
    statusNote: text('status_note'),
    payoutReference: text('payout_reference'),
    /** The credit note of the returned lines, once inspected and accepted. */
    creditNoteId: uuid('credit_note_id'),
    /** The tax invoice of an exchange's replacement (the new size), issued when the replacement is sent. */
    replacementInvoiceId: uuid('replacement_invoice_id'),
    /**
     * When the exchange's replacement was sent (the parcel reached the shop, or the courier picked
     * it up when the owner ships at pickup): from then on the held units are the replacement's and
     * are never given back to the shelf; a job books its forward parcel.
     */
    replacementSentAt: timestamp('replacement_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.createdAt),
    check('returns_status_check', sql`${t.status} in (${quoted(RETURN_STATUSES)})`),
    check('returns_amounts_check', sql`${t.feePaise} >= 0 and ${t.refundPaise} >= 0`),
    // A UPI payout's reference names one transfer: it is recorded for one return only.
    uniqueIndex('returns_payout_reference_idx')
      .on(t.payoutReference)
      .where(sql`${t.payoutReference} is not null`),
  ],
);

/**
 * The owner's return settings: one row for the shop (id 1), written when the owner first saves
 * them; until then the shared defaults apply (RETURN_FEE_RUPEES, replacement when received).
 */
export const returnSettings = pgTable(
  'return_settings',
  {
    id: smallint('id').primaryKey().default(1),
    feePaise: integer('fee_paise').notNull(),
    replacementAtPickup: boolean('replacement_at_pickup').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('return_settings_single_row', sql`${t.id} = 1`),
    check('return_settings_fee_range', sql`${t.feePaise} between 0 and 50000 and ${t.feePaise} % 100 = 0`),
  ],
);

/**
 * A line of a return. `open` while the return still holds the order line (requested, approved,
 * received, accepted): the partial unique index makes a second return of the same line, even two
 * asked at the same instant, impossible; a rejected, expired or refused return lets it go.
 */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id'),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason', {
      enum: ['too_small', 'too_big', 'defective', 'not_as_pictured', 'changed_mind'],
    }).notNull(),
    exchangeSize: text('exchange_size', { enum: ['M', 'L', 'XL', 'XXL'] }),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The line's amount paid, rupees in paise (0 for an exchange). */
    amountPaise: integer('amount_paise').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    // Units are counted per line under a lock on the order's lines: one line may be in several returns.
    index('return_lines_open_item_idx')
      .on(t.orderItemId)
      .where(sql`${t.open}`),
    check('return_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const returnHistory = pgTable(
  'return_history',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('return_history_return_idx').on(t.returnId, t.createdAt)],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
