import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './account.ts';
import { carts } from './cart.ts';
import { orders } from './orders.ts';

const statusColumn = () =>
  text('status', { enum: ['active', 'paused', 'ended'] })
    .notNull()
    .default('active');

/**
 * A coupon code. `usesCount` is the number of live orders carrying it: raised by a conditional
 * update when an order takes it (never past `usageLimit`, whatever the number of buyers racing),
 * lowered when such an order is cancelled before it ships.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percent', 'flat', 'free_shipping'] }).notNull(),
    percentOff: integer('percent_off'),
    amountPaise: integer('amount_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minCartValuePaise: integer('min_cart_value_paise'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perCustomerLimit: integer('per_customer_limit'),
    usageLimit: integer('usage_limit'),
    usesCount: integer('uses_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    prepaidOnly: boolean('prepaid_only').notNull().default(false),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    colorIds: jsonb('color_ids').$type<string[]>().notNull().default([]),
    waivesCodFee: boolean('waives_cod_fee').notNull().default(false),
    status: statusColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check(
      'coupons_uses_check',
      sql`${t.usesCount} >= 0 and (${t.usageLimit} is null or ${t.usesCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** An automatic offer: a bundle price ("any 3 for 999") or buy X get Y over a set of products. */
export const offers = pgTable('offers', {
  id: id(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['bundle', 'buy_x_get_y'] }).notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  bundleQuantity: integer('bundle_quantity'),
  bundlePricePaise: integer('bundle_price_paise'),
  buyQuantity: integer('buy_quantity'),
  getQuantity: integer('get_quantity'),
  getPercentOff: integer('get_percent_off').notNull().default(100),
  combinesWithCoupons: boolean('combines_with_coupons').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  status: statusColumn(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What each promotion took off one order: a row per applied offer and one for the coupon. The
 * coupon's row is its use: `releasedAt` set when the order was cancelled before shipping (the
 * use given back). While its order is online and waiting for its payment the row is a hold, not
 * yet a use of the customer's (docs/decisions/0275). Uses, discount given and sales brought are
 * read from here.
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    discountPaise: integer('discount_paise').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_promotions_order_idx').on(t.orderId),
    index('order_promotions_coupon_user_idx').on(t.couponId, t.userId),
    index('order_promotions_offer_idx').on(t.offerId),
    check('order_promotions_one_kind', sql`(${t.couponId} is null) <> (${t.offerId} is null)`),
  ],
);

/** The owner's promotion settings: one row (id 1). */
export const promotionSettings = pgTable('promotion_settings', {
  id: integer('id').primaryKey().default(1),
  freeShippingThresholdPaise: integer('free_shipping_threshold_paise'),
  reminderHours: integer('reminder_hours').notNull().default(4),
  reminderCouponId: uuid('reminder_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** The reminder mails sent for carts left without ordering (at most one per cart per 7 days). */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cart_reminders_cart_idx').on(t.cartId, t.sentAt)],
);

/**
 * A shopper's marketing mail choice: the unsubscribe token put in every marketing mail, and when
 * they used it (then no marketing mail of any kind goes to them).
 */
export const marketingPreferences = pgTable('marketing_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A coupon look-up answered "not valid" (no such code, or one not for this shopper): kept so the
 * owner hears of codes being guessed at in the daily summary. Never shown to shoppers.
 */
export const couponMisses = pgTable(
  'coupon_misses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_misses_created_idx').on(t.createdAt)],
);
