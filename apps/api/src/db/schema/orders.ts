import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './account.ts';
import { variants } from './catalogue.ts';

export type ShippingAddressSnapshot = {
  /** Who takes the parcel, when the address named someone (older orders: absent, the account's name). */
  recipientName?: string;
  houseNumber: string;
  street: string;
  colony: string;
  landmark?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: integer('order_number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', {
      enum: ['pending', 'awaiting_confirmation', 'processing', 'shipped', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['cod', 'online'] }).notNull(),
    paymentStatus: text('payment_status', {
      enum: ['pending', 'paid', 'failed', 'refund_pending', 'refunded', 'refund_failed'],
    })
      .notNull()
      .default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    /** What offers, the coupon and a prepaid discount took off the goods (the lines' discounts add up to it). */
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /**
     * The part of the total paid with store credit when the order was placed (a way to pay, not a
     * discount: the total and its invoice stay whole); the rest is due online or at the door.
     */
    storeCreditPaise: integer('store_credit_paise').notNull().default(0),
    /**
     * The token of a part-paid cash-on-delivery order, paid online at checkout (the rest is
     * collected at the door); 0 for every other order.
     */
    prepaidPaise: integer('prepaid_paise').notNull().default(0),
    /**
     * The owner's discount for paying online (part of `discount_paise`, split over the lines like
     * a coupon's): given to online orders only, and to a COD order switched to paying online.
     */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    contact: text('contact').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true }).notNull(),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Where the shopper placed it: the checkout page (`cart`) or the buy-now sheet (`sheet`); null
     * when the client did not say (orders from before the shopper funnel). Read by the funnel only.
     */
    checkoutPath: text('checkout_path', { enum: ['cart', 'sheet'] }),
    /**
     * The customer's cancellation request, one state: none asked; open while the admin has to
     * decide; approved or declined (with a note the customer reads).
     */
    cancellationRequest: text('cancellation_request', { enum: ['none', 'open', 'approved', 'declined'] })
      .notNull()
      .default('none'),
    cancellationReason: text('cancellation_reason'),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    cancellationOutcomeNote: text('cancellation_outcome_note'),
    cancellationDecidedAt: timestamp('cancellation_decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When the parcel came back undelivered (returned to origin): for a cash-on-delivery order, the
     * shopper's refusal, which the COD risk rules count.
     */
    returnedToOriginAt: timestamp('returned_to_origin_at', { withTimezone: true }),
    /**
     * When a newer checkout of the same customer took this unpaid online order's place (its cart
     * lines, or its coupon code's hold): an attempt, not an order of its own, so the customer's
     * order list leaves it out while it was never paid.
     */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_method_idx').on(t.paymentMethod, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_unpaid_online_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'online' and ${t.paymentStatus} = 'pending' and ${t.status} = 'pending'`),
    check('orders_amounts_check', sql`${t.subtotalPaise} >= 0 and ${t.deliveryFeePaise} >= 0 and ${t.totalPaise} >= 0`),
    check('orders_store_credit_check', sql`${t.storeCreditPaise} >= 0 and ${t.storeCreditPaise} <= ${t.totalPaise}`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'awaiting_confirmation', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_method_check', sql`${t.paymentMethod} in ('cod', 'online')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'refund_pending', 'refunded', 'refund_failed')`,
    ),
    check(
      'orders_cancellation_request_check',
      sql`${t.cancellationRequest} in ('none', 'open', 'approved', 'declined')`,
    ),
    index('orders_open_cancellation_idx')
      .on(t.createdAt)
      .where(sql`${t.cancellationRequest} = 'open'`),
    index('orders_user_returned_idx')
      .on(t.userId, t.returnedToOriginAt)
      .where(sql`${t.returnedToOriginAt} is not null`),
    // Checkout's COD rules read the finished COD orders to a PIN and to its first digits (of any
    // length the owner sets): only finished orders are kept here, by PIN as text for its prefix.
    index('orders_cod_finished_pin_idx')
      .on(sql`(${t.shippingAddress} ->> 'postalCode') text_pattern_ops`, t.createdAt)
      .where(sql`${t.paymentMethod} = 'cod' and (${t.status} = 'delivered' or ${t.returnedToOriginAt} is not null)`),
    index('orders_user_unpaid_online_idx')
      .on(t.userId)
      .where(sql`${t.paymentMethod} = 'online' and ${t.paymentStatus} = 'pending' and ${t.status} = 'pending'`),
  ],
);

/** Order lines copy the name, colour, image and unit price paid, so history survives catalogue edits. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    colorName: text('color_name').notNull(),
    imageUrl: text('image_url'),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** The line's share of the order's discount: it pays `unitPricePaise × quantity − discountPaise`. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The cart line this order line was checked out from: one live unpaid order per cart line. */
    cartItemId: uuid('cart_item_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_variant_idx').on(t.variantId),
    index('order_items_cart_item_idx').on(t.cartItemId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    check('order_items_price_check', sql`${t.unitPricePaise} >= 0`),
    check(
      'order_items_discount_check',
      sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.unitPricePaise} * ${t.quantity}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Provider events already applied, so a webhook delivered twice changes nothing the second time. */
export const paymentEvents = pgTable('payment_events', {
  id: id(),
  providerEventId: text('provider_event_id').notNull().unique(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * The first answer of POST /order for a user's Idempotency-Key: a retry with the same key and
 * body answers it again instead of placing a second order; another body with the key is refused.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_idempotency_user_key_idx').on(t.userId, t.key),
    index('order_idempotency_created_idx').on(t.createdAt),
  ],
);
