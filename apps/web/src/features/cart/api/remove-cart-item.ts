import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, CART_ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { maybeCart, settleCart } from './cart-cache';

/** DELETE /cart/item/{id}: removes one line. */
export const removeCartItem = (itemId: string) =>
  request({ method: 'delete', url: API.cart.itemById(itemId) }, maybeCart, CART_ERROR_FALLBACK.removeCartItem);

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart, itemId) =>
      settleCart(queryClient, userId, cart, (c) => ({ ...c, items: c.items.filter((item) => item._id !== itemId) })),
  });
}
