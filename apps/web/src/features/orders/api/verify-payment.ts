import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API, ERROR_FALLBACK, IDEMPOTENCY_KEY_HEADER, OrderAnswer, type VerifyPaymentBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { attemptKeys } from '../../../lib/idempotency';
import { cartKeys } from '../../cart';
import { ordersKeys } from './orders-keys';

const MaybeOrder = z.unknown().transform((data) => OrderAnswer.safeParse(data).data?.order ?? null);

const verifying = attemptKeys();

/**
 * POST /order/verify: the server checks the provider's signature and marks the order paid once.
 * It carries an Idempotency-Key like placing does, the same for retries of one payment's answer.
 */
export async function verifyPayment(body: VerifyPaymentBody) {
  const key = verifying.keyFor(body);
  const order = await request(
    { method: 'post', url: API.order.verify, data: body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    MaybeOrder,
    ERROR_FALLBACK.verifyPayment,
  );
  verifying.succeeded(key);
  return order;
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      // The paid lines left the cart on the server.
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
