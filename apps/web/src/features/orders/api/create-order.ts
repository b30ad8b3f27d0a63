import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API, ERROR_FALLBACK, type CreateOrderBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { cartKeys } from '../../cart';
import { ordersKeys } from './orders-keys';

/**
 * What the checkout sends to POST /order: the shared body before parsing. The server prices
 * everything itself; no amount is sent.
 */
export type CreateOrderInput = z.input<typeof CreateOrderBody>;

export const createOrder = (body: CreateOrderInput) =>
  request({ method: 'post', url: API.order.root, data: body }, (c) => c.CreateOrderAnswer, ERROR_FALLBACK.createOrder);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      // Cash on delivery: the chosen lines left the cart on the server.
      if (answer.order.paymentMethod === 'cod') await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
