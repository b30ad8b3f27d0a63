import { queryOptions } from '@tanstack/react-query';
import { API, INDIA_MESSAGES } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /delivery/:pin: district, state, serviceability, COD and the delivery window of a PIN code. */
export const checkPin = (pin: string) =>
  request({ method: 'get', url: API.delivery.pin(pin) }, (c) => c.DeliveryAnswer, INDIA_MESSAGES.pinUnknown);

export const deliveryQuery = (pin: string) =>
  queryOptions({
    queryKey: deliveryKeys.pin(pin),
    queryFn: () => checkPin(pin),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
