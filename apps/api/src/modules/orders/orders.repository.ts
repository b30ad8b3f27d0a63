import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE, type Language, type OrderStatus } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  addresses,
  cartItems,
  carts,
  codDecisions,
  colors,
  creditNotes,
  invoices,
  orderItems,
  orderStatusHistory,
  orders,
  paymentEvents,
  products,
  shipmentEvents,
  shipments,
  users,
  variants,
  variantStock,
  type ShippingAddressSnapshot,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/**
 * The forward parcels of these orders (newest first) with their events (oldest first): the order
 * shape shows each order's live parcel, or its last one. An exchange's replacement parcel belongs
 * to its return and is shown there.
 */
export async function findForwardShipments(db: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return { shipments: [] as ShipmentRow[], events: [] as ShipmentEventRow[] };
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), eq(shipments.direction, 'forward'), isNull(shipments.returnId)))
    .orderBy(desc(shipments.createdAt));
  const events =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shipmentEvents)
          .where(
            inArray(
              shipmentEvents.shipmentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.createdAt));
  return { shipments: rows, events };
}
/** A line with its variant's SKU (null once the variant is gone, or where the SKU was not read). */
export type OrderItemWithSku = OrderItemRow & { sku?: string | null };

/** A saved address of this user (another user's address is simply not found). */
export async function findOwnAddress(db: Queryable, userId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** A chosen cart line as checkout reads it: the live price, name, colour and image of its variant. */
const CHECKOUT_LINE = {
  itemId: cartItems.id,
  variantId: cartItems.variantId,
  productId: variants.productId,
  colorId: variants.colorId,
  size: cartItems.size,
  quantity: cartItems.quantity,
  pricePaise: variants.pricePaise,
  image: variants.image,
  productName: products.name,
  colorName: colors.name,
  left: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
};

/**
 * The chosen lines of the user's cart, priced and named from the catalogue, each with the
 * quantity `left` of its size as read now (without a lock: `take` decides under its lock).
 */
export async function findCheckoutLines(db: Queryable, userId: string, itemIds: string[]) {
  return db
    .select(CHECKOUT_LINE)
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(variantStock, and(eq(variantStock.variantId, cartItems.variantId), eq(variantStock.size, cartItems.size)))
    .where(and(eq(carts.userId, userId), inArray(cartItems.id, itemIds)));
}

/**
 * The chosen lines as checkout reads them once the customer's cart is locked, in one statement:
 * each line as `findCheckoutLines` reads it, with its variant's SKU, the units of its size the
 * customer's open orders hold already (the per-size limit), and the customer's name and e-mail
 * (the order's answer and its invoice are written from them, not read back).
 */
export function findCheckoutState(tx: Tx, userId: string, itemIds: string[]) {
  // The units this customer's open orders hold of each size, summed from their own open orders
  // alone: an aggregate the planner cannot turn around. Correlated on the cart line, it was read
  // size-first (every order line of a popular size, then each one's order) whenever the embedded
  // database's statistics were older than the day's orders: 5 ms per checkout of a hot size after
  // a few hundred orders, growing with each one.
  const held = tx
    .select({
      variantId: orderItems.variantId,
      size: orderItems.size,
      units: sql<number>`sum(${orderItems.quantity})`.as('units'),
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES))),
      ),
    )
    .groupBy(orderItems.variantId, orderItems.size)
    .as('held');
  return tx
    .select({
      ...CHECKOUT_LINE,
      sku: variants.sku,
      heldUnits: sql<number>`coalesce(${held.units}, 0)`.mapWith(Number),
      userName: users.name,
      userEmail: users.email,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(users, eq(users.id, carts.userId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(variantStock, and(eq(variantStock.variantId, cartItems.variantId), eq(variantStock.size, cartItems.size)))
    .leftJoin(held, and(eq(held.variantId, cartItems.variantId), eq(held.size, cartItems.size)))
    .where(and(eq(carts.userId, userId), inArray(cartItems.id, itemIds)));
}

// A sum, not a query: kept reachable here for the lifecycle's and payments' `repo.amountDuePaise`.
export { amountDuePaise } from './orders.money.ts';

/** A new order's row as checkout writes it. */
export type NewOrder = {
  /** Chosen by checkout, so that the stock it takes can name the order before it is written. */
  id: string;
  userId: string;
  paymentMethod: 'cod' | 'online';
  /**
   * `awaiting_confirmation` for a cash-on-delivery order the shopper must confirm first,
   * `processing` for one firm as placed (see `statusAtPlacing`).
   */
  status?: 'pending' | 'awaiting_confirmation' | 'processing';
  prepaidPaise?: number;
  subtotalPaise: number;
  discountPaise: number;
  prepaidDiscountPaise?: number;
  couponCode: string | null;
  deliveryFeePaise: number;
  totalPaise: number;
  storeCreditPaise: number;
  contact: string;
  shippingAddress: ShippingAddressSnapshot;
  expectedDelivery: Date;
  createdAt: Date;
  /** The checkout page or the buy-now sheet, when the client said (the shopper funnel). */
  checkoutPath?: 'cart' | 'sheet' | null;
};

/** A write run as part of another statement (a data-modifying WITH query of it). */
export type Write = { getSQL(): SQL };

/**
 * A new order with its lines, the first steps of its history and the writes `alongside` it (its
 * COD decision, its lines leaving the cart, its key's kept answer), in one statement: the lines and the history rows are written by WITH queries of the
 * order's insert (the references between them are checked at the end of the statement), so
 * placing an order costs one round trip for all of its own rows. The lines come with their ids:
 * the order is answered from what was written here, not read back.
 */
export async function insertPlacedOrder(
  tx: Tx,
  placed: {
    order: NewOrder;
    items: readonly (typeof orderItems.$inferInsert & { id: string })[];
    history: readonly [StatusChange, ...StatusChange[]];
    alongside?: readonly Write[];
  },
): Promise<OrderRow> {
  const writes = [
    tx.insert(orderItems).values([...placed.items]),
    statusChangesInsert(tx, placed.history),
    ...(placed.alongside ?? []),
  ];
  const ctes = writes.map((write, i) => tx.$with(`placed_${i}`, {}).as(write.getSQL()));
  const [row] = await tx
    .with(...ctes)
    .insert(orders)
    .values(placed.order)
    .returning();
  return row!;
}

/** The stock an order holds: its lines that still name a colour. */
export async function findStockLines(tx: Tx, orderId: string) {
  const lines = await tx
    .select({ variantId: orderItems.variantId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return lines.flatMap(({ variantId, ...line }) => (variantId ? [{ variantId, ...line }] : []));
}

export type StatusChange = {
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  changedBy: string | null;
  note: string;
};

/**
 * Writes an order's status changes, in the order given, in one statement. Each row takes the
 * statement's own time, not the transaction's, and always after the order's last change: two
 * changes in one transaction (placed, then ready to ship) keep their order on the timeline even
 * where the clock reads the same for both (the embedded database's clock is coarser). The k-th row
 * of one statement is k microseconds after the first, as the rows before it are not yet visible to
 * it. Changes to one order are made under its row lock, so the last one read here stays the last.
 */
export async function insertStatusChanges(tx: Queryable, changes: readonly [StatusChange, ...StatusChange[]]) {
  await statusChangesInsert(tx, changes);
}

function statusChangesInsert(tx: Queryable, changes: readonly [StatusChange, ...StatusChange[]]) {
  return tx.insert(orderStatusHistory).values(
    changes.map((change, index) => ({
      ...change,
      createdAt: sql`greatest(clock_timestamp(), (select max(${orderStatusHistory.createdAt}) + interval '1 microsecond' from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${change.orderId})) + ${`${index} microseconds`}::interval`,
    })),
  );
}

export async function setProviderOrderId(db: Queryable, orderId: string, providerOrderId: string) {
  await db.update(orders).set({ razorpayOrderId: providerOrderId }).where(eq(orders.id, orderId));
}

/**
 * Gives an order that has none its provider order (Pay now on an order whose provider order was
 * never kept); answers the provider order the row holds afterwards: this one, or one an earlier
 * call kept first.
 */
export async function keepProviderOrderId(db: Queryable, orderId: string, providerOrderId: string) {
  await db
    .update(orders)
    .set({ razorpayOrderId: providerOrderId })
    .where(and(eq(orders.id, orderId), isNull(orders.razorpayOrderId)));
  const [row] = await db.select({ id: orders.razorpayOrderId }).from(orders).where(eq(orders.id, orderId));
  return row?.id ?? null;
}

/** This user's order, not locked (another user's order is not found). */
export async function findOwnOrder(db: Queryable, userId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/**
 * These orders with their customer, tax document numbers and lines (lines sorted by
 * product, colour, size), in one statement: each order's row comes once per line and is gathered
 * here. An order has at most one invoice and one credit note.
 */
/**
 * The order in which an order's lines are read: product, colour, size, id, compared byte by byte
 * whatever the database's collation, so a just-placed order's answer (sorted the same way in
 * TypeScript, not read back) lists them as every later read does.
 */
const LINE_ORDER = [
  sql`${orderItems.productName} collate "C"`,
  sql`${orderItems.colorName} collate "C"`,
  asc(orderItems.size),
  asc(orderItems.id),
];

export async function findOrdersWithItems(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      order: orders,
      userName: users.name,
      userEmail: users.email,
      invoiceNumber: invoices.number,
      creditNoteNumber: creditNotes.number,
      codOutcome: codDecisions.outcome,
      confirmBy: codDecisions.confirmBy,
      item: orderItems,
      sku: variants.sku,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), isNull(invoices.returnId), isNull(invoices.replacedAt)))
    .leftJoin(creditNotes, and(eq(creditNotes.invoiceId, invoices.id), isNull(creditNotes.returnId)))
    .leftJoin(codDecisions, eq(codDecisions.orderId, orders.id))
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .where(inArray(orders.id, ids))
    .orderBy(...LINE_ORDER);
  const byId = new Map<string, Omit<(typeof rows)[number], 'item' | 'sku'> & { items: OrderItemWithSku[] }>();
  for (const { item, sku, ...row } of rows) {
    let found = byId.get(row.order.id);
    if (!found) byId.set(row.order.id, (found = { ...row, items: [] }));
    if (item) found.items.push({ ...item, sku });
  }
  return [...byId.values()];
}

export async function findItemsOfOrders(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(...LINE_ORDER);
}

/** Ids of one page of this user's orders, newest first, and how many there are in all. */
export async function findUserOrderPage(
  db: Queryable,
  userId: string,
  page: { page: number; limit: number; status?: OrderStatus | undefined },
) {
  // An unpaid attempt a newer checkout replaced is not listed: the newer order is the one entry.
  const where = and(
    eq(orders.userId, userId),
    page.status ? eq(orders.status, page.status) : undefined,
    or(isNull(orders.replacedAt), ne(orders.paymentStatus, 'failed')),
  );
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

// ---------------------------------------------------------------------------------------------
// The lifecycle's writes: only orders.lifecycle.ts calls these.

/** Locks the customer's cart row, so two checkouts of one customer run one after the other. */
export async function lockCartOf(tx: Tx, userId: string) {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
}

/** Any order, locked for the rest of the transaction. */
export async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order paid through this provider order, locked for the rest of the transaction. */
export async function lockOrderByProviderOrderId(tx: Tx, providerOrderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.razorpayOrderId, providerOrderId)).for('update');
  return row;
}

/** Locks the order only if nobody else holds it and it is still unpaid and older than the cutoff. */
export async function lockExpiredUnpaidOrder(tx: Tx, orderId: string, cutoff: Date) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'online'),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Firm orders still waiting as pending: paid online (or by store credit), or cash on delivery the
 * shop accepted, from before firm orders went on to processing by themselves. Oldest first.
 */
export async function findFirmPendingOrderIds(db: Queryable, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        or(eq(orders.paymentMethod, 'cod'), and(eq(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'paid'))),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Ids of online orders still unpaid and placed before the cutoff, oldest first (not locked). */
export async function findExpiredUnpaidOrderIds(db: Queryable, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** This user's live unpaid online orders (their ids, oldest first), optionally only those backed by these cart lines. */
export async function findLiveUnpaidOrderIds(db: Queryable, userId: string, cartItemIds?: string[]) {
  const live = and(
    eq(orders.userId, userId),
    eq(orders.paymentMethod, 'online'),
    eq(orders.status, 'pending'),
    eq(orders.paymentStatus, 'pending'),
  );
  if (cartItemIds) {
    if (cartItemIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(live, inArray(orderItems.cartItemId, cartItemIds)))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    return rows.map((r) => r.id);
  }
  const rows = await db.select({ id: orders.id }).from(orders).where(live).orderBy(asc(orders.createdAt));
  return rows.map((r) => r.id);
}

/** Not yet delivered or cancelled: the order still holds its stock and is on its way. */
const OPEN_STATUSES: OrderStatus[] = ['pending', 'awaiting_confirmation', 'processing', 'shipped'];

/** How many open cash-on-delivery orders the customer has. */
export async function countOpenCodOrders(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod'), inArray(orders.status, OPEN_STATUSES)));
  return row?.n ?? 0;
}

/** Units of each of these variants the customer's open orders hold, keyed `variantId|size`. */
export async function unitsInOpenOrders(
  db: Queryable,
  userId: string,
  variantIds: string[],
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: orderItems.variantId, size: orderItems.size, units: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES), inArray(orderItems.variantId, variantIds)),
    )
    .groupBy(orderItems.variantId, orderItems.size);
  return new Map(rows.map((row) => [`${row.variantId}|${row.size}`, row.units]));
}

