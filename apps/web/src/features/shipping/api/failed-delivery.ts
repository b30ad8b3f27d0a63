import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, FAILED_DELIVERY_TEXTS, FailedDeliveryView, type FailedDeliveryAnswerBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

export const failedDeliveryQuery = (token: string) =>
  queryOptions({
    queryKey: shippingKeys.failedDelivery(token),
    queryFn: () =>
      request(
        { method: 'get', url: API.shipping.failedDelivery(token) },
        FailedDeliveryView,
        FAILED_DELIVERY_TEXTS.loadFailed,
      ),
    retry: false,
  });
export const useFailedDelivery = (token: string) => useQuery(failedDeliveryQuery(token));

export const answerFailedDelivery = ({ token, body }: { token: string; body: FailedDeliveryAnswerBody }) =>
  request(
    { method: 'post', url: API.shipping.failedDelivery(token), data: body satisfies FailedDeliveryAnswerBody },
    FailedDeliveryView,
    FAILED_DELIVERY_TEXTS.failed,
  );

/** The answer is the page's new state: it replaces the cached view. */
export function useAnswerFailedDelivery(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFailedDelivery,
    onSuccess: (view) => queryClient.setQueryData(shippingKeys.failedDelivery(token), view),
  });
}
