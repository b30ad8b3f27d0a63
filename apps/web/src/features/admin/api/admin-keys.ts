import type { QueryClient } from '@tanstack/react-query';
import { stockAlertKeys } from '../../stock-alerts';

/** Query keys of the admin screens, all under one root so a change can refresh every admin table. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (sortBy: string) => ['admin', 'users', sortBy] as const,
  sold: (sortBy: string) => ['admin', 'sold', sortBy] as const,
  orderList: (filters: object) => ['admin', 'orders', 'all', filters] as const,
  userOrders: (email: string, page: number) => ['admin', 'orders', 'user', email, page] as const,
  recentOrders: ['admin', 'orders', 'recent'] as const,
  order: (id: string) => ['admin', 'orders', 'one', id] as const,
  sales: ['admin', 'sales'] as const,
  lowStock: ['admin', 'low-stock'] as const,
  colors: ['admin', 'colors'] as const,
  productPage: (page: number) => ['admin', 'products', 'page', page] as const,
  allProducts: ['admin', 'products', 'all'] as const,
  variantList: (filters: object) => ['admin', 'variants', filters] as const,
  imageSet: (variantId: string) => ['admin', 'images', variantId] as const,
  deliveryRules: ['admin', 'delivery-rules'] as const,
  gstSummary: (month: string) => ['admin', 'gst-summary', month] as const,
  invoiceSettings: ['admin', 'invoice-settings'] as const,
};

/**
 * Refetches every admin table and the demand for sold-out sizes shown beside the variants. Not
 * awaited by callers, so a toast and a closing dialog follow the server's answer at once.
 */
export const refreshAdmin = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: stockAlertKeys.demand }),
  ]);
