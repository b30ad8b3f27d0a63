import { API, PAY_NOW_TEXTS } from '@shop/shared';
import { request } from '../../../lib/api-client';

/**
 * POST /order/:id/pay: a new attempt at paying the shopper's own unpaid online order. Answers the
 * order as it is and the provider order its payment sheet opens; nothing is paid by this call.
 */
export const startPayNow = (orderId: string) =>
  request({ method: 'post', url: API.order.pay(orderId) }, (c) => c.PayNowAnswer, PAY_NOW_TEXTS.failed);
