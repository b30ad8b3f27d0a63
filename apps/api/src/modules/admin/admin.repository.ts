import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, ShippingFilter } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import {
  DEAD_SHIPMENT_STATUSES,
  colors,
  orderItems,
  refunds,
  orders,
  products,
  shipments,
  users,
  variantStock,
  variants,
} from '../../db/schema/index.ts';

/**
 * A sale: every order except a checkout whose online payment never went through. An online order
 * still unpaid, or whose payment failed (abandoned at the gateway, refused by the bank, cancelled
 * by the unpaid-order sweep), and a part-paid cash-on-delivery order whose token was never paid,
 * are attempts, not orders: the dashboard's counts, revenue and COD share leave them out
 * (decision 0273). Every figure of the dashboard starts from this one predicate.
 */
export const isSale = sql`(not (${orders.paymentMethod} = 'online' and ${orders.paymentStatus} in ('pending', 'failed')) and not (${orders.paymentMethod} = 'cod' and ${orders.prepaidPaise} > 0 and ${orders.razorpayPaymentId} is null))`;

/**
 * Sales that count as money received (decision 0040): online orders once paid, cash-on-delivery
 * orders once delivered, never a cancelled one.
 */
export const revenueOrder = sql`(${isSale} and ${orders.status} <> 'cancelled' and ((${orders.paymentMethod} = 'online' and ${orders.paymentStatus} = 'paid') or (${orders.paymentMethod} = 'cod' and ${orders.status} = 'delivered')))`;

/** Sales still standing: not cancelled (the customer lists and best sellers count these). */
export const placedOrder = sql`(${isSale} and ${orders.status} <> 'cancelled')`;

/** A cancellation request still waiting for the admin: the order can still be cancelled before shipping. */
const openCancellationRequest = sql`(${orders.cancellationRequest} = 'open' and ${orders.status} in ('pending', 'processing'))`;

const asNumber = (value: unknown) => Number(value ?? 0);

export async function orderTotals(db: Db) {
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(*) filter (where ${isSale})`.mapWith(asNumber),
      revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${revenueOrder}), 0)`.mapWith(
        asNumber,
      ),
      cancellationRequests: sql<number>`count(*) filter (where ${openCancellationRequest})`.mapWith(asNumber),
    })
    .from(orders);
  return row ?? { totalOrders: 0, revenuePaise: 0, cancellationRequests: 0 };
}

export function ordersByStatus(db: Db) {
  return db
    .select({ key: orders.status, count: count().mapWith(asNumber) })
    .from(orders)
    .where(isSale)
    .groupBy(orders.status);
}

export function ordersByMethod(db: Db) {
  return db
    .select({ key: orders.paymentMethod, count: count().mapWith(asNumber) })
    .from(orders)
    .where(isSale)
    .groupBy(orders.paymentMethod);
}

/** People who signed up themselves: the seed's demo reviewers are not customers. */
export async function countCustomers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count().mapWith(asNumber) })
    .from(users)
    .where(and(eq(users.role, 'user'), eq(users.isDemo, false)));
  return row?.n ?? 0;
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count().mapWith(asNumber) }).from(products);
  return row?.n ?? 0;
}

/** Customers with at least one placed order, by number of placed orders or by money received. */
export function mostActiveUsers(db: Db, sortBy: 'orderCount' | 'totalSpent', limit: number) {
  const orderCount = sql<number>`count(*)`.mapWith(asNumber);
  const spentPaise = sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${revenueOrder}), 0)`.mapWith(
    asNumber,
  );
  const primary = sortBy === 'orderCount' ? orderCount : spentPaise;
  const secondary = sortBy === 'orderCount' ? spentPaise : orderCount;
  return db
    .select({ userId: users.id, name: users.name, email: users.email, orderCount, spentPaise })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(placedOrder)
    .groupBy(users.id)
    .orderBy(desc(primary), desc(secondary), asc(users.name), asc(users.id))
    .limit(limit);
}

/**
 * Variants by units sold or by number of orders, over placed orders. Names come from the
 * catalogue when the variant still exists, otherwise from the copy on the order line.
 */
export function mostPurchasedVariants(db: Db, sortBy: 'quantitySold' | 'orderCount', limit: number) {
  const quantitySold = sql<number>`sum(${orderItems.quantity})`.mapWith(asNumber);
  const orderCount = sql<number>`count(distinct ${orderItems.orderId})`.mapWith(asNumber);
  const primary = sortBy === 'quantitySold' ? quantitySold : orderCount;
  const secondary = sortBy === 'quantitySold' ? orderCount : quantitySold;
  return db
    .select({
      variantId: orderItems.variantId,
      productName: sql<string>`coalesce(max(${products.name}), max(${orderItems.productName}))`,
      colorName: sql<string>`coalesce(max(${colors.name}), max(${orderItems.colorName}))`,
      imageUrl: sql<string | null>`coalesce(max(${variants.image}->>'url'), max(${orderItems.imageUrl}))`,
      quantitySold,
      orderCount,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .leftJoin(colors, eq(colors.id, variants.colorId))
    .where(and(placedOrder, sql`${orderItems.variantId} is not null`))
    .groupBy(orderItems.variantId)
    .orderBy(desc(primary), desc(secondary), asc(orderItems.variantId))
    .limit(limit);
}

export type OrderFilters = {
  status?: OrderStatus | undefined;
  method?: PaymentMethod | undefined;
  email?: string;
  openCancellationRequest?: boolean | undefined;
  shipping?: ShippingFilter | undefined;
};

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Whether the order's forward parcel is in one of `statuses`. */
const parcelIn = (statuses: readonly string[]) =>
  sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.direction} = 'forward' and ${shipments.status} in (${quoted(statuses)}))`;

