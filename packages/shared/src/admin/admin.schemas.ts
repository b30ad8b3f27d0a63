import { z } from 'zod';
import { PageQuery, optionalFilter } from '../api.ts';
import { DASHBOARD_LIST_LIMIT, LOW_STOCK_THRESHOLD, MAX_PAGE_SIZE } from '../constants.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { DASHBOARD_TEXTS } from './admin.texts.ts';
import { Email } from '../account/account.schemas.ts';
import { OrderStatus, PaymentMethod } from '../orders/orders.schemas.ts';
import { ShippingFilter } from '../shipping/shipping.schemas.ts';

export const DashboardStats = z.object({
  totalOrders: z.number().int(),
  totalCustomers: z.number().int(),
  totalProducts: z.number().int(),
  /** Money received for orders, net of what accepted returns gave back. */
  totalRevenue: z.number(),
  /** What accepted returns gave back, all time (rupees). */
  returnsRefunded: z.number().optional(),
  cancellationRequests: z.number().int(),
  ordersByStatus: z.record(z.string(), z.number().int()),
  ordersByMethod: z.record(z.string(), z.number().int()),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const ActiveUserRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  orderCount: z.number().int(),
  totalSpent: z.number(),
});
export type ActiveUserRow = z.infer<typeof ActiveUserRow>;

export const PurchasedProductRow = z.object({
  variantId: z.string(),
  productName: z.string(),
  colorName: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  quantitySold: z.number().int(),
  orderCount: z.number().int(),
});
export type PurchasedProductRow = z.infer<typeof PurchasedProductRow>;

const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DASHBOARD_LIST_LIMIT);
export const ActiveUsersQuery = z.object({ sortBy: z.enum(['orderCount', 'totalSpent']).default('orderCount'), limit });
export const PurchasedProductsQuery = z.object({
  sortBy: z.enum(['quantitySold', 'orderCount']).default('quantitySold'),
  limit,
});
export const ActiveUsers = z.object({ users: z.array(ActiveUserRow) });
export const PurchasedProducts = z.object({ products: z.array(PurchasedProductRow) });

export const DashboardOrdersBody = PageQuery.extend({
  status: optionalFilter(OrderStatus),
  method: optionalFilter(PaymentMethod),
  /** Only orders whose cancellation request still waits for the admin (pending or processing). */
  cancellationRequested: z.boolean().optional(),
  /** Where the parcel is: to ship, in transit, failed delivery, returning. */
  shipping: optionalFilter(ShippingFilter),
});
export type DashboardOrdersBody = z.infer<typeof DashboardOrdersBody>;

export const UserOrdersBody = PageQuery.extend({ email: Email });
export type UserOrdersBody = z.infer<typeof UserOrdersBody>;

/**
 * Filters of the all-orders CSV: the dashboard's orders list's status, method and where the parcel
 * is, so the file holds the orders the owner sees listed (the orders to ship, to pack from).
 */
export const OrdersExportQuery = DashboardOrdersBody.pick({ status: true, method: true, shipping: true });
export type OrdersExportQuery = z.infer<typeof OrdersExportQuery>;

/**
 * One IST day of the sales chart: every order placed that day, and the money received for them net
 * of returns: what returns accepted that day gave back (refund, store credit or UPI payout).
 */
export const SalesDay = z.object({
  /** The IST calendar day, YYYY-MM-DD. */
  date: z.string(),
  orders: z.number().int(),
  /** Net sales: received for the day's orders less `returns`. */
  revenue: z.number(),
  /** Given back for returns accepted that day (rupees). */
  returns: z.number().optional(),
});
export type SalesDay = z.infer<typeof SalesDay>;
export const DashboardSales = z.object({ timeZone: z.string(), days: z.array(SalesDay) });
export type DashboardSales = z.infer<typeof DashboardSales>;

export const LowStockRow = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  colorName: z.string(),
  size: Size,
  quantity: z.number().int(),
  image: z.object({ url: z.string() }).nullable(),
});
export type LowStockRow = z.infer<typeof LowStockRow>;
export const LowStock = z.object({
  threshold: z.number().int(),
  /** How many sizes are at or under the threshold; `sizes` lists the first of them. */
  total: z.number().int(),
  sizes: z.array(LowStockRow),
});
export type LowStock = z.infer<typeof LowStock>;

export const LowStockThreshold = z
  .number({ error: DASHBOARD_TEXTS.thresholdInvalid })
  .int(DASHBOARD_TEXTS.thresholdInvalid)
  .min(LOW_STOCK_THRESHOLD.min, DASHBOARD_TEXTS.thresholdInvalid)
  .max(LOW_STOCK_THRESHOLD.max, DASHBOARD_TEXTS.thresholdInvalid);
export const DashboardSettings = z.object({ lowStockThreshold: LowStockThreshold });
export type DashboardSettings = z.infer<typeof DashboardSettings>;
