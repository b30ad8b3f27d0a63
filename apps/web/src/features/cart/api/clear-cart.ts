import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, CART_ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { maybeCart, settleCart } from './cart-cache';

/** DELETE /cart: empties the cart. */
export const clearCart = () =>
  request({ method: 'delete', url: API.cart.root }, maybeCart, CART_ERROR_FALLBACK.clearCart);

export function useClearCart() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => settleCart(queryClient, userId, cart, (c) => ({ ...c, items: [] })),
  });
}