/** The owner's order list by where the parcel is; to ship is an order being processed with no live parcel. */
const SHIPPING_WHERE: Record<ShippingFilter, SQL> = {
  to_ship: sql`(${orders.status} = 'processing' and not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.direction} = 'forward' and ${shipments.status} not in (${quoted(DEAD_SHIPMENT_STATUSES)})))`,
  in_transit: parcelIn(['picked_up', 'in_transit', 'out_for_delivery']),
  failed_delivery: parcelIn(['delivery_failed']),
  returning: parcelIn(['returning_to_origin']),
};

function orderWhere(filters: OrderFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.method) where.push(eq(orders.paymentMethod, filters.method));
  if (filters.email !== undefined) where.push(sql`lower(${users.email}) = lower(${filters.email})`);
  if (filters.openCancellationRequest) where.push(openCancellationRequest);
  if (filters.shipping) where.push(SHIPPING_WHERE[filters.shipping]);
  return where.length ? and(...where) : undefined;
}

/** Ids of one page of orders, newest first, and how many match the filters. */
export async function findOrderPage(db: Db, filters: OrderFilters, page: number, limit: number) {
  const rows = await db
    .select({ id: orders.id, total: sql<number>`count(*) over ()`.mapWith(asNumber) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderWhere(filters))
    .orderBy(desc(orders.orderNumber))
    .limit(limit)
    .offset((page - 1) * limit);
  if (rows.length === 0 && page > 1) {
    // Past the last page: the window count is unknown, so ask for it.
    const [row] = await db
      .select({ n: count().mapWith(asNumber) })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(orderWhere(filters));
    return { ids: [], total: row?.n ?? 0 };
  }
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

/**
 * Each order's refund as one line (what went back to its payment when it was cancelled, or a
 * late payment refunded): the sum of those provider refunds, and their state as one.
 */
const orderRefunds = (db: Db) =>
  db
    .select({
      orderId: refunds.orderId,
      status: sql<string>`case when bool_or(${refunds.status} = 'failed') then 'failed'
        when bool_or(${refunds.status} = 'pending') then 'pending' else 'processed' end`.as('refund_status'),
      providerRefundId: sql<string | null>`min(${refunds.providerRefundId})`.as('refund_provider_id'),
      amountPaise: sql<number>`sum(${refunds.amountPaise})::int`.as('refund_amount_paise'),
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.route, 'provider'),
        inArray(refunds.cause, ['cancellation', 'late-payment', 'returned-to-origin']),
      ),
    )
    .groupBy(refunds.orderId)
    .as('order_refunds');

/** One batch of the orders export, newest first, after the order number `before` (keyset paging). */
export function ordersExportBatch(db: Db, filters: OrderFilters, before: number | null, size: number) {
  const where = [orderWhere(filters), before === null ? undefined : lt(orders.orderNumber, before)];
  const refund = orderRefunds(db);
  return db
    .select({
      orderNumber: orders.orderNumber,
      userName: users.name,
      userEmail: users.email,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      paymentStatus: orders.paymentStatus,
      refundStatus: refund.status,
      refundId: refund.providerRefundId,
      refundPaise: refund.amountPaise,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(refund, eq(refund.orderId, orders.id))
    .where(and(...where))
    .orderBy(desc(orders.orderNumber))
    .limit(size);
}

export type VariantCursor = { productName: string; colorName: string; id: string };

/** One batch of the variants export, by product then colour name, after `after` (keyset paging). */
export function variantsExportBatch(db: Db, after: VariantCursor | null, size: number) {
  return db
    .select({
      id: variants.id,
      productName: products.name,
      colorName: colors.name,
      pricePaise: variants.pricePaise,
      sku: variants.sku,
      imageUrl: sql<string | null>`${variants.image}->>'url'`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(
      after
        ? sql`(${products.name}, ${colors.name}, ${variants.id}) > (${after.productName}, ${after.colorName}, ${after.id})`
        : undefined,
    )
    .orderBy(asc(products.name), asc(colors.name), asc(variants.id))
    .limit(size);
}

export function stockOfVariants(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(variantStock).where(inArray(variantStock.variantId, ids));
}
