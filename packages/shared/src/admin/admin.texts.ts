import { LOW_STOCK_THRESHOLD } from '../constants.ts';

/** Texts of the dashboard's charts and low-stock list, shared by the server's answers and the screens. */
export const DASHBOARD_TEXTS = {
  thresholdInvalid: `Enter a whole number of units from ${LOW_STOCK_THRESHOLD.min} to ${LOW_STOCK_THRESHOLD.max}`,
  thresholdSaved: 'Low-stock threshold saved',
  thresholdFailed: 'Failed to save the low-stock threshold',
  fetchSales: 'Failed to fetch sales per day',
  fetchLowStock: 'Failed to fetch the low-stock list',
  noLowStock: (threshold: number) => `No size has ${threshold} or fewer units left.`,
  noneRunningLow: 'No size still selling is running low.',
  soldOutSizes: (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'} sold out`,
  showTable: 'Show the figures as a table',
} as const;

/** Fallbacks of the admin's dashboard, shown when a failing call carries no message of its own. */
export const ADMIN_ERROR_FALLBACK = {
  fetchDashboardStats: 'Failed to fetch dashboard stats',
  fetchActiveUsers: 'Failed to fetch most active users',
  fetchPurchasedProducts: 'Failed to fetch most purchased products',
  fetchRecentOrders: 'Failed to fetch recent orders',
} as const;

/** Screen states and fixed texts of the admin's dashboard. */
export const ADMIN_SCREEN = {
  noUsers: 'No users found.',
  noSalesData: 'No sales data found.',
} as const;
