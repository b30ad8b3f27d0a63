import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, AdminOrderAnswer, ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** One order with its status history, for the owner's order page. */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: () => request({ method: 'get', url: API.order.one(id) }, AdminOrderAnswer, ERROR_FALLBACK.fetchOrders),
  });
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));
