import { useInfiniteQuery } from '@tanstack/react-query';
import { API, STOCK_HISTORY_TEXTS, type Size } from '@shop/shared';
import { request } from '../../../lib/api-client';

/** Query keys of the stock: a colour's history, per size chosen (none: every size). */
export const inventoryKeys = {
  all: ['inventory'] as const,
  history: (variantId: string, size: Size | null) => ['inventory', 'history', variantId, size ?? 'all'] as const,
};

/** GET /variant/:id/stock-history: one page of a colour's movements, newest first. */
export const getStockHistory = (variantId: string, size: Size | null, before: number | null) =>
  request(
    {
      method: 'get',
      url: API.variant.stockHistory(variantId),
      params: { ...(size ? { size } : {}), ...(before ? { before } : {}) },
    },
    (c) => c.StockHistory,
    STOCK_HISTORY_TEXTS.fetchFailed,
  );

/**
 * A colour's stock history, a page at a time ("Show older" asks for the next). Always read afresh
 * when opened: stock moves with every order.
 */
export const useStockHistory = (variantId: string | null, size: Size | null) =>
  useInfiniteQuery({
    queryKey: inventoryKeys.history(variantId ?? '', size),
    queryFn: ({ pageParam }) => getStockHistory(variantId!, size, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
    enabled: Boolean(variantId),
    staleTime: 0,
  });
