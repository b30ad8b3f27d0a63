import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_STATE_LABELS,
  type RefundStatus,
  shopDayTime,
  PAYMENT_METHODS,
  SIZES,
  paiseToRupees,
  type ActiveUserRow,
  type AdminStatusTarget,
  type DashboardOrdersBody,
  type DashboardStats,
  type Order,
  type OrderList,
  SHOPPING_MESSAGES,
  type OrderListQuery,
  type OrdersExportQuery,
  type PurchasedProductRow,
  type UserOrdersBody,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import {
  approveCancellation,
  changeStatusByAdmin,
  declineCancellation,
  loadOrders,
  type LifecycleDeps,
} from '../orders/index.ts';
import { thumbnailUrl } from '../catalogue/index.ts';
import { returnedTotalPaise } from './admin.charts.service.ts';
import * as repo from './admin.repository.ts';

export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [totals, byStatus, byMethod, totalCustomers, totalProducts, returnedPaise] = await Promise.all([
    repo.orderTotals(db),
    repo.ordersByStatus(db),
    repo.ordersByMethod(db),
    repo.countCustomers(db),
    repo.countProducts(db),
    returnedTotalPaise(db),
  ]);
  // Every status and method is listed, with 0 where no order has it, so the cards never jump.
  const tally = (keys: readonly string[], rows: { key: string; count: number }[]) =>
    Object.fromEntries(keys.map((key) => [key, rows.find((r) => r.key === key)?.count ?? 0]));
  return {
    totalOrders: totals.totalOrders,
    totalCustomers,
    totalProducts,
    // Net of returns: what accepted returns gave back comes off the money received.
    totalRevenue: paiseToRupees(totals.revenuePaise - returnedPaise),
    returnsRefunded: paiseToRupees(returnedPaise),
    cancellationRequests: totals.cancellationRequests,
    ordersByStatus: tally(ORDER_STATUSES, byStatus),
    ordersByMethod: tally(PAYMENT_METHODS, byMethod),
  };
}

export async function activeUsers(
  db: Db,
  query: { sortBy: 'orderCount' | 'totalSpent'; limit: number },
): Promise<{ users: ActiveUserRow[] }> {
  const rows = await repo.mostActiveUsers(db, query.sortBy, query.limit);
  return {
    users: rows.map((r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      orderCount: r.orderCount,
      totalSpent: paiseToRupees(r.spentPaise),
    })),
  };
}

export async function purchasedProducts(
  db: Db,
  query: { sortBy: 'quantitySold' | 'orderCount'; limit: number },
): Promise<{ products: PurchasedProductRow[] }> {
  const rows = await repo.mostPurchasedVariants(db, query.sortBy, query.limit);
  return {
    products: rows.map((r) => ({
      variantId: r.variantId!,
      productName: r.productName,
      colorName: r.colorName,
      // A 40-px thumbnail: the photo's smallest stored width, not its largest.
      image: r.imageUrl ? { url: thumbnailUrl(r.imageUrl) } : null,
      quantitySold: r.quantitySold,
      orderCount: r.orderCount,
    })),
  };
}

async function orderPage(db: Db, filters: repo.OrderFilters, page: number, limit: number): Promise<OrderList> {
  const { ids, total } = await repo.findOrderPage(db, filters, page, limit);
  return { orders: await loadOrders(db, ids), totalPages: Math.ceil(total / limit) };
}

export const listOrders = (db: Db, query: OrderListQuery) =>
  orderPage(db, { status: query.status, shipping: query.shipping }, query.page, query.limit);

export const dashboardOrders = (db: Db, body: DashboardOrdersBody) =>
  orderPage(
    db,
    {
      status: body.status,
      method: body.method,
      openCancellationRequest: body.cancellationRequested,
      shipping: body.shipping,
    },
    body.page,
    body.limit,
  );

export const userOrders = (db: Db, body: UserOrdersBody) => orderPage(db, { email: body.email }, body.page, body.limit);

/**
 * Moves an order along the lifecycle: the orders module checks the table, locks, restores stock,
 * refunds and records the change; its events mail the customer after the commit. Asking for the
 * status the order already has changes nothing and is no error (`changed` false).
 */
export async function updateOrderStatus(
  deps: LifecycleDeps,
  input: { orderId: string; status: AdminStatusTarget; adminId: string },
): Promise<{ order: Order; changed: boolean }> {
  const changed = await changeStatusByAdmin(deps, input);
  const [order] = await loadOrders(deps.db, [input.orderId]);
  if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  return { order, changed };
}

/** The admin's decision on a customer's open cancellation request. */
export async function decideCancellation(
  deps: LifecycleDeps,
  input: { orderId: string; adminId: string } & ({ approve: true } | { approve: false; note: string }),
): Promise<Order> {
  if (input.approve) await approveCancellation(deps, input);
  else await declineCancellation(deps, input);
  const [order] = await loadOrders(deps.db, [input.orderId]);
  if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  return order;
}

const EXPORT_BATCH = 500;

const money = (paise: number) => (paise / 100).toFixed(2);

/** The rows of all-orders.csv, read in keyset batches so memory stays flat at any size. */
export async function* orderCsvRows(db: Db, filters: OrdersExportQuery, batchSize = EXPORT_BATCH) {
  let before: number | null = null;
  for (;;) {
    const batch = await repo.ordersExportBatch(db, filters, before, batchSize);
    for (const o of batch) {
      yield [
        o.orderNumber,
        o.userName,
        o.userEmail,
        ORDER_STATUS_LABELS[o.status],
        PAYMENT_METHOD_LABELS[o.paymentMethod],
        money(o.totalPaise),
        shopDayTime(o.createdAt),
        PAYMENT_STATUS_LABELS[o.paymentStatus],
        o.refundStatus ? REFUND_STATE_LABELS[o.refundStatus as RefundStatus] : '',
        o.refundId ?? '',
        o.refundPaise === null ? '' : money(o.refundPaise),
      ] as const;
    }
    if (batch.length < batchSize) return;
    before = batch[batch.length - 1]!.orderNumber;
  }
}

/**
 * The rows of variants.csv: one per size of each variant, every size the shop sells, its stock in
 * `quantity` (0 where none is kept); image URLs are absolute.
 */
export async function* variantCsvRows(db: Db, publicUrl: string, batchSize = EXPORT_BATCH) {
  let after: repo.VariantCursor | null = null;
  for (;;) {
    const batch = await repo.variantsExportBatch(db, after, batchSize);
    const stock = await repo.stockOfVariants(
      db,
      batch.map((v) => v.id),
    );
    const stockOf = new Map(stock.map((s) => [`${s.variantId}:${s.size}`, s.quantity]));
    for (const v of batch) {
      const image = v.imageUrl ? (v.imageUrl.startsWith('/') ? `${publicUrl}${v.imageUrl}` : v.imageUrl) : '';
      for (const size of SIZES) {
        const quantity = stockOf.get(`${v.id}:${size}`) ?? 0;
        yield [v.productName, v.colorName, size, money(v.pricePaise), quantity, v.sku, image] as const;
      }
    }
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { productName: last.productName, colorName: last.colorName, id: last.id };
  }
}
