import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type CancelOrderBody } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/** POST /order/cancel: asks for cancellation with a reason; the admin decides. */
export const requestCancellation = (body: CancelOrderBody) =>
  send({ method: 'post', url: API.order.cancel, data: body }, ERROR_FALLBACK.requestCancellation);

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
