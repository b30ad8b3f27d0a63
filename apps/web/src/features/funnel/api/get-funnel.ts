import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, DashboardFunnel, FUNNEL_TEXTS } from '@shop/shared';
import { request } from '../../../lib/api-client';

export const funnelKeys = { all: ['funnel'] as const, days: (days: number) => ['funnel', days] as const };

/** GET /dashboard/funnel?days=: the shopper funnel per day and path (admin). */
export const funnelQuery = (days: number) =>
  queryOptions({
    queryKey: funnelKeys.days(days),
    queryFn: () =>
      request(
        { method: 'get', url: API.dashboard.funnel, params: { days } },
        DashboardFunnel,
        FUNNEL_TEXTS.fetchFunnel,
      ),
  });

export const useFunnel = (days: number) => useQuery(funnelQuery(days));
