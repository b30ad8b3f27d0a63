import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API,
  ActiveUsers,
  CANCELLATION_ADMIN_TEXTS,
  CSV_EXPORTS,
  DASHBOARD_LIST_LIMIT,
  DashboardStats,
  ERROR_FALLBACK,
  OrderAnswer,
  OrderList,
  PAGE_SIZE,
  PurchasedProducts,
  type ActiveUsersQuery,
  type DeclineCancellationBody,
  type OrderStatus,
  type PaymentMethod,
  type PurchasedProductsQuery,
  type ShippingFilter,
  type UpdateOrderStatusBody,
  type UserOrdersBody,
} from '@shop/shared';
import { request } from '../../../lib/api-client';
import { adminKeys, refreshAdmin } from './admin-keys';
import { downloadFile } from './download';

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: () =>
      request(
        { method: 'post', url: API.dashboard.stats, data: {} },
        DashboardStats,
        ERROR_FALLBACK.fetchDashboardStats,
      ),
  });
export const useDashboardStats = () => useQuery(statsQuery());

export type UserSort = z.infer<typeof ActiveUsersQuery>['sortBy'];
export const activeUsersQuery = (sortBy: UserSort) =>
  queryOptions({
    queryKey: adminKeys.users(sortBy),
    queryFn: () =>
      request(
        { method: 'get', url: API.dashboard.users, params: { sortBy, limit: DASHBOARD_LIST_LIMIT } },
        ActiveUsers,
        ERROR_FALLBACK.fetchActiveUsers,
      ),
    placeholderData: keepPreviousData,
  });
export const useActiveUsers = (sortBy: UserSort) => useQuery(activeUsersQuery(sortBy));

export type ProductSort = z.infer<typeof PurchasedProductsQuery>['sortBy'];
export const purchasedProductsQuery = (sortBy: ProductSort) =>
  queryOptions({
    queryKey: adminKeys.sold(sortBy),
    queryFn: () =>
      request(
        { method: 'get', url: API.dashboard.products, params: { sortBy, limit: DASHBOARD_LIST_LIMIT } },
        PurchasedProducts,
        ERROR_FALLBACK.fetchPurchasedProducts,
      ),
    placeholderData: keepPreviousData,
  });
export const usePurchasedProducts = (sortBy: ProductSort) => useQuery(purchasedProductsQuery(sortBy));

export type OrderFilters = { status: OrderStatus | ''; method: PaymentMethod | ''; shipping?: ShippingFilter | '' };

export const dashboardOrdersQuery = (filters: OrderFilters & { page: number; cancellationRequested?: boolean }) =>
  queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: () =>
      request(
        {
          method: 'post',
          url: API.dashboard.orders,
          data: { ...filters, shipping: filters.shipping || undefined, limit: PAGE_SIZE },
        },
        OrderList,
        ERROR_FALLBACK.fetchOrders,
      ),
    placeholderData: keepPreviousData,
  });
export const useDashboardOrders = (filters: OrderFilters & { page: number; cancellationRequested?: boolean }) =>
  useQuery(dashboardOrdersQuery(filters));

export const userOrdersQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userOrders(email, page),
    queryFn: () =>
      request(
        {
          method: 'post',
          url: API.dashboard.userOrders,
          data: { email, page, limit: PAGE_SIZE } satisfies UserOrdersBody,
        },
        OrderList,
        ERROR_FALLBACK.fetchUserOrders,
      ),
    enabled: email !== '',
    placeholderData: keepPreviousData,
  });
export const useUserOrders = (email: string, page: number) => useQuery(userOrdersQuery(email, page));

export const RECENT_ORDERS_LIMIT = 5;
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: adminKeys.recentOrders,
    queryFn: () =>
      request(
        { method: 'get', url: API.order.root, params: { limit: RECENT_ORDERS_LIMIT, page: 1 } },
        OrderList,
        ERROR_FALLBACK.fetchRecentOrders,
      ),
  });
export const useRecentOrders = () => useQuery(recentOrdersQuery());

export const updateOrderStatus = ({ id, status }: { id: string } & UpdateOrderStatusBody) =>
  request(
    { method: 'put', url: API.order.status(id), data: { status } satisfies UpdateOrderStatusBody },
    OrderAnswer,
    ERROR_FALLBACK.updateOrderStatus,
  );

/**
 * A status change moves figures, lists and stock: the whole dashboard is refetched. Not awaited, so
 * the caller's toast and dialog close before a refetch can take the order's row away.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => {
      void refreshAdmin(queryClient);
    },
  });
}

export const downloadOrdersCsv = (filters: OrderFilters) =>
  downloadFile(
    API.order.csv,
    {
      status: filters.status || undefined,
      method: filters.method || undefined,
      shipping: filters.shipping || undefined,
    },
    CSV_EXPORTS.orders.fileName,
    ERROR_FALLBACK.fetchOrders,
  );

export const approveCancellation = (id: string) =>
  request(
    { method: 'post', url: API.order.approveCancellation(id), data: {} },
    OrderAnswer,
    CANCELLATION_ADMIN_TEXTS.approveFailed,
  );

export const declineCancellation = ({ id, note }: { id: string } & DeclineCancellationBody) =>
  request(
    { method: 'post', url: API.order.declineCancellation(id), data: { note } satisfies DeclineCancellationBody },
    OrderAnswer,
    CANCELLATION_ADMIN_TEXTS.declineFailed,
  );

/** Approving cancels the order (stock, figures, refund); declining changes the lists: refetch the dashboard. */
export function useDecideCancellation() {
  const queryClient = useQueryClient();
  const onSuccess = () => void refreshAdmin(queryClient);
  return {
    approve: useMutation({ mutationFn: approveCancellation, onSuccess }),
    decline: useMutation({ mutationFn: declineCancellation, onSuccess }),
  };
}
