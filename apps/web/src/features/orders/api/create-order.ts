import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API, ERROR_FALLBACK, IDEMPOTENCY_KEY_HEADER, type CreateOrderBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { attemptKeys } from '../../../lib/idempotency';
import { accountKeys } from '../../account';
import { cartKeys } from '../../cart';
import { ordersKeys } from './orders-keys';

/**
 * What the checkout sends to POST /order: the shared body before parsing. The server prices
 * everything itself; no amount is sent.
 */
export type CreateOrderInput = z.input<typeof CreateOrderBody>;

const placing = attemptKeys();

/**
 * POST /order with an Idempotency-Key: "Place Order" again on the same cart lines, address and
 * payment after a failure (a lost answer) is the same attempt, which the server places at most once.
 */
export async function createOrder(body: CreateOrderInput) {
  const key = placing.keyFor(body);
  const answer = await request(
    { method: 'post', url: API.order.root, data: body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    (c) => c.CreateOrderAnswer,
    ERROR_FALLBACK.createOrder,
  );
  placing.succeeded(key);
  return answer;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (answer, body) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      // A new address the shopper asked to keep is now in their address book.
      if (body.shippingAddress && body.saveAddress) await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      // Cash on delivery, or paid wholly with store credit: the chosen lines left the cart on the server.
      if (answer.order.paymentMethod === 'cod' || answer.order.paymentStatus === 'paid')
        await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