export async function updateOrder(
  tx: Tx,
  orderId: string,
  changes: Partial<
    Pick<
      typeof orders.$inferInsert,
      | 'status'
      | 'paymentStatus'
      | 'paidAt'
      | 'cancelledAt'
      | 'razorpayPaymentId'
      | 'razorpayOrderId'
      | 'cancellationRequest'
      | 'cancellationReason'
      | 'cancellationRequestedAt'
      | 'cancellationOutcomeNote'
      | 'cancellationDecidedAt'
      | 'returnedToOriginAt'
      | 'replacedAt'
      | 'shippingAddress'
      | 'contact'
      | 'paymentMethod'
      | 'deliveryFeePaise'
      | 'discountPaise'
      | 'prepaidDiscountPaise'
      | 'totalPaise'
    >
  >,
) {
  await tx.update(orders).set(changes).where(eq(orders.id, orderId));
}

/** Adds to the discount of the order's lines (order item id -> paise): a discount the order got later. */
export async function addLineDiscounts(tx: Tx, orderId: string, shares: Record<string, number>): Promise<void> {
  for (const [itemId, paise] of Object.entries(shares)) {
    if (paise === 0) continue;
    await tx
      .update(orderItems)
      .set({ discountPaise: sql`${orderItems.discountPaise} + ${paise}` })
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  }
}

