import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, PROMOTION_TEXTS, type PaymentMethod } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { promotionsKeys } from './promotions-keys';

/** POST /cart/quote: the chosen lines priced by the server with its offers, the code and the payment method. */
export const getQuote = (itemIds: string[], couponCode: string, paymentMethod: PaymentMethod) =>
  request(
    {
      method: 'post',
      url: API.cart.quote,
      data: { itemIds, paymentMethod, ...(couponCode ? { couponCode } : {}) },
    },
    (c) => c.QuoteAnswer,
    PROMOTION_TEXTS.quoteFailed,
  ).then((answer) => answer.quote);

/** The quote of these lines; the previous one stays shown while a new one loads. */
export function useQuote(itemIds: string[], couponCode: string, paymentMethod: PaymentMethod, lines: string) {
  return useQuery({
    queryKey: promotionsKeys.quote(lines, couponCode, paymentMethod),
    queryFn: () => getQuote(itemIds, couponCode, paymentMethod),
    enabled: itemIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
