import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  DASHBOARD_TEXTS,
  DashboardSales,
  DashboardSettings,
  LowStock,
  type DashboardSettings as Settings,
} from '@shop/shared';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const salesQuery = () =>
  queryOptions({
    queryKey: adminKeys.sales,
    queryFn: () => request({ method: 'get', url: API.dashboard.sales }, DashboardSales, DASHBOARD_TEXTS.fetchSales),
  });
export const useSales = () => useQuery(salesQuery());

export const lowStockQuery = () =>
  queryOptions({
    queryKey: adminKeys.lowStock,
    queryFn: () => request({ method: 'get', url: API.dashboard.lowStock }, LowStock, DASHBOARD_TEXTS.fetchLowStock),
  });
export const useLowStock = () => useQuery(lowStockQuery());

export const saveSettings = (settings: Settings) =>
  request(
    { method: 'put', url: API.dashboard.settings, data: settings },
    DashboardSettings,
    DASHBOARD_TEXTS.thresholdFailed,
  );

/** Saving a new threshold changes which sizes are low: the list is fetched again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.lowStock }),
  });
}