/** The order's lines as a discount is split over them: id and what each was sold for (paise). */
/** Who placed the order and where (the checkout page or the buy-now sheet; null when not said). */
/**
 * Shoppers who placed an order, and whose order became firm (reached processing: cash on delivery
 * firm as placed or confirmed by the shopper, online once paid), per IST day from `firstDay`
 * (YYYY-MM-DD) and per way to the order (`cart` when the client did not say). A shopper counts
 * once per day, step and way, however many orders they placed.
 */
export async function countCheckoutSteps(db: Queryable, firstDay: string) {
  const day = (at: unknown) => sql<string>`to_char(${at} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;
  const since = sql`(${firstDay}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
  const path = sql<'cart' | 'sheet'>`coalesce(${orders.checkoutPath}, 'cart')`;
  const [placed, firm] = await Promise.all([
    db
      .select({ day: day(orders.createdAt), path, count: sql<number>`count(distinct ${orders.userId})::int` })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        day: day(orderStatusHistory.createdAt),
        path,
        count: sql<number>`count(distinct ${orders.userId})::int`,
      })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(and(eq(orderStatusHistory.toStatus, 'processing'), gte(orderStatusHistory.createdAt, since)))
      .groupBy(sql`1`, sql`2`),
  ]);
  return [
    ...placed.map((row) => ({ ...row, step: 'placed' as const })),
    ...firm.map((row) => ({ ...row, step: 'confirmed' as const })),
  ];
}

export async function findLineValues(db: Queryable, orderId: string) {
  const rows = await db
    .select({
      id: orderItems.id,
      soldPaise:
        sql<number>`${orderItems.unitPricePaise} * ${orderItems.quantity} - ${orderItems.discountPaise}`.mapWith(
          Number,
        ),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows;
}

/** An order's status changes, oldest first, with the name of whoever made each (null for the shop). */
export async function findStatusHistory(db: Queryable, orderId: string) {
  return db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      by: users.name,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** When the order was delivered: its newest history row into `delivered`. */
export async function deliveredAtOf(db: Queryable, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Units delivered per colour, product name and size (a return rate's denominator). */
export async function deliveredUnitsBySize(db: Queryable) {
  return db
    .select({
      variantId: orderItems.variantId,
      productName: orderItems.productName,
      size: orderItems.size,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.status, 'delivered'))
    .groupBy(orderItems.variantId, orderItems.productName, orderItems.size);
}

/** The language a shopper reads the shop in (stored on their account): their mails are written in it. */
export async function shopperLanguage(db: Queryable, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}
