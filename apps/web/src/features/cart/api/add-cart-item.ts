import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddCartItemBody, API, type Cart, CART_ERROR_FALLBACK } from '@shop/shared';
import { http, parseApiError } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts';
import { useAuthStore } from '../../../lib/auth-store';
import { writeCart } from './cart-cache';
import { cartKeys } from './cart-keys';

/** POST /cart answers a message and, when the server sends it, the updated cart. */
export async function postCartItem(body: AddCartItemBody): Promise<{ message: string; cart: Cart | null }> {
  try {
    const [res, { CartAnswer }] = await Promise.all([http.post(API.cart.root, body), loadContracts()]);
    const message = typeof res.data?.message === 'string' ? res.data.message : '';
    return { message, cart: CartAnswer.safeParse(res.data?.data).data?.cart ?? null };
  } catch (error) {
    throw parseApiError(error, CART_ERROR_FALLBACK.addToCart);
  }
}

/** POST /cart: adds a line, or raises its quantity when the same variant and size are there. */
export const addCartItem = async (body: AddCartItemBody) => (await postCartItem(body)).message;

/**
 * Adds to the cart and puts the answered cart into the cart store at once, so the header badge
 * counts the new line before the refetch lands. Resolves to the server's message.
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: async (body: AddCartItemBody) => {
      const { message, cart } = await postCartItem(body);
      if (cart && userId) writeCart(queryClient, userId, cart);
      return message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
