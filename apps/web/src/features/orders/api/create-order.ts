import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, CreateOrderAnswer, ERROR_FALLBACK, type PaymentMethod, type ShippingAddress } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/**
 * What the checkout sends to POST /order. The server prices everything itself; no amount is sent.
 * The contact travels as a number.
 */
export type CreateOrderInput = {
  itemIds: string[];
  paymentMethod: PaymentMethod;
  contact: number;
} & ({ addressId: string; shippingAddress?: never } | { shippingAddress: ShippingAddress; addressId?: never });

export const createOrder = (body: CreateOrderInput) =>
  request({ method: 'post', url: API.order.root, data: body }, CreateOrderAnswer, ERROR_FALLBACK.createOrder);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      // Cash on delivery: the chosen lines left the cart on the server.
      if (answer.order.paymentMethod === 'cod') await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
