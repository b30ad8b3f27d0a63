import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, CART_ERROR_FALLBACK, type UpdateCartItemBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { maybeCart, settleCart } from './cart-cache';

/** PATCH /cart/item: sets a line's quantity (the server refuses more than the stock of that size). */
export const updateCartItem = (body: UpdateCartItemBody) =>
  request({ method: 'patch', url: API.cart.item, data: body }, maybeCart, CART_ERROR_FALLBACK.updateCartItem);

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart, { itemId, quantity }) =>
      settleCart(queryClient, userId, cart, (c) => ({
        ...c,
        items: c.items.map((item) => (item._id === itemId ? { ...item, quantity } : item)),
      })),
  });
}
