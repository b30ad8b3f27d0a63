import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API, ERROR_FALLBACK, MAX_PAGE_SIZE, Order } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { ordersKeys } from './orders-keys';

const UserOrders = z.object({ orders: z.array(Order) });

/** GET /order/user: the signed-in user's orders, newest first (the largest page the API serves). */
export const getUserOrders = () =>
  request(
    { method: 'get', url: API.order.user, params: { limit: MAX_PAGE_SIZE } },
    UserOrders,
    ERROR_FALLBACK.fetchUserOrders,
  ).then((answer) => answer.orders);

export const userOrdersQuery = (userId: string) =>
  queryOptions({ queryKey: ordersKeys.user(userId), queryFn: getUserOrders });

export function useUserOrders() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...userOrdersQuery(userId ?? ''), enabled: Boolean(userId) });
}
