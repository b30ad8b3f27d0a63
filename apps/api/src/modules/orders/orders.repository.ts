import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  addresses,
  cartItems,
  carts,
  colors,
  orderItems,
  orderStatusHistory,
  orders,
  paymentEvents,
  products,
  refunds,
  users,
  variants,
  type ShippingAddressSnapshot,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A saved address of this user (another user's address is simply not found). */
export async function findOwnAddress(db: Queryable, userId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** The chosen lines of this user's cart with the live price, name, colour and image of their variant. */
export async function findCheckoutLines(db: Queryable, userId: string, itemIds: string[]) {
  return db
    .select({
      itemId: cartItems.id,
      variantId: cartItems.variantId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      pricePaise: variants.pricePaise,
      image: variants.image,
      productName: products.name,
      colorName: colors.name,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(and(eq(carts.userId, userId), inArray(cartItems.id, itemIds)));
}

export async function insertOrder(
  tx: Tx,
  order: {
    userId: string;
    paymentMethod: 'cod' | 'online';
    subtotalPaise: number;
    deliveryFeePaise: number;
    totalPaise: number;
    contact: string;
    shippingAddress: ShippingAddressSnapshot;
    expectedDelivery: Date;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}

export async function insertOrderItems(tx: Tx, items: (typeof orderItems.$inferInsert)[]) {
  await tx.insert(orderItems).values(items);
}

export async function insertStatusChange(
  tx: Queryable,
  change: {
    orderId: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    changedBy: string | null;
    note: string;
  },
) {
  await tx.insert(orderStatusHistory).values(change);
}

export async function setProviderOrderId(db: Queryable, orderId: string, providerOrderId: string) {
  await db.update(orders).set({ razorpayOrderId: providerOrderId }).where(eq(orders.id, orderId));
}

/** Orders with their customer's name and e-mail, in no particular order. */
export async function findOrdersWithUser(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ order: orders, userName: users.name, userEmail: users.email, refund: refunds })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(inArray(orders.id, ids));
}

export async function findItemsOfOrders(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.productName), asc(orderItems.colorName), asc(orderItems.size), asc(orderItems.id));
}

/** Ids of one page of this user's orders, newest first, and how many there are in all. */
export async function findUserOrderPage(
  db: Queryable,
  userId: string,
  page: { page: number; limit: number; status?: OrderStatus | undefined },
) {
  const where = and(eq(orders.userId, userId), page.status ? eq(orders.status, page.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.total ?? 0 };
}

/** This user's order, locked for the rest of the transaction (another user's order is not found). */
export async function lockOwnOrder(tx: Tx, userId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return row;
}

export async function findOrderByProviderOrderId(db: Queryable, providerOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.razorpayOrderId, providerOrderId));
  return row;
}

export async function flagCancellationRequest(tx: Tx, orderId: string, reason: string, at: Date) {
  await tx
    .update(orders)
    .set({
      cancellationRequested: true,
      cancellationReason: reason,
      cancellationRequestedAt: at,
      cancellationOutcome: 'open',
    })
    .where(eq(orders.id, orderId));
}

/**
 * Marks an online order paid, only while it is still pending and unpaid: of two racing callers
 * (the browser's verify and the provider's webhook) exactly one changes it.
 */
export async function markPaid(tx: Queryable, where: { providerOrderId: string }, paymentId: string, at: Date) {
  return tx
    .update(orders)
    .set({ paymentStatus: 'paid', razorpayPaymentId: paymentId, paidAt: at })
    .where(
      and(
        eq(orders.razorpayOrderId, where.providerOrderId),
        eq(orders.paymentMethod, 'online'),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
      ),
    )
    .returning({ id: orders.id, userId: orders.userId });
}

/** A payment captured after its order expired: recorded on the cancelled order so a refund is visible. */
export async function markLatePayment(tx: Queryable, providerOrderId: string, paymentId: string, at: Date) {
  return tx
    .update(orders)
    .set({ paymentStatus: 'paid', razorpayPaymentId: paymentId, paidAt: at })
    .where(
      and(
        eq(orders.razorpayOrderId, providerOrderId),
        eq(orders.status, 'cancelled'),
        inArray(orders.paymentStatus, ['pending', 'failed']),
      ),
    )
    .returning({ id: orders.id });
}

/** Records a provider event once; answers false when it was already recorded (a replay). */
export async function recordPaymentEvent(
  tx: Queryable,
  event: { providerEventId: string; orderId: string | null; type: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.providerEventId })
    .returning({ id: paymentEvents.id });
  return inserted.length === 1;
}

/**
 * Cancels up to `limit` online orders created before `cutoff` and still unpaid. The rows are
 * claimed with FOR UPDATE SKIP LOCKED and changed only while still pending and unpaid, so several
 * API instances sweeping at once never cancel (or restore stock for) the same order twice.
 */
export async function cancelUnpaidOnlineOrders(tx: Tx, cutoff: Date, limit: number, at: Date) {
  const unpaid = and(
    eq(orders.paymentMethod, 'online'),
    eq(orders.status, 'pending'),
    eq(orders.paymentStatus, 'pending'),
  );
  const claimed = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(unpaid, lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'failed', cancelledAt: at })
    .where(and(inArray(orders.id, claimed), unpaid))
    .returning({ id: orders.id });
}

/** Moves an order to cancelled now (a provider order that could not be created). */
export async function cancelOrder(tx: Tx, orderId: string, at: Date) {
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'failed', cancelledAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}
