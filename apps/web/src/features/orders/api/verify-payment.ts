import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API, ERROR_FALLBACK, OrderAnswer, type VerifyPaymentBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { cartKeys } from '../../cart';
import { ordersKeys } from './orders-keys';

const MaybeOrder = z.unknown().transform((data) => OrderAnswer.safeParse(data).data?.order ?? null);

/** POST /order/verify: the server checks the provider's signature and marks the order paid once. */
export const verifyPayment = (body: VerifyPaymentBody) =>
  request({ method: 'post', url: API.order.verify, data: body }, MaybeOrder, ERROR_FALLBACK.verifyPayment);

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
