import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, STOCK_ADJUST_TEXTS, STOCK_HISTORY_TEXTS, type Size, type StockAdjustBody } from '@shop/shared';
import { request, send } from '../../../lib/api-client';

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

/** POST /variant/:id/stock-adjustments: units found or gone of one size; answers the server's message. */
export const adjustStock = (variantId: string, body: StockAdjustBody) =>
  send({ method: 'post', url: API.variant.stockAdjustments(variantId), data: body }, STOCK_ADJUST_TEXTS.failed);

/** Adjusts a colour's stock, then reads its history again. */
export function useAdjustStock(variantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustBody) => adjustStock(variantId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
